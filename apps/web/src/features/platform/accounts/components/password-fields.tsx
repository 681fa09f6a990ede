"use client";

import { PASSWORD_POLICY, PASSWORD_RULES, passwordProblems, RULE_OF_PROBLEM } from "@store/domain/account-rules";
import type { TErrorItems } from "@store/domain/errors";
import { useId, useState } from "react";
import { useT } from "@/i18n/use-t";
import { TextField } from "./form-controls";

/**
 * A new password and its confirmation, with the policy's rules listed before anyone types and
 * each marked as met while they type (SPEC §5, the issue: a policy shown before the user types).
 * `email` is the account's address when the page knows it (the rule 'not the e-mail address').
 */
export function PasswordFields(props: {
  password: string;
  passwordConfirmation: string;
  onPassword: (value: string) => void;
  onPasswordConfirmation: (value: string) => void;
  email?: string;
  items: TErrorItems;
  disabled: boolean;
}) {
  const t = useT("accounts");
  const id = useId();
  const rulesId = `${id}-rules`;
  const [shown, setShown] = useState(false);
  const broken = new Set(
    passwordProblems({ password: props.password, email: props.email }).map((problem) => RULE_OF_PROBLEM[problem]),
  );
  const typed = props.password.length > 0;
  const values = { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength };

  return (
    <div className="flex flex-col gap-4">
      <div id={rulesId} className="rounded-lg bg-canvas px-4 py-3 text-sm">
        <p className="font-bold">{t("password.rulesHeading")}</p>
        <ul className="mt-1 flex flex-col gap-1">
          {PASSWORD_RULES.map((rule) => {
            const met = typed && !broken.has(rule);
            return (
              <li key={rule} className="flex items-start gap-2" data-password-rule={rule} data-met={met}>
                <span aria-hidden="true" className={met ? "text-brand-700" : "text-ink-muted"}>
                  {met ? "✓" : "・"}
                </span>
                <span>
                  {t(`password.rules.${rule}`, values)}
                  {typed ? (
                    <span className="sr-only">{met ? t("password.ruleMet") : t("password.ruleUnmet")}</span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <TextField
        name="password"
        label={t("fields.newPassword")}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        errors={props.items.password}
        describedBy={rulesId}
        disabled={props.disabled}
      />
      <TextField
        name="passwordConfirmation"
        label={t("fields.passwordConfirmation")}
        type={shown ? "text" : "password"}
        autoComplete="new-password"
        value={props.passwordConfirmation}
        onChange={props.onPasswordConfirmation}
        errors={props.items.passwordConfirmation}
        disabled={props.disabled}
      />
      <label className="flex min-h-6 items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={shown}
          onChange={(event) => setShown(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        {t("fields.showPassword")}
      </label>
    </div>
  );
}
