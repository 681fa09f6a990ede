import "server-only";
import type { TPasswordProblem } from "@store/domain/account-rules";
import type { TErrorItems } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/server/server-translator";
import { passwordProblemItems, type TAccountsTranslate } from "./password-problem-items";

function accountsTranslator(locale: TLocale): TAccountsTranslate {
  const { t } = serverTranslator(locale);
  return (key, values) => t(`accounts.${key}`, values);
}

/** The policy's problems as the per-field messages of a 422, in the viewer's language. */
export function refusedPasswordItems(problems: readonly TPasswordProblem[], locale: TLocale): TErrorItems {
  return passwordProblemItems(problems, accountsTranslator(locale));
}

/** The current password of a signed-in change was missing or wrong. */
export function currentPasswordItems(locale: TLocale, given: string): TErrorItems {
  const key = given === "" ? "fields.passwordRequired" : "password.currentPasswordWrong";
  return { currentPassword: [accountsTranslator(locale)(key)] };
}
