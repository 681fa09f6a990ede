import { ZClientLog } from "@store/domain/schemas/client-log";
import { route } from "@/server/http/route";

/** The longest user agent kept on a log line: enough to tell browsers apart, not a place to write. */
const USER_AGENT_CHARS = 300;

/**
 * SPEC §7: the client's beacon log (CLIENT_SESSION_ERROR, CLIENT_MODULE_LOAD_FAILED, UNEXPECTED_ERROR…),
 * one structured line per call with the request's id, capped in size (code 100 and detail 4000
 * characters by its schema, body 64 KB) and limited per client so it cannot flood the logs.
 */
export const POST = route(
  {
    summary: "The browser's beacon log (SPEC §7)",
    tags: ["System"],
    body: ZClientLog,
    rateLimit: "clientLogPerIp",
    answers: [{ status: 204, description: "Logged." }],
  },
  async ({ body, request, log }) => {
    const ua = request.headers.get("user-agent")?.slice(0, USER_AGENT_CHARS);
    log[body.level]({ client: true, code: body.code, detail: body.detail, ua }, "client log");
    return undefined;
  },
);
