"use client";

import { LOCALE_LABEL, LOCALES, type TLocale } from "@store/domain/locales";
import type { TOwnVoice } from "@store/domain/schemas/own-voice";
import type { TVoiceCheckField, TVoiceCheckFinding } from "@store/domain/voices/voice-checks";
import { VOICE_TEXT_MAX, VOICE_TEXT_MIN, VOICE_TITLE_MAX } from "@store/domain/voices/voice-limits";
import { type FormEvent, useId, useState } from "react";
import { ApiError, apiClient } from "@/client/api-client";
import { useApiForm } from "@/client/use-api-form";
import { useT } from "@/i18n/use-t";
import { primaryButton, secondaryButton, Spinner } from "@/ui/buttons";
import { FormAlert } from "@/ui/form-field";
import { useHydrated } from "@/ui/use-hydrated";
import { StarRatingField } from "./star-rating-field";
import { type TVoiceDraft, useVoiceChecks } from "./use-voice-checks";
import { FieldFindings, VoiceCheckList, VoiceTextCounter } from "./voice-findings";

const FIELDS: readonly TVoiceCheckField[] = ["rating", "title", "text"];
const control =
  "min-h-11 w-full rounded-lg border border-line bg-white px-3 py-2 text-base aria-[invalid=true]:border-danger";

type TValues = TVoiceDraft & { showCompany: boolean; showName: boolean };

function initialValues(voice: TOwnVoice | null, uiLocale: TLocale): TValues {
  if (!voice) return { rating: null, title: "", text: "", locale: uiLocale, showCompany: false, showName: false };
  const { rating, title, text, locale, showCompany, showName } = voice;
  return { rating, title, text, locale, showCompany, showName };
}

/** The findings of a refused send (422 `error.details.findings`), or null for any other refusal. */
function refusedFindings(error: unknown): TVoiceCheckFinding[] | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const findings = error.details.findings;
  return Array.isArray(findings) ? (findings as TVoiceCheckFinding[]) : null;
}

function focusField(field: TVoiceCheckField): void {
  const selector = field === "rating" ? 'form input[name="rating"]' : `form [name="${field}"]`;
  document.querySelector<HTMLElement>(selector)?.focus();
}

/**
 * The author's voice as a form (issue 28): stars, a title, the text with its counter, its language
 * and what may be shown of the author. The checks run as the author pauses typing and their findings
 * appear next to the fields; a failed one keeps the voice from being sent. What was typed stays
 * through every refusal.
 */
