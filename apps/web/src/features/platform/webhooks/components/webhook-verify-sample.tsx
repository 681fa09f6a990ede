"use client";

import { useT } from "@/i18n/use-t";

const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";

// rawBody: the request body exactly as received (a string)
function verify(rawBody, headers, secret) {
  const timestamp = headers["x-store-timestamp"];
  const expected = "v1=" + createHmac("sha256", secret)
    .update(\`\${timestamp}.\${rawBody}\`).digest("hex");
  const given = headers["x-store-signature"] ?? "";
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length &&
    timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}`;

/** How a receiver checks the signature, with a sample it can copy. */
export function WebhookVerifySample({ id }: { id: string }) {
  const t = useT("developerWebhooks");
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold">
        {t("verifyTitle")}
      </h2>
      <p>{t("verifyBody", { signedText: "<timestamp>.<body>" })}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling sample must be reachable by keyboard */}
      <section className="overflow-x-auto rounded-lg bg-canvas p-4" tabIndex={0} aria-label={t("verifyTitle")}>
        <pre className="text-xs">
          <code>{VERIFY_SAMPLE}</code>
        </pre>
      </section>
    </section>
  );
}
