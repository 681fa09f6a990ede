"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";
import { useT } from "@/i18n/use-t";

/** The terms box of the install dialog (SPEC §2): checked before an app that needs it is installed. */
export function InstallTermsAgreement({
  termsUrl,
  agreed,
  disabled,
  invalid,
  onChange,
}: {
  termsUrl: string;
  agreed: boolean;
  disabled: boolean;
  /** Install was pressed without it: the alert below says so. */
  invalid: boolean;
  onChange: (agreed: boolean) => void;
}) {
  const common = useT("dialogs");
  const rich = useTranslations("dialogs.installApp");
  const checkboxId = useId();
  return (
    <div className="mt-5 flex items-start gap-2 text-sm">
      <input
        id={checkboxId}
        type="checkbox"
        checked={agreed}
        disabled={disabled}
        aria-invalid={invalid}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
      />
      <label htmlFor={checkboxId}>
        {rich.rich("agreeTerms", {
          terms: (chunks) => (
            <a href={termsUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              {chunks}
              <span className="sr-only">{common("newTab")}</span>
            </a>
          ),
        })}
      </label>
    </div>
  );
}
