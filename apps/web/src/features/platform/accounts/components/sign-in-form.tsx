"use client";

import type { TErrorItems } from "@store/domain/errors";
import type { TAccountAudience } from "@store/domain/principals";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API, ACCOUNT_PAGES } from "@/paths/account-paths";
import { emailItems } from "./email-check";
import { AccountForm, EmailField, SubmitButton, TextField, textLink } from "./form-controls";
import { useAccountSubmit } from "./use-account-submit";

/**
 * SPEC §5 sign-in: e-mail and password. A wrong password (or unknown address), too many attempts
 * at the address (with the wait, and the reset link below) or a suspended account is said above
 * the form, keeping what was typed; success goes on to `callbackUrl` (already checked
 * to be a page of the audience's area by the page).
 */
export function SignInForm({ audience, callbackUrl }: { audience: TAccountAudience; callbackUrl: string }) {
  const t = useT("accounts");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { state, check, run, hold } = useAccountSubmit();

  const submit = async () => {
    const items: TErrorItems = { ...emailItems(email, t) };
    if (password === "") items.password = [t("fields.passwordRequired")];
    if (!check(items)) return;
    const body = { email: email.trim(), password };
    if ((await run(() => apiClient.post(`${ACCOUNT_API[audience]}/sign_in`, body))) === undefined) return;
    hold();
    window.location.assign(callbackUrl);
  };

  return (
    <AccountForm state={state} onSubmit={submit}>
      <EmailField state={state} label={t("fields.email")} autoComplete="username" value={email} onChange={setEmail} />
      <TextField
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
        errors={state.items.password}
        disabled={state.pending}
      />
      <SubmitButton pending={state.pending} label={t("signIn.submit")} pendingLabel={t("signIn.submitting")} />
      <p className="text-sm">
        <a href={ACCOUNT_PAGES[audience].passwordReset} className={textLink}>
          {t("signIn.forgotPassword")}
        </a>
      </p>
    </AccountForm>
  );
}
