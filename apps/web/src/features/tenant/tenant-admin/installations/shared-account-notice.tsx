"use client";

import { useT } from "@/i18n/use-t";

/** SPEC §5: apps of one provider account connect and disconnect together; contracts stay separate. */
export function SharedAccountNotice({ names }: { names: string[] }) {
  const t = useT("dialogs.sharedAccount");
  return (
    <section aria-label={t("title")} className="mt-5 rounded-lg bg-amber-50 px-4 py-3 text-sm" data-shared-account="">
      <p className="font-bold">{t("title")}</p>
      <p className="mt-1">{t("body")}</p>
      <ul className="mt-2 list-disc pl-5">
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </section>
  );
}
