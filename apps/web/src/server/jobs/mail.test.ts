import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ZMailAddress } from "@store/domain/mail-address";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, listOutbox } from "./mail";

const dir = mkdtempSync(path.join(tmpdir(), "store-outbox-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the file outbox (SMTP_URL unset)", () => {
  it("keeps each mail and lists them newest first, as the development mail page shows them", async () => {
    const mailer = createMailer({ from: "Store <no-reply@store.test>", outboxDir: path.join(dir, "outbox") });
    await mailer.send({ to: ZMailAddress().parse("first@company.example"), subject: "最初", text: "one" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await mailer.send({
      to: ZMailAddress().parse("second@company.example"),
      subject: "二通目",
      text: "https://example.test/doc.pdf",
    });
    const mails = await listOutbox(path.join(dir, "outbox"));
    expect(mails.map((m) => [m.to, m.subject, m.text, m.from])).toEqual([
      ["second@company.example", "二通目", "https://example.test/doc.pdf", "Store <no-reply@store.test>"],
      ["first@company.example", "最初", "one", "Store <no-reply@store.test>"],
    ]);
  });

  it("lists nothing before the first mail", async () => {
    expect(await listOutbox(path.join(dir, "missing"))).toEqual([]);
  });
});
