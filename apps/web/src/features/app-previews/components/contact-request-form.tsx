import type { ReactNode } from "react";
import type { getT } from "@/i18n/get-t";
import type { TRequestKind } from "../request-kinds";

type TT = Awaited<ReturnType<typeof getT>>;

const COMPANY_SIZES = ["small", "medium", "large", "enterprise"] as const;
const inputClass = "min-h-11 w-full rounded-lg border border-line px-3 py-2 text-base disabled:bg-canvas";

function Field({
  id,
  label,
  required,
  t,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  t: TT;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-bold">
        {label}
        {required ? (
          <span className="rounded bg-danger px-1.5 py-0.5 text-xs font-bold text-white">{t("required")}</span>
        ) : null}
      </label>
      {children}
    </div>
  );
}

/**
 * The request form of an app's contact page in a preview (SPEC §3 request kinds): every field
 * shown, none usable, nothing sent (a disabled fieldset and no action).
 */
export function ContactRequestForm({ kinds, noteId, t }: { kinds: TRequestKind[]; noteId: string; t: TT }) {
  return (
    <form aria-describedby={noteId} data-preview-inert="" className="flex flex-col gap-5">
      <fieldset disabled className="flex flex-col gap-5">
        <Field id="contact-kind" label={t("kind")} required t={t}>
          <select id="contact-kind" name="kind" className={inputClass} defaultValue={kinds[0]}>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-company" label={t("company")} required t={t}>
          <input id="contact-company" name="company" autoComplete="organization" className={inputClass} />
        </Field>
        <Field id="contact-name" label={t("name")} required t={t}>
          <input id="contact-name" name="name" autoComplete="name" className={inputClass} />
        </Field>
        <Field id="contact-email" label={t("email")} required t={t}>
          <input id="contact-email" name="email" type="email" autoComplete="email" className={inputClass} />
        </Field>
        <Field id="contact-phone" label={t("phone")} t={t}>
          <input id="contact-phone" name="phone" type="tel" autoComplete="tel" className={inputClass} />
        </Field>
        <Field id="contact-company-size" label={t("companySize")} required t={t}>
          <select id="contact-company-size" name="companySize" className={inputClass} defaultValue="">
            <option value="">{t("choose")}</option>
            {COMPANY_SIZES.map((size) => (
              <option key={size} value={size}>
                {t(`companySizes.${size}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label={t("message")} t={t}>
          <textarea id="contact-message" name="message" rows={6} className={inputClass} />
        </Field>
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-bold text-white disabled:cursor-not-allowed sm:self-start"
        >
          {t("submit")}
        </button>
      </fieldset>
    </form>
  );
}
