"use client";

import { SURVEY_AREA_KEYS } from "@store/domain/enums";
import type { TApiFormState } from "@/client/use-api-form";
import { useId } from "react";
import { useT } from "@/i18n/use-t";
import type { TDocumentRequest } from "./use-document-request";

/** SPEC §9: the document cover's size. */
const COVER = { width: 248, height: 140 };

/** The request's fields: the document's cover, the e-mail address and the areas of interest. */
export function DocumentRequestForm({
  formId,
  code,
  name,
  request,
}: {
  formId: string;
  code: string;
  name: string;
  request: TDocumentRequest;
}) {
  const t = useT("dialogs.documentRequest");
  return (
    <form
      id={formId}
      noValidate
      className="mt-5 flex flex-col gap-5 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        void request.submit();
      }}
    >
      {/* biome-ignore lint/performance/noImgElement: a small cover, generated or the provider's own image */}
      <img
        src={`/img/apps/${encodeURIComponent(code)}/document_cover.png`}
        width={COVER.width}
        height={COVER.height}
        alt={t("coverAlt", { name })}
        className="h-[140px] w-[248px] max-w-full shrink-0 self-center rounded-lg border border-line object-cover sm:self-start"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <EmailField request={request} />
        <AreasField request={request} />
      </div>
    </form>
  );
}

function EmailField({ request }: { request: TDocumentRequest }) {
  const t = useT("dialogs.documentRequest");
  const emailId = useId();
  const hintId = useId();
  const emailErrorId = useId();
  const message = request.state.items.email?.[0];
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={emailId} className="flex items-center gap-2 text-sm font-bold">
        {t("emailLabel")}
        <span className="rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">{t("required")}</span>
      </label>
      <input
        id={emailId}
        type="email"
        name="email"
        required
        autoComplete="email"
        value={request.email}
        disabled={request.state.pending}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${emailErrorId} ${hintId}` : hintId}
        onChange={(event) => request.setEmail(event.target.value)}
        className="min-h-11 rounded-lg border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger"
      />
      {message ? (
        <p id={emailErrorId} role="alert" className="text-sm font-bold text-danger" data-field-error="email">
          {t("fieldError", { field: t("emailLabel"), message })}
        </p>
      ) : null}
      <p id={hintId} className="text-xs text-ink-muted">
        {t("emailHint")}
      </p>
    </div>
  );
}

function AreasField({ request }: { request: TDocumentRequest }) {
  const t = useT("dialogs.documentRequest");
  return (
    <fieldset disabled={request.state.pending}>
      <legend className="text-sm font-bold">{t("areasLegend")}</legend>
      <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 min-[400px]:grid-cols-2">
        {SURVEY_AREA_KEYS.map((area) => (
          <label key={area} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="interesting"
              value={area}
              checked={request.interesting.includes(area)}
              onChange={(event) => request.toggleArea(area, event.target.checked)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {t(`areas.${area}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The refusal: the form-level message, then the messages of fields other than the address. */
export function DocumentRequestAlert({ state }: { state: TApiFormState }) {
  if (!state.message) return null;
  const others = Object.entries(state.items)
    .filter(([field]) => field !== "email")
    .flatMap(([, messages]) => messages);
  return (
    <div
      role="alert"
      className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger"
      data-document-request-error=""
    >
      <p>{state.message}</p>
      {others.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
