// A small HTTP proxy for integration tests, put between the store and the parent-service stand-in:
// it forwards everything to the real stand-in and, for the next requests that match, injects the
// faults a real network and a real parent service produce.
import { createServer, type IncomingMessage, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type TFault =
  /** Forward and answer normally. */
  | "pass"
  /** Forward; once the parent service has answered, cut the connection: the caller never hears it. */
  | "dropAnswer"
  /** Forward; once the parent service has applied it, answer 502 instead of its answer. */
  | "failAfterApply"
  /** Answer 502 without forwarding: the parent service never sees the call. */
  | "failWithoutForwarding"
  /** Forward, and hold the parent service's answer for `slowMs` (beyond the caller's timeout). */
  | "slowAnswer";

type TUpstreamAnswer = { status: number; headers: Record<string, string | string[]>; body: Buffer };

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection"]);

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type TFaultProxy = Awaited<ReturnType<typeof startFaultProxy>>;

/**
 * Starts the proxy on a free port. `matches` picks the requests faults apply to (the others always
 * pass); `target` may be set after start, once the stand-in knows the proxy's address.
 */
export async function startFaultProxy(options: {
  matches: (method: string, path: string) => boolean;
  slowMs?: number;
  target?: string;
}) {
  const queued: TFault[] = [];
  const applied: Record<TFault, number> = {
    pass: 0,
    dropAnswer: 0,
    failAfterApply: 0,
    failWithoutForwarding: 0,
    slowAnswer: 0,
  };
  const state = { target: options.target ?? "", jitterMs: 0, slowMs: options.slowMs ?? 1_000 };
  /** Calls forwarded to the parent service whose answer has not come back yet. */
  const forwarding = new Set<Promise<unknown>>();

  function forward(req: IncomingMessage, body: Buffer): Promise<TUpstreamAnswer> {
    const url = new URL(req.url ?? "/", state.target);
    return new Promise((resolve, reject) => {
      const upstream = httpRequest(
        url,
        { method: req.method, headers: { ...req.headers, "content-length": String(body.length) } },
        (answer) => {
          readAll(answer).then((answerBody) => {
            const headers: Record<string, string | string[]> = {};
            for (const [name, value] of Object.entries(answer.headers)) {
              if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
            }
            resolve({ status: answer.statusCode ?? 502, headers, body: answerBody });
          }, reject);
        },
      );
      upstream.on("error", reject);
      upstream.end(body);
    });
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readAll(req);
      const path = new URL(req.url ?? "/", "http://proxy.invalid").pathname;
      const fault = options.matches(req.method ?? "GET", path) ? (queued.shift() ?? "pass") : "pass";
      applied[fault] += 1;
      const badGateway = () => {
        res.writeHead(502, { "content-type": "text/html" });
        res.end("<html><body>502 Bad Gateway</body></html>");
      };
      if (fault === "failWithoutForwarding") return badGateway();
      const jitter = () =>
        state.jitterMs > 0 && options.matches(req.method ?? "GET", path) ? sleep(Math.random() * state.jitterMs) : null;
      await jitter();
      const call = forward(req, body);
      forwarding.add(call);
      const answer = await call.finally(() => forwarding.delete(call));
      await jitter();
      if (fault === "dropAnswer") {
        req.socket.destroy();
        return;
      }
      if (fault === "failAfterApply") return badGateway();
      if (fault === "slowAnswer") await sleep(state.slowMs);
      if (res.destroyed || req.socket.destroyed) return;
      res.writeHead(answer.status, { ...answer.headers, "content-length": String(answer.body.length) });
      res.end(answer.body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://localhost:${port}`,
    setTarget(target: string) {
      state.target = target;
    },
    /** Injects `fault` into the next matching request (queued in order). */
    failNext(fault: TFault) {
      queued.push(fault);
    },
    /**
     * Delays each matching request, and again its answer, by a random 0 to `ms` milliseconds, so
     * concurrent calls interleave and their answers may come back in another order.
     */
    setJitter(ms: number) {
      state.jitterMs = ms;
    },
    /**
     * Resolves once the parent service has answered every call forwarded so far (whatever the
     * proxy then does with the answer): what it applied is applied by then.
     */
    async forwarded(): Promise<void> {
      await Promise.allSettled([...forwarding]);
    },
    /** How many matching and other requests each fault was applied to. */
    applied: () => ({ ...applied }),
    /** Faults queued and not yet used. */
    pending: () => queued.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
