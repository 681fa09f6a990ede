import "server-only";
import type { TLocale } from "@store/domain/locales";
import type { TProviderUserState } from "@store/domain/schemas/provider";
import { getFormatter, getLocale } from "next-intl/server";
import { personName } from "@/features/platform/accounts/index.server";
import { getT } from "@/i18n/get-t";
import type { TConsoleProviderUser } from "../server/get-app-provider-console";
import { ProviderUserActions } from "./provider-user-actions";

const STATE_CLASS: Record<TProviderUserState, string> = {
  invited: "bg-amber-50 text-amber-900",
  active: "bg-green-50 text-green-900",
  suspended: "bg-red-50 text-danger",
};

/** A provider's users with their state, when they were invited, and what an operator may do. */
export async function ProviderUserList({ users }: { users: TConsoleProviderUser[] }) {
  const [t, format, locale] = await Promise.all([getT("opsProviders.detail"), getFormatter(), getLocale()]);
  if (users.length === 0) return <p className="rounded-xl border border-line bg-white p-5">{t("noUsers")}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {users.map((user) => {
        const name = personName(user, locale as TLocale);
        return (
          <li
            key={user.id}
            className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 md:flex-row md:items-start md:justify-between"
            data-provider-user={user.email}
            data-state={user.state}
          >
            <div className="min-w-0">
              <p className="font-bold">{name}</p>
              <p className="break-all text-sm">{user.email}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className={`rounded px-2 py-0.5 font-bold ${STATE_CLASS[user.state]}`} data-user-state="">
                  {t(`state.${user.state}`)}
                </span>
                <span className="text-ink-muted">
                  {t("invitedAt", { date: format.dateTime(new Date(user.invitedAt), { dateStyle: "medium" }) })}
                </span>
              </p>
            </div>
            <ProviderUserActions providerUserId={user.id} state={user.state} name={name} email={user.email} />
          </li>
        );
      })}
    </ul>
  );
}
