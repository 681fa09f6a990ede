"use client";

import { passwordProblems } from "@store/domain/account-rules";
import type { TErrorItems } from "@store/domain/errors";
import { useState } from "react";
import { apiClient } from "@/client/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API } from "@/paths/account-paths";
import { AccountForm, SubmitButton, TextField } from "./form-controls";
import { passwordProblemItems } from "../password-problem-items";
import { PasswordFields } from "./password-fields";
import { useAccountSubmit } from "./use-account-submit";

/** SPEC §2: a signed-in provider user changes their password with the current one. */
export function ChangePasswordForm({ email }: { email: string }) {
  const t = useT("accounts");
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [passwordConfirmation, setPasswordConfirmation] = useState("");
  const [changed, setChanged] = useState(false);
  const { state, check, run } = useAccountSubmit();

  const submit = async () => {
    const items: TErrorItems = passwordProblemItems(passwordProblems({ password, passwordConfirmation, email }), t);
    if (currentPassword === "") items.currentPassword = [t("fields.passwordRequired")];
    if (!check(items)) return;
    setChanged(false);
    const body = { currentPassword, password, passwordConfirmation };
    const done = await run(async () => {
      await apiClient.put(`${ACCOUNT_API.providerUser}/password/edit`, body);
      return true;
    });
    if (!done) return;
    setCurrentPassword("");
    setPassword("");
    setPasswordConfirmation("");
    setChanged(true);
  };

  return (
    <AccountForm state={state} onSubmit={submit}>
      {changed ? (
        <p role="status" className="rounded-lg bg-brand-50 px-4 py-3 text-sm" data-password-changed="">
          {t("passwordChange.changed")}
        </p>
      ) : null}
      <TextField
        name="currentPassword"
        label={t("fields.currentPassword")}
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={setCurrentPassword}
        errors={state.items.currentPassword}
        disabled={state.pending}
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
      <SubmitButton
        pending={state.pending}
        label={t("passwordChange.submit")}
        pendingLabel={t("passwordChange.submitting")}
      />
    </AccountForm>
  );
}
