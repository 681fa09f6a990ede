"use client";

import { LOCALE_LABEL, LOCALE_TAG } from "@store/domain/locales";
import { TRANSLATED_LOCALES, type TLocalizedNames } from "@store/domain/localized-names";
import { type TTaxonomyKind, ZTaxonomyEntry } from "@store/domain/schemas/taxonomy";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, Spinner } from "@/ui/buttons";
import { FormAlert, FormField } from "@/ui/form-field";

export const TAXONOMY_API = "/api/ops/taxonomy";

type TValues = Record<(typeof TRANSLATED_LOCALES)[number], string>;

const valuesOf = (names: TLocalizedNames): TValues =>
  Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, names[locale] ?? ""])) as TValues;

/**
 * One entry's names in the other locales, saved together; a field left empty shows the Japanese
 * name. What was typed stays after a refusal; a save says so in place and refreshes the list.
 */
export function TaxonomyNamesForm(props: { kind: TTaxonomyKind; entryKey: string; names: TLocalizedNames }) {
  const t = useT("opsTaxonomy");
  const router = useRouter();
  const [values, setValues] = useState(() => valuesOf(props.names));
  const [saved, setSaved] = useState(false);
  const { state, run, clearError } = useApiForm({ unexpected: t("errors.unexpected"), focusFirstInvalid: true });

  const submit = async () => {
    setSaved(false);
    const answer = await run(async () =>
      ZTaxonomyEntry.parse(
        await apiClient.put(`${TAXONOMY_API}/${props.kind}/${encodeURIComponent(props.entryKey)}`, { names: values }),
      ),
    );
    if (!answer) return;
    setValues(valuesOf(answer.names));
    setSaved(true);
    router.refresh();
  };

  return (
    <form
      noValidate
      aria-busy={state.pending}
      className="flex flex-col gap-4 pt-3"
      data-taxonomy-form={`${props.kind}:${props.entryKey}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.pending) void submit();
      }}
    >
      <FormAlert message={state.message} data-taxonomy-error="" />
      <p className="text-sm text-ink-muted">{t("formLead")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {TRANSLATED_LOCALES.map((locale) => (
          <FormField
            key={locale}
            name={`names.${locale}`}
            label={LOCALE_LABEL[locale]}
            lang={LOCALE_TAG[locale]}
            value={values[locale]}
            disabled={state.pending}
            errors={state.items[`names.${locale}`]}
            onChange={(value) => {
              setSaved(false);
              setValues((current) => ({ ...current, [locale]: value }));
              clearError(`names.${locale}`);
            }}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={state.pending} aria-busy={state.pending}>
          {state.pending ? <Spinner /> : null}
          {state.pending ? t("saving") : t("save")}
        </button>
        <p role="status" className="text-sm font-bold text-brand-700" data-taxonomy-saved={saved ? "" : undefined}>
          {saved ? t("saved") : ""}
        </p>
      </div>
    </form>
  );
}
