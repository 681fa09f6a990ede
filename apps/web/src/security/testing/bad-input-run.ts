// Runs one group of bad-input targets (bad-input-targets.ts) against the route handlers in-process,
// on a real database with the security catalog: for each target, SECURITY_FUZZ_RUNS (1000) generated
// requests. The properties: never a 5xx, and a refused request changes no row (test-only triggers
// tally the writes, security-harness.ts). The calling test file mocks `@/server/db` and
// `@/server/public-cache` first (vi.mock is hoisted only in a test file).
import type { TDbHandle } from "@store/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate, onTheWire, replayHint } from "./bad-input";
import { BAD_INPUT_STORE, type TCase, type TTarget } from "./bad-input-targets";
import { discoverRouteHandlers, type TRouteHandler, type TRouteKey } from "./route-inventory";
import { startSecurityHarness } from "./security-harness";
import type { TPrincipal, TPrincipalName } from "./security-principals";
import { callHandler, storeRequest, type TAnswer } from "./store-requests";
import { installWriteCounter, takeWrittenTables } from "./write-counter";
import { openSecurityWorld } from "./security-world";

/** Declares the tests of one group: "no 5xx, and a refused request changes no row" per target. */
export async function describeBadInput(title: string, targets: TTarget[]): Promise<void> {
  const harness = await startSecurityHarness(BAD_INPUT_STORE);
  const routes = await discoverRouteHandlers();
  let handle: TDbHandle;
  let principals: Record<TPrincipalName, TPrincipal>;

  beforeAll(async () => {
    ({ handle, principals } = await openSecurityWorld(harness));
    await installWriteCounter(handle.db);
  });

  afterAll(async () => {
    await harness.close();
    await handle?.close();
  });

  function handlerOf(key: TRouteKey): TRouteHandler {
    const found = routes.find((route) => route.key === key);
    if (!found) throw new Error(`no route handler ${key}`);
    return found;
  }

  /** The tenant cookie and the account cookie of a case: a principal's, or a made-up value in both. */
  function cookiesOf(cookie: TCase["cookie"]): { cookie: string | null; accountCookie: string | null } {
    if (!cookie) return { cookie: null, accountCookie: null };
    if ("made" in cookie) {
      return { cookie: cookie.made, accountCookie: `hrstore_developer_session=${encodeURIComponent(cookie.made)}` };
    }
    const principal = principals[cookie.principal];
    return { cookie: principal.cookie, accountCookie: principal.accountCookie };
  }

  async function send(route: TRouteHandler, c: TCase): Promise<TAnswer> {
    // Next hands a handler its parameters decoded from the path, where a lone surrogate cannot be.
    const params = Object.fromEntries(Object.entries(c.params).map(([name, value]) => [name, onTheWire(value)]));
    const request = storeRequest(BAD_INPUT_STORE, pathOf(route.pattern, params), {
      method: route.method,
      ...cookiesOf(c.cookie),
      origin: c.origin,
      body: c.body?.bytes ?? c.body?.text,
      contentType: c.body?.contentType ?? null,
    });
    return callHandler(route.handler, request, params);
  }

  describe(title, () => {
    it.each(targets.map((target) => [target.key, target] as const))(
      "%s: no 5xx, and a refused request changes no row",
      async (key, target) => {
        const route = handlerOf(key);
        const cases = generate(target.cases, key);
        const serverErrors: string[] = [];
        const refusedButChanged: string[] = [];
        const statuses = new Map<number, number>();
        await takeWrittenTables(handle.db);
        for (const c of cases) {
          const answer = await send(route, c);
          const changed = await takeWrittenTables(handle.db);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status >= 500) serverErrors.push(`${answer.status} ${answer.text.slice(0, 120)} ← ${shown(c)}`);
          if (answer.status >= 400 && changed.length > 0) {
            refusedButChanged.push(`${answer.status} changed ${changed.join(", ")} ← ${shown(c)}`);
          }
        }
        const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
        console.log(
          `bad input ${key}: ${cases.length} cases, ${serverErrors.length} 5xx, ${refusedButChanged.length} refused with rows changed (${tally.join(" ")})`,
        );
        const examples = [...serverErrors.slice(0, 5), ...refusedButChanged.slice(0, 5)].join("\n  ");
        const message = `${serverErrors.length} 5xx and ${refusedButChanged.length} refused requests that changed rows in ${cases.length} cases; ${replayHint()}:\n  ${examples}`;
        expect(serverErrors.length + refusedButChanged.length, message).toBe(0);
      },
    );
  });
}

/** The request path of a pattern with its parameters, escaped as a browser would. */
function pathOf(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

function shown(c: TCase): string {
  return JSON.stringify({ ...c, body: c.body && { ...c.body, text: c.body.text.slice(0, 160) } }).slice(0, 400);
}
