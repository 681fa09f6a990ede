"use client";

import { TERMS_KINDS, type TTermsKind } from "@store/domain/enums";
import { useT } from "@/i18n/use-t";
import { ConsoleField, consoleControl } from "./console-field";
import { MarkdownLivePreview } from "./markdown-live-preview";
import { type TTermsFormInitial, useTermsVersionForm } from "./use-terms-version-form";

const primary =
  "min-h-11 rounded-lg bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-50";

/** Creates a terms version or edits an unpublished one: its fields, the Markdown beside its rendering, save. */
export function TermsVersionForm({ initial }: { initial: TTermsFormInitial }) {
  const t = useT("opsTerms.form");
  const tKinds = useT("opsTerms.kinds");
  const { values, set, errors, message, busy, save } = useTermsVersionForm(initial);
  return (
    <form
      noValidate
      className="flex flex-col gap-6"
      data-terms-version-form=""
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        {initial.id === null ? (
          <ConsoleField name="kind" label={t("kind")} errors={errors.kind}>
            {(a11y) => (
              <select
                {...a11y}
                name="kind"
                value={values.kind}
                onChange={(e) => set("kind", e.target.value as TTermsKind)}
                className={consoleControl}
              >
                {TERMS_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {tKinds(kind)}
                  </option>
                ))}
              </select>
            )}
          </ConsoleField>
        ) : null}
        <ConsoleField name="version" label={t("version")} hint={t("versionHint")} errors={errors.version}>
          {(a11y) => (
            <input
              {...a11y}
              name="version"
              value={values.version}
              onChange={(e) => set("version", e.target.value)}
              className={consoleControl}
              autoComplete="off"
            />
          )}
        </ConsoleField>
        <ConsoleField name="title" label={t("title")} errors={errors.title}>
          {(a11y) => (
            <input
              {...a11y}
              name="title"
              value={values.title}
              onChange={(e) => set("title", e.target.value)}
              className={consoleControl}
            />
          )}
        </ConsoleField>
        <ConsoleField
          name="effectiveAt"
          label={t("effectiveAt")}
          hint={t("effectiveAtHint")}
          errors={errors.effectiveAt}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="datetime-local"
              name="effectiveAt"
              value={values.effectiveAt}
              onChange={(e) => set("effectiveAt", e.target.value)}
              className={consoleControl}
            />
          )}
        </ConsoleField>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ConsoleField name="bodyMarkdown" label={t("body")} hint={t("bodyHint")} errors={errors.bodyMarkdown}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="bodyMarkdown"
              rows={20}
              value={values.bodyMarkdown}
              onChange={(e) => set("bodyMarkdown", e.target.value)}
              className={`${consoleControl} font-mono text-sm`}
            />
          )}
        </ConsoleField>
        <MarkdownLivePreview markdown={values.bodyMarkdown} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primary} disabled={busy}>
          {initial.id === null ? t("create") : t("save")}
        </button>
        {message ? (
          <p
            role={message.kind === "error" ? "alert" : "status"}
            className={`text-sm font-bold ${message.kind === "error" ? "text-danger" : "text-brand-700"}`}
          >
            {message.text}
          </p>
        ) : null}
      </div>
    </form>
  );
}
