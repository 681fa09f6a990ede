"use client";

import { ACCOUNT_TOKEN_LIFETIME_SECONDS } from "@store/domain/account-rules";
import type { TAccountAudience } from "@store/domain/principals";
import { useState } from "react";
import { secondaryButton } from "@/ui/buttons";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API, ACCOUNT_PAGES } from "@/paths/account-paths";
import { emailItems } from "./email-check";
import { AccountForm, EmailField, SubmitButton, textLink } from "./form-controls";
import { useAccountSubmit } from "./use-account-submit";

/**
 * SPEC §2 password reset, first step: the address; the answer is the same whether or not it has
 * an account (the server never says).
 */
export function RequestPasswordResetForm({ audience }: { audience: TAccountAudience }) {
  const t = useT("accounts");
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { state, check, run } = useAccountSubmit();
  const backToSignIn = (
    <p className="text-sm">
      <a href={ACCOUNT_PAGES[audience].signIn} className={textLink}>
        {t("passwordReset.backToSignIn")}
      </a>
    </p>
  );

  if (sentTo !== null) {
    return (
      <div className="flex flex-col gap-4" data-password-reset-sent="">
        <div role="status" className="rounded-lg bg-brand-50 px-4 py-3">
          <p className="font-bold">{t("passwordReset.sentTitle")}</p>
          <p className="mt-1 text-sm">
            {t("passwordReset.sent", {
              email: sentTo,
              hours: ACCOUNT_TOKEN_LIFETIME_SECONDS.password_reset / 3600,
            })}
          </p>
        </div>
        <button type="button" className={secondaryButton} onClick={() => setSentTo(null)}>
          {t("passwordReset.sendAgain")}
        </button>
        {backToSignIn}
      </div>
    );
  }

  const submit = async () => {
    if (!check(emailItems(email, t))) return;
    const address = email.trim();
    const accepted = await run(() => apiClient.post(`${ACCOUNT_API[audience]}/password`, { email: address }));
    if (accepted !== undefined) setSentTo(address);
  };

  return (
    <AccountForm state={state} onSubmit={submit}>
      <EmailField state={state} label={t("fields.email")} autoComplete="email" value={email} onChange={setEmail} />
      <SubmitButton
        pending={state.pending}
        label={t("passwordReset.submit")}
        pendingLabel={t("passwordReset.submitting")}
      />
      {backToSignIn}
    </AccountForm>
  );
}
