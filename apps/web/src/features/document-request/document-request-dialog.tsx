"use client";

import { SURVEY_AREA_KEYS, type TSurveyAreaKey } from "@store/domain/enums";
import { useEffect, useId, useState } from "react";
import { z } from "zod";
import { DialogFrame } from "@/ui/dialog-frame";
import { primaryButton, Spinner, secondaryButton } from "@/ui/buttons";
import { signInAgainProps } from "@/features/dialogs/session-ended";
import { useDialog } from "@/features/shell/dialog-host";
import { useT } from "@/i18n/use-t";
import { documentRequestPath, sendDocumentRequest, type TDocumentRequestStatus } from "./document-request-client";
import type { TDialogComponentProps } from "@/features/dialogs/dialog-renderer";

/**
 * What the dialog needs (openDialog props); `thanks` opens it on its thanks view; `email` and
 * `interesting` are what was typed, when it opens again after a sign-in.
 */
const ZDocumentRequestDialogProps = z.object({
  code: z.string(),
  name: z.string(),
  thanks: z.boolean().catch(false),
  email: z.string().catch(""),
  interesting: z.array(z.enum(SURVEY_AREA_KEYS)).catch([]),
});

/** SPEC §9: the document cover's size. */
const COVER = { width: 248, height: 140 };

/**
 * SPEC §2 Document request, §4 its status, §5 its rules: the visitor's e-mail address and areas
 * of interest; the mail with the document link comes from the job worker. The address follows the
 * dialog (SPEC §2 Document-request dialog address).
 */
export function DocumentRequestDialog({ open, props, onClose }: TDialogComponentProps) {
  const t = useT("dialogs.documentRequest");
  const common = useT("dialogs");
  const { replaceAddress, openDialog } = useDialog();
  const app = ZDocumentRequestDialogProps.parse(props);
  const [email, setEmail] = useState(app.email);
  const [interesting, setInteresting] = useState<TSurveyAreaKey[]>(app.interesting);
  const [status, setStatus] = useState<TDocumentRequestStatus>(app.thanks ? { kind: "sent" } : { kind: "standBy" });
  const formId = useId();
  const emailId = useId();
  const hintId = useId();
  const emailErrorId = useId();
  const sending = status.kind === "sending";

  useEffect(() => {
    if (open) replaceAddress(documentRequestPath(app.code, app.thanks));
  }, [open, app.code, app.thanks, replaceAddress]);

  const close = () => {
    onClose();
    replaceAddress(`/apps/${encodeURIComponent(app.code)}`);
  };

  const submit = async () => {
    if (email.trim() === "" || sending) return;
    setStatus({ kind: "sending" });
    const next = await sendDocumentRequest(app.code, { email: email.trim(), interesting });
    if (next.kind === "sessionEnded") {
      const resume = {
        kind: "documentRequest" as const,
        props: { code: app.code, name: app.name, email, interesting },
        path: `/apps/${encodeURIComponent(app.code)}`,
      };
      openDialog("login", signInAgainProps(resume, false));
      return;
    }
    setStatus(next);
    if (next.kind === "sent") replaceAddress(documentRequestPath(app.code, true));
  };

  if (status.kind === "sent") {
    return (
      <DialogFrame
        closeLabel={common("close")}
        open={open}
        onClose={close}
        testId="documentRequest"
        width="document"
        title={t("thanksTitle")}
        description={
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <ThanksImage />
            <p data-document-request-thanks="">{t("thanksBody", { name: app.name })}</p>
          </div>
        }
        actions={
          <button type="button" className={primaryButton} onClick={close}>
            {common("close")}
          </button>
        }
      />
    );
  }

  const failed = status.kind === "failed" ? status : null;
  const emailMessage = failed?.items.email?.[0];
  const otherMessages = failed
    ? Object.entries(failed.items)
        .filter(([field]) => field !== "email")
        .flatMap(([, messages]) => messages)
    : [];
  const generalMessage = failed
    ? failed.retryAfterSeconds
      ? t("rateLimited", { minutes: Math.ceil(failed.retryAfterSeconds / 60) })
      : failed.message || t("unexpected")
    : null;

  return (
    <DialogFrame
      closeLabel={common("close")}
      open={open}
      onClose={close}
      locked={sending}
      testId="documentRequest"
      width="document"
      title={t("title", { name: app.name })}
      description={
        <>
          <p>{t("body")}</p>
          <p className="mt-1">{t("notNotified")}</p>
        </>
      }
      actions={
        <>
          <button type="button" className={secondaryButton} disabled={sending} onClick={close}>
            {common("cancel")}
          </button>
          <button
            type="submit"
            form={formId}
            className={primaryButton}
            disabled={sending || email.trim() === ""}
            aria-busy={sending}
          >
            {sending ? <Spinner /> : null}
            {sending ? t("sending") : t("action")}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="mt-5 flex flex-col gap-5 sm:flex-row"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {/* biome-ignore lint/performance/noImgElement: a small cover, generated or the provider's own image */}
        <img
          src={`/img/apps/${encodeURIComponent(app.code)}/document_cover.png`}
          width={COVER.width}
          height={COVER.height}
          alt={t("coverAlt", { name: app.name })}
          className="h-[140px] w-[248px] max-w-full shrink-0 self-center rounded-lg border border-line object-cover sm:self-start"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-4">
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
              value={email}
              disabled={sending}
              aria-invalid={emailMessage ? true : undefined}
              aria-describedby={emailMessage ? `${emailErrorId} ${hintId}` : hintId}
              onChange={(event) => setEmail(event.target.value)}
              className="min-h-11 rounded-lg border border-line px-3 py-2 text-base aria-[invalid=true]:border-danger"
            />
            {emailMessage ? (
              <p id={emailErrorId} role="alert" className="text-sm font-bold text-danger" data-field-error="email">
                {t("fieldError", { field: t("emailLabel"), message: emailMessage })}
              </p>
            ) : null}
            <p id={hintId} className="text-xs text-ink-muted">
              {t("emailHint")}
            </p>
          </div>
          <fieldset disabled={sending}>
            <legend className="text-sm font-bold">{t("areasLegend")}</legend>
            <div className="mt-2 grid grid-cols-1 gap-x-4 gap-y-2 min-[400px]:grid-cols-2">
              {SURVEY_AREA_KEYS.map((area) => (
                <label key={area} className="flex min-h-6 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="interesting"
                    value={area}
                    checked={interesting.includes(area)}
                    onChange={(event) =>
                      setInteresting((current) =>
                        event.target.checked
                          ? SURVEY_AREA_KEYS.filter((key) => key === area || current.includes(key))
                          : current.filter((key) => key !== area),
                      )
                    }
                    className="size-4 shrink-0 accent-brand-600"
                  />
                  {t(`areas.${area}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </form>
      {generalMessage ? (
        <div
          role="alert"
          className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger"
          data-document-request-error=""
        >
          <p>{generalMessage}</p>
          {otherMessages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
    </DialogFrame>
  );
}

/** The thanks view's image (SPEC §2): a sent envelope, decorative beside the text that says it. */
function ThanksImage() {
  return (
    <svg
      data-document-request-thanks-image=""
      aria-hidden="true"
      viewBox="0 0 120 90"
      width="120"
      height="90"
      className="shrink-0 text-brand-600"
    >
      <rect x="8" y="20" width="84" height="58" rx="6" fill="currentColor" opacity="0.12" />
      <rect x="8" y="20" width="84" height="58" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M10 24 L50 54 L90 24" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="92" cy="26" r="20" fill="currentColor" />
      <path
        d="M82 26 L89 33 L102 19"
        fill="none"
        stroke="white"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
