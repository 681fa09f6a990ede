// A real SMTP server for integration tests (smtp-server on a free local port): it keeps every mail
// it accepts, or refuses them all while `failing` is set; and a reader of the delivered mail.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TDelivered = { from: string; to: string[]; raw: string };

/**
 * An SMTP server that accepts every mail, or refuses every mail while `failing` is set;
 * `onAccept` runs in the instant it accepts one.
 */
export async function startSmtp() {
  const delivered: TDelivered[] = [];
  const state: { failing: boolean; onAccept?: () => void } = { failing: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (state.failing) {
          const error = Object.assign(new Error("mailbox busy, try again later"), { responseCode: 451 });
          callback(error);
          return;
        }
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        state.onAccept?.();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    delivered,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (unfolded, encoded words decoded) and the decoded text body of a delivered mail. */
export function parseMail(raw: string): { headers: Record<string, string>; text: string } {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    headers[line.slice(0, at).toLowerCase()] = line
      .slice(at + 1)
      .trim()
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
        enc.toLowerCase() === "b" ? Buffer.from(data, "base64").toString("utf8") : decodeQp(data.replace(/_/g, " ")),
      );
  }
  const body = rest.join("\n\n");
  const encoding = headers["content-transfer-encoding"]?.toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQp(body.replace(/=\r?\n/g, ""))
        : body;
  return { headers, text: text.replace(/\r\n/g, "\n") };
}

function decodeQp(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    if (value[i] === "=" && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(value[i] ?? ""));
  }
  return Buffer.from(bytes).toString("utf8");
}
