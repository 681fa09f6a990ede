"use client";

import { COMPANY_SIZES, CONTACT_TEXT_LIMITS, type TContactRequest } from "@store/domain/schemas/contact-request";
import { useT } from "@/i18n/use-t";
import { ContactField, inputClass } from "./contact-fields";

// The contact form's fields after its kind (contact-request-form.tsx): who is asking, the company's
// size and the message with its characters left.

const TEXT_FIELDS = [
  { key: "company", type: "text", autoComplete: "organization", required: true },
  { key: "name", type: "text", autoComplete: "name", required: true },
  { key: "email", type: "email", autoComplete: "email", required: true },
  { key: "phone", type: "tel", autoComplete: "tel", required: false },
] as const;

/** What the form holds: a company size is not chosen yet while empty. */
export type TContactForm = Omit<TContactRequest, "companySize"> & { companySize: TContactRequest["companySize"] | "" };

/** The fields, each with the server's message for it; `field` gives an input its id and error wiring. */
export function ContactDetailFields({
  form,
  set,
  errorOf,
  field,
}: {
  form: TContactForm;
  set: (key: keyof TContactForm, value: string) => void;
  errorOf: (field: string) => string | undefined;
  field: (key: string) => { id: string; "aria-invalid": boolean | undefined; "aria-describedby": string | undefined };
}) {
  const t = useT("contactRequest");
  const left = CONTACT_TEXT_LIMITS.message - form.message.length;
  return (
    <>
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
    </>
  );
}
