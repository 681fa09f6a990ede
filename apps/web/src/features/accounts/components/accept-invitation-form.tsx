"use client";

import { passwordProblems } from "@store/domain/account-rules";
import { useId, useState } from "react";
import { apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../account-paths";
import { FormAlert, SubmitButton, TextField } from "./form-controls";
import { PasswordFields, passwordProblemItems } from "./password-fields";
import { useAccountSubmit } from "./use-account-submit";

/** SPEC §5 invitation acceptance: the token of the mail, a password and its confirmation; then signed in. */
export function AcceptInvitationForm({ invitationToken, email }: { invitationToken: string; email: string }) {
  const t = useT("accounts");
  const id = useId();
  const [password, setPassword] = useState("");
  const [passwordConfirmation, setPasswordConfirmation] = useState("");
  const { state, check, run, hold } = useAccountSubmit();

  const submit = async () => {
    if (!check(passwordProblemItems(passwordProblems({ password, passwordConfirmation, email }), t))) return;
    const accepted = await run(() =>
      apiClient.post(`${ACCOUNT_API.providerUser}/invitation`, { invitationToken, password, passwordConfirmation }),
    );
    if (accepted === undefined) return;
    hold();
    window.location.assign(ACCOUNT_PAGES.providerUser.home);
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-busy={state.pending}
      onSubmit={(event) => {
        event.preventDefault();
        if (!state.pending) void submit();
      }}
    >
      <FormAlert message={state.message} />
      <TextField
        id={`${id}-email`}
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
      <SubmitButton pending={state.pending} label={t("invitation.submit")} pendingLabel={t("invitation.submitting")} />
    </form>
  );
}
