"use client";

import type { TErrorItems } from "@store/domain/errors";
import {
  COMPANY_SIZES,
  CONTACT_TEXT_LIMITS,
  type TContactRequest,
  type TContactRequestKind,
} from "@store/domain/schemas/contact-request";
import { type FormEvent, useRef, useState } from "react";
import { useHydrated } from "@/ui/use-hydrated";
import { useT } from "@/i18n/use-t";
import { sendContactRequest } from "./contact-request-client";
import { ContactField, inputClass } from "./contact-fields";
import { ContactSent } from "./contact-sent";

type TForm = Omit<TContactRequest, "companySize"> & { companySize: TContactRequest["companySize"] | "" };
type TStatus = { kind: "standBy" | "sending" } | { kind: "failed"; message: string; items: TErrorItems };

export type TContactFormProps = {
  code: string;
  appName: string;
  kinds: TContactRequestKind[];
  initialKind: TContactRequestKind;
  /** The signed-in user's company, name and e-mail (trial, SPEC §6); null for a visitor. */
  prefill: { company: string; name: string; email: string } | null;
  signInHref: string;
  /**
   * A preview's form (SPEC §2): every field of the kinds shown, none usable, nothing sent; the
   * note with this id says why.
   */
  inert?: { noteId: string };
};

const TEXT_FIELDS = [
  { key: "company", type: "text", autoComplete: "organization", required: true },
  { key: "name", type: "text", autoComplete: "name", required: true },
  { key: "email", type: "email", autoComplete: "email", required: true },
  { key: "phone", type: "tel", autoComplete: "tel", required: false },
] as const;

/**
 * The request form of an app's contact page (SPEC §3 request kinds). What was typed stays on every
 * failure; the server's messages show under their fields. A trial needs a signed-in user: a visitor
 * choosing it is asked to sign in instead of sending. Inert in a preview.
 */
export function ContactRequestForm({
  code,
  appName,
  kinds,
  initialKind,
  prefill,
  signInHref,
  inert,
}: TContactFormProps) {
  const t = useT("contactRequest");
  const [form, setForm] = useState<TForm>({
    kind: initialKind,
    company: prefill?.company ?? "",
    name: prefill?.name ?? "",
    email: prefill?.email ?? "",
    phone: "",
    companySize: "",
    message: "",
  });
  const [status, setStatus] = useState<TStatus>({ kind: "standBy" });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // What is typed before the page is live never reaches the form's state: the fields wait for it.
  const hydrated = useHydrated();
  if (sentTo !== null) return <ContactSent code={code} appName={appName} email={sentTo} />;

  const items = status.kind === "failed" ? status.items : {};
  const errorOf = (field: string) =>
    items[field]?.[0] ? t("fieldError", { field: t(`fields.${field}`), message: items[field][0] }) : undefined;
  const needsSignIn = form.kind === "trial" && prefill === null && inert === undefined;
  const set = (key: keyof TForm, value: string) => setForm((old) => ({ ...old, [key]: value }));
  const left = CONTACT_TEXT_LIMITS.message - form.message.length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inert || needsSignIn || status.kind === "sending") return;
    setStatus({ kind: "sending" });
    const result = await sendContactRequest(code, form as TContactRequest);
    if (result.kind === "sent") {
      setSentTo(form.email);
      return;
    }
    const failed =
      result.kind === "sessionEnded"
        ? { kind: "failed" as const, message: t("sessionEnded"), items: {} }
        : {
            kind: "failed" as const,
            items: result.items,
            message: result.retryAfterSeconds
              ? t("rateLimited", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })
              : result.message || (Object.keys(result.items).length > 0 ? "" : t("failed")),
          };
    setStatus(failed);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  const field = (key: string) => ({
    id: `contact-${key}`,
    "aria-invalid": errorOf(key) ? true : undefined,
    "aria-describedby": errorOf(key) ? `contact-${key}-error` : undefined,
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-describedby={inert?.noteId}
      data-preview-inert={inert ? "" : undefined}
      className="flex flex-col gap-5"
    >
      {status.kind === "failed" && status.message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-danger/10 px-4 py-3 font-bold text-danger"
        >
          {status.message}
        </p>
      ) : null}
      <fieldset disabled={inert !== undefined || !hydrated} className="flex min-w-0 flex-col gap-5">
        <ContactField id="contact-kind" label={t("kind")} requiredLabel={t("required")} error={errorOf("kind")}>
          <select
            {...field("kind")}
            value={form.kind}
            onChange={(e) => set("kind", e.target.value)}
            className={inputClass}
          >
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </ContactField>
        {needsSignIn ? (
          <div className="flex flex-col gap-3 rounded-lg bg-canvas px-4 py-3">
            <p>{t("trialSignIn")}</p>
            <a
              href={signInHref}
              className="inline-flex min-h-11 items-center justify-center self-start rounded-lg bg-brand-600 px-6 font-bold text-white"
            >
              {t("signIn")}
            </a>
          </div>
        ) : (
          <>
            {prefill && form.kind === "trial" ? <p className="text-sm">{t("prefilled")}</p> : null}
            {TEXT_FIELDS.map(({ key, type, autoComplete, required }) => (
              <ContactField
                key={key}
                id={`contact-${key}`}
                label={t(key)}
                requiredLabel={required ? t("required") : undefined}
                error={errorOf(key)}
              >
                <input
                  {...field(key)}
                  name={key}
                  type={type}
                  autoComplete={autoComplete}
                  required={required}
                  value={form[key]}
                  onChange={(e) => set(key, e.target.value)}
                  className={inputClass}
                />
              </ContactField>
            ))}
            <ContactField
              id="contact-companySize"
              label={t("companySize")}
              requiredLabel={t("required")}
              error={errorOf("companySize")}
            >
              <select
                {...field("companySize")}
                name="companySize"
                value={form.companySize}
                onChange={(e) => set("companySize", e.target.value)}
                className={inputClass}
              >
                <option value="">{t("choose")}</option>
                {COMPANY_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {t(`companySizes.${size}`)}
                  </option>
                ))}
              </select>
            </ContactField>
            <ContactField id="contact-message" label={t("message")} error={errorOf("message")}>
              <textarea
                {...field("message")}
                name="message"
                rows={6}
                value={form.message}
                onChange={(e) => set("message", e.target.value)}
                className={inputClass}
              />
              <p className={left < 0 ? "text-sm font-bold text-danger" : "text-sm"} aria-live="polite">
                {left < 0 ? t("over", { count: -left }) : t("remaining", { count: left })}
              </p>
            </ContactField>
            <button
              type="submit"
              disabled={status.kind === "sending"}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-bold text-white disabled:cursor-not-allowed disabled:opacity-60 sm:self-start"
            >
              {status.kind === "sending" ? t("sending") : t("submit")}
            </button>
          </>
        )}
      </fieldset>
    </form>
  );
}
