import { PASSWORD_POLICY, type TPasswordProblem } from "@store/domain/account-rules";
import type { TErrorItems } from "@store/domain/errors";

/** Translates a key of the `accounts` messages (the form's useT, or the server's translator). */
export type TAccountsTranslate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The policy's problems as per-field messages: the form shows them before sending, the server the
 * same words when it refuses (422).
 */
export function passwordProblemItems(problems: readonly TPasswordProblem[], t: TAccountsTranslate): TErrorItems {
  const values = { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength };
  const items: TErrorItems = {};
  const ofPassword = problems
    .filter((problem) => problem !== "confirmationMismatch")
    .map((problem) => t(`password.problems.${problem}`, values));
  if (ofPassword.length > 0) items.password = ofPassword;
  if (problems.includes("confirmationMismatch")) {
    items.passwordConfirmation = [t("password.problems.confirmationMismatch")];
  }
  return items;
}
