import type { TLocale } from "@store/domain/locales";
import type { ReactNode } from "react";
import { getT } from "@/i18n/get-t";
import { Breadcrumbs } from "./breadcrumbs";
import { EmptyState } from "./empty-state";
import { PageIntro } from "./page-intro";
import { HEADINGS_WRAP_BY_PHRASE } from "../server/phrase-wrap";
import { JapaneseOnlyNotice } from "./japanese-only-notice";

/**
 * The frame of /specials, /campaigns and /cases: the intro band with the page's title and lead
 * (messages `{namespace}.title` and `.lead`), then the list, or the empty state when it has nothing.
 * `items` tell the language each is read in.
 */
export async function EditorialListPage({
  namespace,
  items,
  children,
}: {
  namespace: "specials" | "campaigns" | "cases";
  items: readonly { contentLocale: TLocale }[];
  children: ReactNode;
}) {
  const isEmpty = items.length === 0;
  const t = await getT(namespace);
  return (
    <div className={HEADINGS_WRAP_BY_PHRASE}>
      <PageIntro
        breadcrumbs={<Breadcrumbs items={[{ label: t("title") }]} />}
        title={t("title")}
        lead={<p>{t("lead")}</p>}
      />
      <div className="mx-auto max-w-[var(--width-page)] px-4 py-10 md:py-14">
        {isEmpty ? null : (
          <JapaneseOnlyNotice contentLocales={items.map((item) => item.contentLocale)} className="mb-6" />
        )}
        {isEmpty ? <EmptyState message={t("empty")} action={{ href: "/apps", label: t("browseApps") }} /> : children}
      </div>
    </div>
  );
}
