// The authorization matrix: every route handler × every principal, judged by one set of rules.
// The table of expected access lives in the test; this file holds the rules, so a later issue adds
// rows (its routes) and principals without new machinery.
import type { TRouteKey } from "./route-inventory";
import type { TAccess, TPrincipal, TSessionKind } from "./security-principals";
import type { TAnswer } from "./store-requests";

export type TMatrixRow = {
  access: TAccess;
  /** Sends the row's sample request as the principal. */
  send: (principal: TPrincipal) => Promise<TAnswer>;
  /** The status an allowed principal gets for this sample when it is not a 2xx, by principal name. */
  allowedStatus?: Record<string, number>;
  /** Problems in what the principal was shown, beyond its status. */
  inspect?: (principal: TPrincipal, answer: TAnswer) => string[];
  /** Puts back what an allowed call changed, so the next rows start from the same data. */
  restore?: (principal: TPrincipal, answer: TAnswer) => Promise<void>;
};

export type TMatrix = Partial<Record<TRouteKey, TMatrixRow>>;

/** Data only its owners may read or change (tenant A's installations and logs). */
export type TProtectedData = {
  description: string;
  isOwner: (principal: TPrincipal) => boolean;
  /** Everything the owners' data is, as a comparable string. */
  snapshot: () => Promise<string>;
  /** Strings that appear only in the owners' data (an e-mail, an add-on id, an IP address). */
  markers: () => string[];
};

export type TViolation = { route: TRouteKey; principal: string; problem: string };

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

/** The kind of session a route of each access needs. */
const SESSION_OF: Record<Exclude<TAccess, "public">, TSessionKind> = {
  user: "tenant",
  tenantAdmin: "tenant",
  providerUser: "providerUser",
  operator: "operator",
};

/**
 * The status the rules expect, or null when any answer but a 5xx will do. A caller without the
 * access is refused with 403 when it has a live session of the route's kind (a plain tenant user on
 * a tenant-admin route), else 401: a tenant cookie opens no provider route, nor the reverse.
 */
function expectedStatus(row: TMatrixRow, principal: TPrincipal, publicStatus: number | undefined): string | null {
  if (row.access === "public") return publicStatus === undefined ? null : String(publicStatus);
  if (!principal.grants.includes(row.access))
    return principal.sessions.includes(SESSION_OF[row.access]) ? "403" : "401";
  return String(row.allowedStatus?.[principal.name] ?? "2xx");
}

function matches(expected: string, status: number): boolean {
  return expected === "2xx" ? isSuccess(status) : expected === String(status);
}

/**
 * Runs every row as every principal, in the given order (put the owners last: their allowed
 * writes are restored after them). Public rows must answer every principal as they answer the
 * first one; other rows refuse a principal without the access with 401 (no live session of the
 * route's kind) or 403. Nobody but its owners may change or be shown any of `protectedData`.
 */
export async function runMatrix(
  matrix: TMatrix,
  principals: readonly TPrincipal[],
  protectedData: readonly TProtectedData[],
): Promise<{ calls: number; violations: TViolation[] }> {
  const violations: TViolation[] = [];
  let calls = 0;
  for (const [route, row] of Object.entries(matrix) as [TRouteKey, TMatrixRow][]) {
    let publicStatus: number | undefined;
    for (const principal of principals) {
      const problem = (text: string) => violations.push({ route, principal: principal.name, problem: text });
      const before = await Promise.all(protectedData.map((data) => data.snapshot()));
      const answer = await principal.act(() => row.send(principal));
      calls++;
      const after = await Promise.all(protectedData.map((data) => data.snapshot()));
      if (answer.status >= 500) problem(`answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      const expected = expectedStatus(row, principal, publicStatus);
      if (expected && !matches(expected, answer.status)) {
        problem(
          row.access === "public"
            ? `a public route answered ${answer.status}, but ${publicStatus} to ${principals[0]?.name}`
            : `expected ${expected}, got ${answer.status}`,
        );
      }
      publicStatus ??= answer.status;
      protectedData.forEach((data, index) => {
        if (data.isOwner(principal)) return;
        if (before[index] !== after[index]) problem(`changed ${data.description}`);
        const leaked = data.markers().filter((marker) => answer.text.includes(marker));
        if (leaked.length > 0) problem(`was shown ${data.description}: ${leaked.join(", ")}`);
      });
      for (const text of row.inspect?.(principal, answer) ?? []) problem(text);
      if (isSuccess(answer.status)) await row.restore?.(principal, answer);
    }
  }
  return { calls, violations };
}

/** One line per violation, for the failure message. */
export function describeViolations(violations: readonly TViolation[]): string {
  return violations.map((v) => `  ${v.route} as ${v.principal}: ${v.problem}`).join("\n");
}