export function VoiceForm(props: {
  code: string;
  initial: TOwnVoice | null;
  uiLocale: TLocale;
  onSaved: (voice: TOwnVoice) => void;
  onCancel?: () => void;
}) {
  const t = useT("voices.write");
  const id = useId();
  const [values, setValues] = useState<TValues>(() => initialValues(props.initial, props.uiLocale));
  const hydrated = useHydrated();
  const [touched, setTouched] = useState<Record<TVoiceCheckField, boolean>>(() => {
    const written = props.initial !== null;
    return { rating: written, title: written, text: written };
  });
  const [refused, setRefused] = useState<TVoiceCheckFinding[] | null>(null);
  const { checks, checkNow } = useVoiceChecks(props.code, values);
  // A send refused per field (nothing rated, an empty title) moves to the first such field.
  const form = useApiForm({ unexpected: t("errors.unexpected"), shows: "clientError", focusFirstInvalid: true });

  const findings = refused ?? checks.findings;
  const shown = findings.filter((finding) => touched[finding.field]);
  const ofField = (field: TVoiceCheckField) => shown.filter((finding) => finding.field === field);
  const set = <K extends keyof TValues>(key: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setRefused(null);
    form.reset();
    if (key === "rating" || key === "title" || key === "text") setTouched((current) => ({ ...current, [key]: true }));
  };

  const block = (blocking: readonly TVoiceCheckFinding[]) => {
    form.fail(t("errors.checksFailed"));
    const first = FIELDS.find((field) => blocking.some((finding) => finding.field === field));
    if (first) focusField(first);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (form.state.pending) return;
    setTouched({ rating: true, title: true, text: true });
    const current = await checkNow(values);
    const failed = (current ?? []).filter((finding) => finding.outcome === "failed");
    if (failed.length > 0) return block(failed);
    let found: TVoiceCheckFinding[] | null = null;
    const saved = await form.run(() =>
      apiClient
        .put<TOwnVoice>(`/api/apps/${encodeURIComponent(props.code)}/voices/mine`, values)
        .catch((error: unknown) => {
          found = refusedFindings(error);
          throw error;
        }),
    );
    if (saved) return props.onSaved(saved);
    if (found) {
      setRefused(found);
      block(found);
    }
  };

  const describedBy = (field: TVoiceCheckField, ...more: string[]) =>
    [ofField(field).length > 0 || form.state.items[field] ? `${id}-${field}-findings` : null, ...more]
      .filter(Boolean)
      .join(" ");
  const invalid = (field: TVoiceCheckField) => ofField(field).some((finding) => finding.outcome === "failed");

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6" aria-labelledby="voice-form-heading">
      {/* Until the page's script runs, typing would not reach the form's state (nor its checks): the
          fields wait for it, disabled, rather than lose what was typed. */}
      <fieldset disabled={!hydrated} className="contents">
        <StarRatingField
          value={values.rating}
          onChange={(rating) => set("rating", rating)}
          describedBy={describedBy("rating")}
          invalid={invalid("rating")}
        >
          <FieldFindings id={`${id}-rating-findings`} findings={ofField("rating")} messages={form.state.items.rating} />
        </StarRatingField>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-title`} className="text-sm font-bold">
            {t("form.title")}
          </label>
          <input
            id={`${id}-title`}
            name="title"
            value={values.title}
            onChange={(event) => set("title", event.target.value)}
            aria-invalid={invalid("title") || undefined}
            aria-describedby={describedBy("title", `${id}-title-counter`)}
            autoComplete="off"
            className={control}
          />
          <VoiceTextCounter id={`${id}-title-counter`} value={values.title} min={1} max={VOICE_TITLE_MAX} />
          <FieldFindings id={`${id}-title-findings`} findings={ofField("title")} messages={form.state.items.title} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-bold">
            {t("form.text")}
          </label>
          <p id={`${id}-text-hint`} className="text-xs text-ink-muted">
            {t("form.textHint")}
          </p>
          <textarea
            id={`${id}-text`}
            name="text"
            rows={8}
            value={values.text}
            onChange={(event) => set("text", event.target.value)}
            aria-invalid={invalid("text") || undefined}
            aria-describedby={describedBy("text", `${id}-text-hint`, `${id}-text-counter`)}
            className={control}
          />
          <VoiceTextCounter id={`${id}-text-counter`} value={values.text} min={VOICE_TEXT_MIN} max={VOICE_TEXT_MAX} />
          <FieldFindings id={`${id}-text-findings`} findings={ofField("text")} messages={form.state.items.text} />
        </div>
        <VoiceLanguageField
          id={`${id}-locale`}
          value={values.locale}
          onChange={(locale) => set("locale", locale)}
          label={t("form.language")}
          hint={t("form.languageHint")}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-bold">{t("form.show")}</legend>
          <VoiceShowBox
            name="showCompany"
            checked={values.showCompany}
            onChange={(checked) => set("showCompany", checked)}
            label={t("form.showCompany")}
          />
          <VoiceShowBox
            name="showName"
            checked={values.showName}
            onChange={(checked) => set("showName", checked)}
            label={t("form.showName")}
          />
          <p className="text-xs text-ink-muted">{t("form.showHint")}</p>
        </fieldset>
        <VoiceCheckList checks={refused ? { status: "done", findings: refused } : checks} shown={shown} />
        <FormAlert message={form.state.message} data-voice-form-error />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={primaryButton} aria-disabled={form.state.pending || undefined}>
            {form.state.pending ? <Spinner /> : null}
            {form.state.pending ? t("form.sending") : t("form.submit")}
          </button>
          {props.onCancel ? (
            <button type="button" className={secondaryButton} onClick={props.onCancel}>
              {t("cancelEdit")}
            </button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}

function VoiceLanguageField(props: {
  id: string;
  value: TLocale;
  onChange: (locale: TLocale) => void;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-bold">
        {props.label}
      </label>
      <select
        id={props.id}
        name="locale"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as TLocale)}
        aria-describedby={`${props.id}-hint`}
        className={`${control} sm:max-w-xs`}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale === "ja-easy" ? "ja" : locale}>
            {LOCALE_LABEL[locale]}
          </option>
        ))}
      </select>
      <p id={`${props.id}-hint`} className="text-xs text-ink-muted">
        {props.hint}
      </p>
    </div>
  );
}

function VoiceShowBox(props: { name: string; checked: boolean; onChange: (checked: boolean) => void; label: string }) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="size-5"
      />
      <span>{props.label}</span>
    </label>
  );
}
