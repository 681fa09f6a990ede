"use client";

import { passwordProblems } from "@store/domain/account-rules";
import type { TAccountAudience } from "@store/domain/principals";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API, ACCOUNT_PAGES } from "@/paths/account-paths";
import { passwordProblemItems } from "../password-problem-items";
import { AccountForm, SubmitButton, TextField, textLink } from "./form-controls";
import { PasswordFields } from "./password-fields";
import { useAccountSubmit } from "./use-account-submit";

/** What each mailed link sets the password with: its endpoint, its token's field and its words. */
const LINKS = {
  invitation: { tokenField: "invitationToken", labels: "invitation" },
  password_reset: { tokenField: "resetPasswordToken", labels: "passwordEdit" },
} as const;

function send(audience: TAccountAudience, purpose: keyof typeof LINKS, body: Record<string, string>) {
  return purpose === "invitation"
    ? apiClient.post(`${ACCOUNT_API[audience]}/invitation`, body)
    : apiClient.put(`${ACCOUNT_API[audience]}/password/edit`, body);
}

/**
 * SPEC §5 invitation acceptance and password reset: the mail's token, a new password and its
 * confirmation, for the account whose address is shown; then signed in, at the area's home.
 */
export function NewPasswordForm({
  audience,
  purpose,
  token,
  email,
}: {
  audience: TAccountAudience;
  purpose: keyof typeof LINKS;
  token: string;
  email: string;
}) {
  const t = useT("accounts");
  const { tokenField, labels } = LINKS[purpose];
  const [password, setPassword] = useState("");
  const [passwordConfirmation, setPasswordConfirmation] = useState("");
  const { state, check, run, hold } = useAccountSubmit();

  const submit = async () => {
    if (!check(passwordProblemItems(passwordProblems({ password, passwordConfirmation, email }), t))) return;
    const body = { [tokenField]: token, password, passwordConfirmation };
    if ((await run(() => send(audience, purpose, body))) === undefined) return;
    hold();
    window.location.assign(ACCOUNT_PAGES[audience].home);
  };

  return (
    <AccountForm state={state} onSubmit={submit}>
      <TextField
        name="username"
        label={t("fields.email")}
        type="email"
        autoComplete="username"
        value={email}
        onChange={() => undefined}
        readOnly
      />
      <PasswordFields
        password={password}
        passwordConfirmation={passwordConfirmation}
        onPassword={setPassword}
        onPasswordConfirmation={setPasswordConfirmation}
        email={email}
        items={state.items}
        disabled={state.pending}
      />
      <SubmitButton pending={state.pending} label={t(`${labels}.submit`)} pendingLabel={t(`${labels}.submitting`)} />
      {purpose === "password_reset" ? (
        <p className="text-sm">
          <a href={ACCOUNT_PAGES[audience].passwordReset} className={textLink}>
            {t("passwordEdit.requestNew")}
          </a>
        </p>
      ) : null}
    </AccountForm>
  );
}
