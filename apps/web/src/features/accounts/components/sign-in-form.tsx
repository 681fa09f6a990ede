"use client";

import type { TErrorItems } from "@store/domain/errors";
import type { TAccountAudience } from "@store/domain/principals";
import { useId, useState } from "react";
import { apiClient } from "@/features/shell/api-client";
import { useT } from "@/i18n/use-t";
import { ACCOUNT_API, ACCOUNT_PAGES } from "../account-paths";
import { emailItems } from "./email-check";
import { FormAlert, SubmitButton, TextField, textLink } from "./form-controls";
import { useAccountSubmit } from "./use-account-submit";

/**
 * SPEC §5 sign-in: e-mail and password. A wrong password, a locked or a suspended account is
 * said above the form, keeping what was typed; success goes on to `callbackUrl` (already checked
 * to be a page of the audience's area by the page).
 */
export function SignInForm({ audience, callbackUrl }: { audience: TAccountAudience; callbackUrl: string }) {
  const t = useT("accounts");
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { state, check, run, hold } = useAccountSubmit();

  const submit = async () => {
    const items: TErrorItems = { ...emailItems(email, t) };
    if (password === "") items.password = [t("fields.passwordRequired")];
    if (!check(items)) return;
    const signedIn = await run(() =>
      apiClient.post(`${ACCOUNT_API[audience]}/sign_in`, { email: email.trim(), password }),
    );
    if (signedIn === undefined) return;
    hold();
    window.location.assign(callbackUrl);
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
        name="email"
        label={t("fields.email")}
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        errors={state.items.email}
        disabled={state.pending}
      />
      <TextField
        id={`${id}-password`}
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
    </form>
  );
}
