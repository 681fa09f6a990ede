import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { findRepoRoot } from "@store/db/client";
import type { TMailAddress } from "@store/domain/mail-address";
import nodemailer from "nodemailer";
import { timeMailDelivery } from "@/server/metrics";
import { config } from "@/server/config";

export type TMail = {
  /** Checked addresses only (parseMailAddress): never a raw string from a row or a form. */
  to: TMailAddress | readonly TMailAddress[];
  subject: string;
  text: string;
  /** Stable per logical mail, so a retried delivery can be recognised by the receiving side. */
  messageId?: string;
};

export type TMailer = {
  send: (mail: TMail) => Promise<void>;
};

/** One mail of the file outbox, as the development mail page lists it. */
export type TOutboxMail = {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  sentAt: string;
};

/** SMTP when a server is configured (production); otherwise a folder of sent mail (development). */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): TMailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail, to: recipientList(mail.to) });
      },
    };
  }
  return {
    send: async (mail) => {
      await mkdir(/*turbopackIgnore: true*/ options.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[^0-9]/g, "")}-${randomUUID()}`;
      const entry: TOutboxMail = {
        id,
        from: options.from,
        to: recipientList(mail.to).join(", "),
        subject: mail.subject,
        text: mail.text,
        sentAt,
      };
      await writeFile(
        path.join(/*turbopackIgnore: true*/ options.outboxDir, `${id}.json`),
        `${JSON.stringify(entry, null, 2)}\n`,
      );
    },
  };
}

function recipientList(to: TMail["to"]): TMailAddress[] {
  return typeof to === "string" ? [to] : [...to];
}

/** The outbox folder: MAIL_OUTBOX_DIR, else `outbox` beside the embedded database's folder. */
export function outboxDir(): string {
  const { MAIL_OUTBOX_DIR, DATA_DIR } = config();
  const root = findRepoRoot();
  if (MAIL_OUTBOX_DIR) return path.resolve(/*turbopackIgnore: true*/ root, MAIL_OUTBOX_DIR);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ root, DATA_DIR ?? path.join(".data", "pglite"));
  return path.join(path.dirname(dataDir), "outbox");
}

let cached: TMailer | undefined;

/** The store's mailer, from configuration. */
export function mailer(): TMailer {
  const { SMTP_URL, MAIL_FROM } = config();
  if (!cached) {
    const inner = createMailer({ smtpUrl: SMTP_URL, from: MAIL_FROM, outboxDir: outboxDir() });
    cached = { ...inner, send: (mail) => timeMailDelivery(() => inner.send(mail)) };
  }
  return cached;
}

// The outbox lives outside the build: turbopackIgnore keeps the tracer from bundling the project.

/** The outbox's mail, newest first (the development mail page). */
export async function listOutbox(dir = outboxDir(), limit = 50): Promise<TOutboxMail[]> {
  const names = await readdir(/*turbopackIgnore: true*/ dir).catch(() => [] as string[]);
  const recent = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, limit);
  const mails = await Promise.all(
    recent.map(
      async (name) => JSON.parse(await readFile(path.join(/*turbopackIgnore: true*/ dir, name), "utf8")) as TOutboxMail,
    ),
  );
  return mails;
}
