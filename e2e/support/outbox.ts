import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { outboxDir } from "../playwright.config";

/** One mail the e2e store wrote to its outbox (SMTP_URL unset): what /_dev/mail shows of it. */
export type TOutboxMail = { id: string; from: string; to: string; subject: string; text: string; sentAt: string };

/** Every mail in the outbox of this run's store, oldest first. */
async function readOutbox(dir: string): Promise<TOutboxMail[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".json")).sort();
  const mails = await Promise.all(
    // A mail being written reads as empty or cut short: it is read again at the next poll.
    names.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(dir, name), "utf8")) as TOutboxMail;
      } catch {
        return null;
      }
    }),
  );
  return mails.filter((mail): mail is TOutboxMail => mail !== null);
}

/**
 * Waits until the job worker has sent `count` mails to `to` whose subject or text has `has` (or at
 * least `atLeast`, where a retried test may have sent one before), reading the outbox folder: no
 * page loads on a busy server, and not capped at the 50 newest as /_dev/mail is. Oldest first.
 */
export async function mailsTo(
  to: string,
  has: string | RegExp,
  { count = 1, atLeast, dir = outboxDir }: { count?: number; atLeast?: number; dir?: string } = {},
): Promise<TOutboxMail[]> {
  const matches = (mail: TOutboxMail) => {
    const content = `${mail.subject}\n${mail.text}`;
    return mail.to === to && (typeof has === "string" ? content.includes(has) : has.test(content));
  };
  let found: TOutboxMail[] = [];
  const poll = expect.poll(
    async () => {
      found = (await readOutbox(dir)).filter(matches);
      return found.length;
    },
    { message: `mail to ${to} with ${has} in the outbox`, timeout: 20_000 },
  );
  if (atLeast === undefined) await poll.toBe(count);
  else await poll.toBeGreaterThanOrEqual(atLeast);
  return found;
}
