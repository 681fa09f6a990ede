"use client";

import { LOCALE_LABEL, LOCALES, type TLocale } from "@store/domain/locales";
import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { useT } from "@/i18n/use-t";
import { writeCookie } from "@/client/storage/cookies";

/** SPEC §1: the locale lives in a prefixed cookie, never in the URL. */
export function LanguageSwitcher() {
  const t = useT("footer");
  const locale = useLocale() as TLocale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm">
        {t("language")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={pending}
        onChange={(event) => {
          writeCookie("locale", event.target.value);
          startTransition(() => router.refresh());
        }}
        className="rounded border border-line bg-white px-2 py-1 text-sm text-ink"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === "ja-easy" ? "ja" : l}>
            {LOCALE_LABEL[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
