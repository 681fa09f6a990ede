"use client";

import type { TContactRequest, TContactRequestKind } from "@store/domain/schemas/contact-request";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/ui/use-hydrated";
import { useT } from "@/i18n/use-t";
import { useApiForm } from "@/client/use-api-form";
import { contactRefusal, sendContactRequest } from "./contact-request-client";
import { ContactDetailFields, type TContactForm } from "./contact-detail-fields";
import { ContactField, inputClass } from "./contact-fields";
import { ContactSent } from "./contact-sent";

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
  const [form, setForm] = useState<TContactForm>({
    kind: initialKind,
    company: prefill?.company ?? "",
    name: prefill?.name ?? "",
    email: prefill?.email ?? "",
    phone: "",
    companySize: "",
    message: "",
  });
  const { state, run } = useApiForm({ unexpected: t("failed"), refused: (error) => contactRefusal(error, t) });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  // Issue 31: after a refusal the summary is brought into view and focused once it is drawn (the
  // page stayed scrolled down at the button, the summary off-screen).
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0 || !alertRef.current) return;
    alertRef.current.scrollIntoView({ block: "center" });
    alertRef.current.focus({ preventScroll: true });
  }, [refusals]);
  // What is typed before the page is live never reaches the form's state: the fields wait for it.
  const hydrated = useHydrated();
  if (sentTo !== null) return <ContactSent code={code} appName={appName} email={sentTo} />;

  const items = state.items;
  const errorOf = (field: string) =>
    items[field]?.[0] ? t("fieldError", { field: t(`fields.${field}`), message: items[field][0] }) : undefined;
  const needsSignIn = form.kind === "trial" && prefill === null && inert === undefined;
  const set = (key: keyof TContactForm, value: string) => setForm((old) => ({ ...old, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (inert || needsSignIn) return;
    const sent = await run(async () => {
      await sendContactRequest(code, form as TContactRequest);
      return true;
    });
    if (sent) {
      setSentTo(form.email);
      return;
    }
    setRefusals((count) => count + 1);
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
      {state.message ? (
        <p
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-lg bg-danger/10 px-4 py-3 font-bold text-danger"
        >
          {state.message}
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
            <ContactDetailFields form={form} set={set} errorOf={errorOf} field={field} />
            <button
              type="submit"
              disabled={state.pending}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-bold text-white disabled:cursor-not-allowed disabled:opacity-60 sm:self-start"
            >
              {state.pending ? t("sending") : t("submit")}
            </button>
          </>
        )}
      </fieldset>
    </form>
  );
}
