"use client";

import { LOCALE_LABEL, LOCALES, type TLocale } from "@store/domain/locales";
import { useId } from "react";

const inputClass =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger disabled:bg-canvas";

/** The language an invitation mail is written in. */
export function MailLocaleSelect(props: {
  label: string;
  value: TLocale;
  onChange: (value: TLocale) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-bold">
        {props.label}
      </label>
      <select
        id={id}
        name="locale"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.value as TLocale)}
        className={inputClass}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === "ja-easy" ? "ja" : locale}>
            {LOCALE_LABEL[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
