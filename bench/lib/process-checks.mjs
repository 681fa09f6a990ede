// What must hold when several store processes serve one PostgreSQL behind a proxy (issue 30 item
// 4), checked against two running processes `a` and `b` (their own ports) and the proxy in front:
// sessions and abuse limits are the database's, an operator's change empties the public cache of
// both, each job runs once, and a process stopped with SIGTERM under load loses no request the
// proxy can retry. Each check returns { name, ok, detail }; nothing here changes the processes'
// configuration.
import { randomBytes } from "node:crypto";
import { loadTarget } from "./load.mjs";

const OPERATOR = { email: "operator@store.example", password: "demo-password" };
/** RATE_LIMIT_ACCOUNT_SIGN_INS_PER_ADDRESS's default: 10 sign-ins per address in 15 minutes. */
const SIGN_INS_PER_ADDRESS = 10;
const DOCUMENT_REQUESTS = 20;

/** A request to one process or the proxy; `origin` is the store's public address (BASE_URL). */
async function send(base, pathAndQuery, { method = "GET", body, cookie, origin } = {}) {
  const headers = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  const response = await fetch(new URL(pathAndQuery, base), {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  return { status: response.status, text, setCookies: response.headers.getSetCookie() };
}

async function waitFor(what, predicate, timeoutMs) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await predicate()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
}

async function check(name, body) {
  try {
    return { name, ok: true, detail: await body() };
  } catch (error) {
    return { name, ok: false, detail: error.message };
  }
}

/** The operator signs in at `base`; the session cookie as a Cookie header. */
async function operatorCookie(base, origin) {
  const answer = await send(base, "/api/ops/auth/sign_in", { method: "POST", body: OPERATOR, origin });
  if (answer.status !== 200)
    throw new Error(`the operator's sign-in answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.setCookies.map((line) => line.split(";")[0]).join("; ");
}

/** A session made by one process opens the other; signing out at the other ends it at the first. */
export function sessionsHold({ a, b, origin }) {
  return check("a session made by one process holds at the other", async () => {
    const cookie = await operatorCookie(a, origin);
    const atB = await send(b, "/api/ops/audit_events", { cookie });
    if (atB.status !== 200) throw new Error(`B answered ${atB.status} with A's session`);
    const signedOut = await send(b, "/api/ops/auth/sign_out", { method: "POST", cookie, origin });
    if (signedOut.status >= 400) throw new Error(`signing out at B answered ${signedOut.status}`);
    const atA = await send(a, "/api/ops/audit_events", { cookie });
    if (atA.status !== 401) throw new Error(`A answered ${atA.status} after the sign-out at B, not 401`);
    return "signed in at A: 200 at B; signed out at B: 401 at A";
  });
}

/** Sign-ins at one address, sent to the two processes in turn, meet one limit. */
export function rateLimitsHold({ a, b, origin }) {
  return check("an abuse limit counts the requests of both processes", async () => {
    const email = `limit-${randomBytes(4).toString("hex")}@bench.example`;
    const statuses = [];
    for (let i = 0; i <= SIGN_INS_PER_ADDRESS; i++) {
      const base = i % 2 === 0 ? a : b;
      const body = { email, password: "not-the-password-1" };
      statuses.push((await send(base, "/api/ops/auth/sign_in", { method: "POST", body, origin })).status);
    }
    const last = statuses.at(-1);
    if (statuses.slice(0, -1).some((status) => status !== 401) || last !== 429) {
      throw new Error(`answers ${statuses.join(" ")}: expected ${SIGN_INS_PER_ADDRESS} × 401, then 429`);
    }
    return `${SIGN_INS_PER_ADDRESS} wrong sign-ins at one address, A and B in turn: 401 each, then 429 at ${statuses.length % 2 === 1 ? "A" : "B"}`;
  });
}

/** The action area of a discontinued app's page (its notice's words are also in the page's messages for scripts). */
const DISCONTINUED_ACTION = 'data-app-action="discontinued"';

/** Whether the app's page at `base` (from the page cache) says it is discontinued. */
async function pageSaysDiscontinued(base, code) {
  const answer = await send(base, `/apps/${code}`);
  if (answer.status !== 200) throw new Error(`/apps/${code} answered ${answer.status}`);
  return answer.text.includes(DISCONTINUED_ACTION);
}

/** The status of `code` in the public JSON of `base` (its cached read), or the HTTP status when not 200. */
async function publicStatus(base, code) {
  const answer = await send(base, `/api/apps/${code}`);
  return answer.status === 200 ? JSON.parse(answer.text).status : answer.status;
}

/**
 * An operator discontinues a published app at one process: the other's public cache, read just
 * before, shows it discontinued at once; published again at the other, the first shows it
 * published again.
 */
