"use client";

import { LOCALE_LABEL, LOCALE_TAG } from "@store/domain/locales";
import { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import {
  APP_CONTENT_LIMITS as L,
  type TAppContent,
  type TListingTranslation,
  type TTranslatedField,
} from "@store/domain/schemas/app-content";
import { useState } from "react";
import { useT } from "@/i18n/use-t";
import { useEditor } from "../editor-context";
import { SelectField, TextField } from "./editor-fields";
import { EditorSection } from "./editor-section";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

const EMPTY: TListingTranslation = { name: "", title: "", description: "", body: "" };

const hasWords = (translation: TListingTranslation | undefined) =>
  translation !== undefined && Object.values(translation).some((value) => value.trim() !== "");

/** The translations with one field of one locale set; a locale left with no words is dropped. */
function withField(
  translations: TAppContent["translations"],
  locale: TTranslatedLocale,
  field: TTranslatedField,
  value: string,
): TAppContent["translations"] {
  const next = { ...(translations[locale] ?? EMPTY), [field]: value };
  const { [locale]: _dropped, ...others } = translations;
  return hasWords(next) ? { ...others, [locale]: next } : others;
}

/**
 * Issue 31: the listing in the store's other languages, one language at a time. Each field is
 * optional: visitors of that language read the Japanese field where it is left empty. Reviewed
 * with the rest of the draft.
 */
export function TranslationsSection() {
  const t = useT("draftEditor.translations");
  const tEditor = useT("draftEditor");
  const tContent = useT("appContent");
  const { content, update } = useEditor();
  // A draft saved before translations existed has none.
  const translations: TAppContent["translations"] = content.translations ?? {};
  const written = TRANSLATED_LOCALES.filter((locale) => hasWords(translations[locale]));
  const [locale, setLocale] = useState<TTranslatedLocale>(written[0] ?? "en-us");
  const translation = translations[locale] ?? EMPTY;
  const field = (name: TTranslatedField) => ({
    path: `translations.${locale}.${name}`,
    // The language first: these fields are told apart from the Japanese ones by their labels.
    label: t("fieldLabel", { language: LOCALE_LABEL[locale], field: tContent(`fields.${name}`) }),
    max: L[name],
    value: translation[name],
    onChange: (value: string) => update("translations", (current) => withField(current ?? {}, locale, name, value)),
  });
  return (
    <EditorSection id="translations" title={tEditor("sections.translations")}>
      <p className="text-sm text-ink-muted">{t("lead")}</p>
      <p className="text-sm" data-translated-locales="">
        {written.length > 0
          ? t("written", { languages: written.map((code) => LOCALE_LABEL[code]).join(t("separator")) })
          : t("none")}
      </p>
      <SelectField
        path="translations.locale"
        label={t("language")}
        value={locale}
        options={TRANSLATED_LOCALES.map((code) => ({
          value: code,
          label: hasWords(translations[code])
            ? t("optionWritten", { language: LOCALE_LABEL[code] })
            : LOCALE_LABEL[code],
        }))}
        onChange={setLocale}
      />
      <div className="flex flex-col gap-4" lang={LOCALE_TAG[locale]} data-translation-fields={locale}>
        <TextField {...field("name")} />
        <TextField {...field("title")} />
        <TextField {...field("description")} rows={3} />
        <TextField {...field("body")} rows={8} hint={t("bodyHint")} />
      </div>
    </EditorSection>
  );
}
