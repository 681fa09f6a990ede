import "server-only";
import type { TAccountPerson } from "@store/db/queries/accounts";
import { ACCOUNT_TOKEN_LIFETIME_SECONDS, type TAccountTokenPurpose } from "@store/domain/account-rules";
import type { TLocale } from "@store/domain/locales";
import type { TMailAddress } from "@store/domain/mail-address";
import { personName as namePerson } from "@store/domain/person-name";
import type { TAccountAudience } from "@store/domain/principals";
import { serverTranslator } from "@/server/server-translator";
import { config } from "@/server/config";
import type { TMail } from "@/server/jobs/mail";
import {
  ACCOUNT_PAGES,
  INVITATION_LOCALE_PARAM,
  INVITATION_TOKEN_PARAM,
  RESET_PASSWORD_TOKEN_PARAM,
} from "@/paths/account-paths";

/** How an account's person is named to a reader of `locale` (@store/domain/person-name). */
export function personName(person: TAccountPerson, locale: TLocale): string {
  if ("fullName" in person) return person.fullName;
  return namePerson(person, locale);
}

/**
 * The page a mailed token opens, on the store's configured public address; an invitation's names
 * the language its mail is written in, so the page reads in it too (issue 31).
 */
export function accountTokenLink(
  audience: TAccountAudience,
  purpose: TAccountTokenPurpose,
  token: string,
  locale?: TLocale,
): string {
  const pages = ACCOUNT_PAGES[audience];
  const path = purpose === "invitation" ? pages.invitation : pages.passwordEdit;
  if (!path) throw new Error(`${audience} accounts are not invited through the store`);
  const url = new URL(path, config().BASE_URL);
  url.searchParams.set(purpose === "invitation" ? INVITATION_TOKEN_PARAM : RESET_PASSWORD_TOKEN_PARAM, token);
  if (purpose === "invitation" && locale) url.searchParams.set(INVITATION_LOCALE_PARAM, locale);
  return url.toString();
}

/** An invitation or reset mail in the recipient's language, with its link. */
export function composeAccountMail(input: {
  purpose: TAccountTokenPurpose;
  audience: TAccountAudience;
  locale: TLocale;
  recipient: { email: TMailAddress; person: TAccountPerson; appProviderName: string | null };
  token: string;
}): TMail {
  const { t } = serverTranslator(input.locale);
  const kind = input.purpose === "invitation" ? "invitation" : "passwordReset";
  const lifetime = ACCOUNT_TOKEN_LIFETIME_SECONDS[input.purpose];
  const values = {
    name: personName(input.recipient.person, input.locale),
    provider: input.recipient.appProviderName ?? "",
    days: Math.round(lifetime / 86_400),
    hours: Math.round(lifetime / 3600),
  };
  const text = [
    t("accounts.mail.greeting", values),
    "",
    t(`accounts.mail.${kind}.intro`, values),
    t(`accounts.mail.${kind}.action`, values),
    "",
    accountTokenLink(input.audience, input.purpose, input.token, input.locale),
    "",
    t(`accounts.mail.${kind}.expiry`, values),
    t(`accounts.mail.${kind}.ignore`, values),
    "",
    "--",
    t("accounts.mail.footer"),
    "",
  ].join("\n");
  return { to: input.recipient.email, subject: t(`accounts.mail.${kind}.subject`, values), text };
}
