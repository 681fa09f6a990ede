import "server-only";
import type { getT } from "@/i18n/get-t";
import { ConsentScopes } from "../installations/consent-scopes";
import type { TScopeUpdateView } from "./list-scope-updates";

export type TT = Awaited<ReturnType<typeof getT>>;

/** The anchor of the section on /tenant_admin (the app page and the mail link to it). */
export const SCOPE_UPDATES_ANCHOR = "scope-updates";

function scopesTexts(t: TT) {
  return { read: t("read"), write: t("write"), catalogueMissing: t("catalogueMissing") };
}

/** One app's waiting update: what it adds and what stays, as both pages show it. */
export function ScopeDifference({ update, t, level }: { update: TScopeUpdateView; t: TT; level: "h3" | "h4" }) {
  const Heading = level;
  return (
    <>
      <p className="mt-1 text-sm">{t("body", { name: update.name })}</p>
      <Heading className="mt-3 text-sm font-bold">{t("added")}</Heading>
      <div data-scope-update-added="">
        <ConsentScopes consent={update.added} texts={scopesTexts(t)} headingLevel={level} />
      </div>
      {update.kept ? (
        <details className="mt-3 text-sm" data-scope-update-kept="">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-bold">{t("kept")}</summary>
          <ConsentScopes consent={update.kept} texts={scopesTexts(t)} headingLevel={level} />
        </details>
      ) : null}
    </>
  );
}