export function cacheInvalidatedInBoth({ a, b, origin, app }) {
  return check("an operator's change empties the public cache of both processes", async () => {
    for (const base of [a, b]) {
      const status = await publicStatus(base, app.code);
      if (status !== "published") throw new Error(`the app reads ${status} before the change`);
      // Read twice: the second comes from the page cache.
      await pageSaysDiscontinued(base, app.code);
      if (await pageSaysDiscontinued(base, app.code)) throw new Error("the page says discontinued before the change");
    }
    const cookie = await operatorCookie(a, origin);
    const move = async (base, from, status) => {
      const answer = await send(base, `/api/ops/apps/${app.id}/status`, {
        method: "POST",
        body: { from, status, reason: "bench: two processes" },
        cookie,
        origin,
      });
      if (answer.status !== 200) {
        throw new Error(`${from} → ${status} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      }
    };
    await move(a, "published", "discontinued");
    let changedAtB;
    try {
      changedAtB = await waitFor(
        "B still reads it published, or its page does not say discontinued",
        async () => (await publicStatus(b, app.code)) === "discontinued" && (await pageSaysDiscontinued(b, app.code)),
        5000,
      );
    } finally {
      await move(b, "discontinued", "published");
    }
    const backAtA = await waitFor(
      "A does not read it published again, or its page still says discontinued",
      async () => (await publicStatus(a, app.code)) === "published" && !(await pageSaysDiscontinued(a, app.code)),
      5000,
    );
    return `discontinued at A: B's JSON and page said so after ${changedAtB} ms; published again at B: A's after ${backAtA} ms`;
  });
}

/**
 * Document requests sent to both processes in turn: every mail reaches the SMTP server once, and
 * every job ran in one attempt.
 */
export function eachJobOnce({ a, b, origin, codes, smtp, query }) {
  return check("each job runs once", async () => {
    const run = randomBytes(4).toString("hex");
    const code = await requestableCode(a, codes, origin, run);
    const addresses = [`once-${run}-0@bench.example`];
    for (let i = 1; i < DOCUMENT_REQUESTS; i++) {
      const email = `once-${run}-${i}@bench.example`;
      const body = { email, surveyAnswers: { interesting: [] } };
      const answer = await send(i % 2 === 0 ? a : b, `/api/apps/${code}/document_request`, {
        method: "POST",
        body,
        origin,
      });
      if (answer.status !== 202)
        throw new Error(`a document request answered ${answer.status}: ${answer.text.slice(0, 200)}`);
      addresses.push(email);
    }
    const received = () =>
      addresses.map((address) => smtp.delivered.filter((mail) => mail.to.includes(address)).length);
    await waitFor("not every mail arrived", async () => received().every((n) => n >= 1), 60_000);
    // Time for a second worker to send a mail a second time, were it able to.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const twice = received().filter((n) => n !== 1).length;
    if (twice > 0) throw new Error(`${twice} of ${addresses.length} addresses got more than one mail`);
    const jobs = await query(
      `select count(*)::int as n, count(*) filter (where attempts <> 1 or status <> 'done')::int as odd
       from jobs where payload->>'documentRequestId' in (select id::text from document_requests where email like $1)`,
      [`once-${run}-%`],
    );
    const { n, odd } = jobs.rows[0];
    if (n !== addresses.length || odd !== 0) throw new Error(`${n} jobs, ${odd} not done in one attempt`);
    return `${addresses.length} requests at A and B: ${addresses.length} mails, one each; ${n} jobs done in one attempt`;
  });
}

/** The first of `codes` whose document can be requested (its request is the check's first). */
async function requestableCode(base, codes, origin, run) {
  for (const code of codes) {
    const body = { email: `once-${run}-0@bench.example`, surveyAnswers: { interesting: [] } };
    const answer = await send(base, `/api/apps/${code}/document_request`, { method: "POST", body, origin });
    if (answer.status === 202) return code;
  }
  throw new Error("no app of the demo catalog has a document to request");
}

/**
 * 16 clients load pages through the proxy; a third of the way in, process `a` gets SIGTERM (as a
 * service manager stopping it). Every request must still be answered 2xx, and the process must end
 * by itself (exit 0), not be killed by its supervisor after the grace time.
 */
export function sigtermLosesNothing({ proxy, a, paths, durationS = 12 }) {
  return check("SIGTERM to one process under load loses no request", async () => {
    let ended = null;
    const stopping = new Promise((resolve) => setTimeout(resolve, (durationS * 1000) / 3)).then(async () => {
      const sent = Date.now();
      const code = await a.terminate();
      ended = { code, ms: Date.now() - sent };
    });
    const result = await loadTarget(proxy, paths, { concurrency: 16, durationS, warmup: 0 });
    await stopping;
    if (result.errors > 0) {
      throw new Error(`${result.errors} of ${result.requests} failed: ${JSON.stringify(result.failures)}`);
    }
    if (ended.code !== 0) throw new Error(`A did not stop by itself: it ended with ${ended.code} after ${ended.ms} ms`);
    return `${result.requests} requests in ${durationS} s through the proxy, 0 failed; A stopped by itself ${ended.ms} ms after SIGTERM`;
  });
}
