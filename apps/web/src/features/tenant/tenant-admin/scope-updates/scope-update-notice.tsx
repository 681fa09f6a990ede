import "server-only";
import { getT } from "@/i18n/get-t";
import { Link } from "@/ui/store-link";
import type { TScopeUpdateView } from "./list-scope-updates";
import { SCOPE_UPDATES_ANCHOR, ScopeDifference } from "./scope-difference";

/**
 * The same state on the app's page, for its admins (server-rendered: no script on the page's first
 * load); they answer on /tenant_admin.
 */
export async function ScopeUpdateNotice({ update }: { update: TScopeUpdateView }) {
  const t = await getT("dialogs.scopeUpdate");
  return (
    <section
      aria-labelledby="scope-update-notice-heading"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
      data-scope-update-notice={update.code}
    >
      <h2 id="scope-update-notice-heading" className="font-bold">
        {t("badge")}
      </h2>
      <ScopeDifference update={update} t={t} level="h3" />
      <Link
        href={`/tenant_admin#${SCOPE_UPDATES_ANCHOR}`}
        className="mt-3 inline-flex min-h-11 items-center font-bold text-brand-700 underline"
      >
        {t("decideLink")}
      </Link>
    </section>
  );
}
