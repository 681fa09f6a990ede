import "server-only";
import type { TDb } from "@store/db/client";
import { findCampaignApps } from "@store/db/queries/campaigns";
import { findCaseApps } from "@store/db/queries/cases";
import { findEditorialItem } from "@store/db/queries/editorial-items";
import { findProviderAnnouncementById } from "@store/db/queries/provider-announcements";
import { findSpecialApps } from "@store/db/queries/specials";
import { localizeEditorial, translatedLocales } from "@store/domain/editorial-translations";
import { DEFAULT_LOCALE, type TLocale } from "@store/domain/locales";
import type { TCampaign, TCase, TLinkBanner, TNewsItem, TSpecial } from "@store/domain/schemas/editorial";
import { toNewsItem } from "@/features/store/catalog/index.server";
import type { TAnnouncement } from "@/features/portal/developer-portal/index.server";
import { toCase, toSpecial, toCampaign } from "@/features/store/editorial/index.server";
import type { TEditorialKind } from "@/paths/ops-paths";
import { loadTermsPreview, type TTermsPreview } from "./load-terms-preview";

/** What a preview renders: the public page's own data, built by the public page's own builder. */
export type TEditorialPreview =
  | { kind: "specials"; special: TSpecial }
  | { kind: "campaigns"; campaign: TCampaign }
  | { kind: "cases"; story: TCase }
  | { kind: "news"; item: TNewsItem }
  | { kind: "pickups" | "top_links"; banner: TLinkBanner }
  | { kind: "announcements"; announcement: TAnnouncement }
  | { kind: "terms"; terms: TTermsPreview };

type TRow = NonNullable<Awaited<ReturnType<typeof findEditorialItem>>>;

/**
 * A preview, the date it carries, the languages its item is written in (the store's own first;
 * none for what has no versions) and the one it shows (its version's, or Japanese where it has none).
 */
export type TLoadedEditorialPreview = {
  preview: TEditorialPreview;
  publishedAt: string | null;
  locales: TLocale[];
  shownLocale: TLocale;
};

/**
 * An item as its public page would show it, published or not, to visitors of `locale` (issue 31:
 * the operator reads each version they wrote before visitors do). An unpublished item is dated
 * `now` (the date it would carry if published now); a scheduled one its scheduled time.
 */
export async function loadEditorialPreview(
  db: TDb,
  kind: TEditorialKind,
  id: number,
  now: Date,
  locale: TLocale = DEFAULT_LOCALE,
): Promise<TLoadedEditorialPreview | null> {
  if (kind === "announcements") return loadAnnouncementPreview(db, id, now);
  if (kind === "terms") {
    const terms = await loadTermsPreview(db, id, now, locale);
    if (!terms) return null;
    const shownLocale = terms.page.document.terms.contentLocale;
    return { publishedAt: null, preview: { kind, terms }, locales: terms.locales, shownLocale };
  }
  const found = await findEditorialItem(db, { kind, id });
  if (!found) return null;
  const row = { ...found, publishedAt: found.publishedAt ?? now } as TRow & { publishedAt: Date };
  const publishedAt = found.publishedAt?.toISOString() ?? null;
  const anyRow = row as never;
  const written = <T extends { translations?: Partial<Record<string, Record<string, unknown>>> }>(source: T) => {
    const item = localizeEditorial(source, locale);
    const locales = [DEFAULT_LOCALE, ...translatedLocales(source.translations)];
    return { item, languages: { locales, shownLocale: item.contentLocale } };
  };
  switch (kind) {
    case "specials": {
      const { item, languages } = written(toSpecial(anyRow, await findSpecialApps(db, { specialId: id })));
      return { publishedAt, ...languages, preview: { kind, special: item } };
    }
    case "campaigns": {
      const { item, languages } = written(toCampaign(anyRow, await findCampaignApps(db, { campaignIds: [id] })));
      return { publishedAt, ...languages, preview: { kind, campaign: item } };
    }
    case "cases": {
      const { item, languages } = written(toCase(anyRow, await findCaseApps(db, { caseIds: [id] })));
      return { publishedAt, ...languages, preview: { kind, story: item } };
    }
    case "news": {
      const { item: newsItem, languages } = written(toNewsItem(anyRow));
      return { publishedAt, ...languages, preview: { kind, item: newsItem } };
    }
    default: {
      const banner = row as unknown as TLinkBanner;
      return {
        publishedAt,
        locales: [],
        shownLocale: DEFAULT_LOCALE,
        preview: {
          kind,
          banner: { id: banner.id, linkUrl: banner.linkUrl, imageUrl: banner.imageUrl, alt: banner.alt },
        },
      };
    }
  }
}

/** An announcement as the developer area shows it to providers. */
async function loadAnnouncementPreview(db: TDb, id: number, now: Date) {
  const row = await findProviderAnnouncementById(db, { id });
  if (!row) return null;
  const publishedAt = row.publishedAt?.toISOString() ?? null;
  const announcement = {
    id: row.id,
    title: row.title,
    bodyHtml: row.body,
    publishedAt: publishedAt ?? now.toISOString(),
  };
  const preview = { kind: "announcements" as const, announcement };
  return { publishedAt, preview, locales: [], shownLocale: DEFAULT_LOCALE };
}
