"use client";

import { useEffect, useRef } from "react";
import { useT } from "@/i18n/use-t";

/** The thanks state after a request was accepted: where the confirmation went, and the way back. */
export function ContactSent({ code, appName, email }: { code: string; appName: string; email: string }) {
  const t = useT("contactRequest");
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section role="status" className="flex flex-col gap-4 rounded-lg bg-canvas px-4 py-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold">
        {t("sentTitle")}
      </h2>
      <p>{t("sentBody", { email, name: appName })}</p>
      <a href={`/apps/${encodeURIComponent(code)}`} className="self-start text-brand-700 underline">
        {t("backToApp", { name: appName })}
      </a>
    </section>
  );
}
