import "server-only";
import { PASSWORD_POLICY, type TPasswordProblem } from "@store/domain/account-rules";
import type { TErrorItems } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/i18n/server-translator";

/** The policy's problems as the per-field messages of a 422, in the viewer's language. */
export function passwordProblemItems(problems: readonly TPasswordProblem[], locale: TLocale): TErrorItems {
  const { t } = serverTranslator(locale);
  const message = (problem: TPasswordProblem) =>
    t(`accounts.password.problems.${problem}`, { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength });
  const items: TErrorItems = {};
  const ofPassword = problems.filter((problem) => problem !== "confirmationMismatch").map(message);
  if (ofPassword.length > 0) items.password = ofPassword;
  if (problems.includes("confirmationMismatch")) items.passwordConfirmation = [message("confirmationMismatch")];
  return items;
}

/** The current password of a signed-in change was missing or wrong. */
export function currentPasswordItems(locale: TLocale, given: string): TErrorItems {
  const key = given === "" ? "accounts.fields.passwordRequired" : "accounts.password.currentPasswordWrong";
  return { currentPassword: [serverTranslator(locale).t(key)] };
}
