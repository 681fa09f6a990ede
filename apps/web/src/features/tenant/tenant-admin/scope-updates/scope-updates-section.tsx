import "server-only";
import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import type { TScopeUpdateView } from "./list-scope-updates";
import { SCOPE_UPDATES_ANCHOR, ScopeDifference } from "./scope-difference";
import { ScopeUpdateActions } from "./scope-update-actions";

/**
 * Issue 27 item 4 on /tenant_admin: each installed app whose update asks for scopes the tenant has
 * not granted, with the difference and the admin's three answers. Nothing when none waits.
 */
export async function ScopeUpdatesSection({ updates }: { updates: TScopeUpdateView[] }) {
  if (updates.length === 0) return null;
  const t = await getT("dialogs.scopeUpdate");
  return (
    <section id={SCOPE_UPDATES_ANCHOR} aria-labelledby="scope-updates-heading" className="mt-8" data-scope-updates="">
      <h2 id="scope-updates-heading" className="text-lg font-bold">
        {t("heading")}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {updates.map((update) => (
          <li
            key={update.code}
            className="rounded-xl border border-amber-300 bg-amber-50/40 p-4 sm:p-5"
            data-scope-update={update.code}
          >
            <h3 className="font-bold break-words">
              <Link href={`/apps/${update.code}`} className="hover:underline">
                {update.name}
              </Link>
              <span className="ml-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-bold text-warning">
                {t("badge")}
              </span>
            </h3>
            <ScopeDifference update={update} t={t} level="h4" />
            <ScopeUpdateActions
              app={{
                code: update.code,
                name: update.name,
                integrationType: update.integrationType,
                termsUrl: null,
                url: null,
                uninstallable: update.uninstallable,
                sharedAppNames: update.sharedAppNames,
                consent: null,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
