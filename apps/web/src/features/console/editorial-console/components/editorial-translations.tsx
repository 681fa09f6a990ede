"use client";

import { EDITORIAL_TRANSLATABLE_FIELDS, type TTranslatableKind } from "@store/domain/editorial-translations";
import { LOCALE_LABEL, LOCALE_TAG } from "@store/domain/locales";
import { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import { useEffect, useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { EDITORIAL_KIND_SPECS, type TFieldSpec } from "../editorial-kinds";
import { issuesOf, type TFieldValue, type TFormValues, translationKey } from "../form-values";
import { EditorialField } from "./editorial-field";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

type TProps = {
  kind: TTranslatableKind;
  values: TFormValues;
  onChange: (key: string, value: TFieldValue) => void;
  items: Record<string, string[]>;
  disabled: boolean;
};

/**
 * Issue 31: an item's version in each of the store's other languages, one language at a time, each
 * field optional but the title. Visitors of a language with a version read it (an empty field stays
 * Japanese); the others read the Japanese, told so by the page. Saved with the rest of the form.
 */
export function EditorialTranslations({ kind, values, onChange, items, disabled }: TProps) {
  const t = useT("opsEditorial.translations");
  const tForm = useT("opsEditorial.form");
  const tAll = useT();
  const headingId = useId();
  const written = TRANSLATED_LOCALES.filter((locale) => hasText(values, kind, locale));
  // The first language the server refused, else the first written one.
  const refused = TRANSLATED_LOCALES.find((locale) => issuesOf(items, `translations.${locale}`).length > 0);
  const [locale, setLocale] = useState<TTranslatedLocale>(refused ?? written[0] ?? "en-us");
  // A refused save opens the language whose version the server named.
  useEffect(() => {
    if (refused) setLocale(refused);
  }, [refused]);
  const specs = EDITORIAL_KIND_SPECS[kind].fields;
  const fields = EDITORIAL_TRANSLATABLE_FIELDS[kind].map((name) =>
    specs.find((spec) => spec.name === name),
  ) as TFieldSpec[];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-line p-4"
      data-translations=""
    >
      <h3 id={headingId} className="text-lg font-bold">
        {t("heading")}
      </h3>
      <p className="text-sm text-ink-muted">{t("lead")}</p>
      <p className="text-sm" data-translated-locales="">
        {written.length > 0
          ? t("written", { languages: written.map((code) => LOCALE_LABEL[code]).join(t("separator")) })
          : t("none")}
      </p>
      <label className="flex flex-col gap-1 text-sm font-bold">
        {t("language")}
        <select
          className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base sm:w-72"
          value={locale}
          onChange={(event) => setLocale(event.target.value as TTranslatedLocale)}
          disabled={disabled}
        >
          {TRANSLATED_LOCALES.map((code) => (
            <option key={code} value={code}>
              {hasText(values, kind, code) ? t("optionWritten", { language: LOCALE_LABEL[code] }) : LOCALE_LABEL[code]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-col gap-6" lang={LOCALE_TAG[locale]} data-translation-fields={locale}>
        {fields.map((field) => {
          const key = translationKey(locale, field.name);
          const name = field.messages ? tAll(field.messages.label) : tForm(`fields.${field.name}`);
          return (
            <EditorialField
              key={key}
              field={{ ...field, name: key, required: false, messages: undefined }}
              label={t("fieldLabel", { language: LOCALE_LABEL[locale], field: name })}
              value={values[key] ?? ""}
              onChange={(value) => onChange(key, value)}
              issues={issuesOf(items, key)}
              apps={[]}
              disabled={disabled}
            />
          );
        })}
      </div>
    </section>
  );
}

function hasText(values: TFormValues, kind: TTranslatableKind, locale: TTranslatedLocale): boolean {
  return EDITORIAL_TRANSLATABLE_FIELDS[kind].some((field) => {
    const value = values[translationKey(locale, field)];
    return typeof value === "string" && value.trim() !== "";
  });
}
