import { type SQL, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import { appReleases } from "../schema/apps";
import { campaigns, cases, links, news, providerAnnouncements, specials, termsVersions } from "../schema/editorial";

/** The editorial kinds as the console names them (its paths), each a table. */
export type TScheduledKind =
  | "specials"
  | "campaigns"
  | "cases"
  | "news"
  | "pickups"
  | "top_links"
  | "terms"
  | "announcements";

export type TScheduledItem = { kind: TScheduledKind; id: number; label: string; goesLiveAt: Date };

type TRow = { kind: TScheduledKind; id: number | string; label: string; goes_live_at: Date | string };

/**
 * Editorial content that goes live after `now` and no later than `until`, soonest first: rows whose
 * publication time is still ahead, and published campaigns and terms versions whose start or
 * effective time is (the public pages show each at the later of the two).
 */
export async function listScheduledEditorial(
  db: TDb,
  params: { now: Date; until: Date; limit: number },
): Promise<TScheduledItem[]> {
  const now = params.now.toISOString();
  const until = params.until.toISOString();
  const at = (column: SQL) => sql`${column} > ${now}::timestamptz and ${column} <= ${until}::timestamptz`;
  const simple = (kind: TScheduledKind, table: SQL, label: SQL, scope = sql`true`) =>
    sql`select ${kind}::text as kind, id, ${label} as label, published_at as goes_live_at
        from ${table} where ${scope} and ${at(sql`published_at`)}`;
  const startsLater = (kind: TScheduledKind, table: SQL, label: SQL, start: SQL) =>
    sql`select ${kind}::text as kind, id, ${label} as label, greatest(published_at, ${start}) as goes_live_at
        from ${table} where published_at is not null and ${at(sql`greatest(published_at, ${start})`)}`;
  const rows = await selectRows<TRow>(
    db,
    sql`select kind, id, label, goes_live_at from (
          ${simple("news", sql`${news}`, sql`title`)}
          union all ${simple("specials", sql`${specials}`, sql`title`)}
          union all ${simple("cases", sql`${cases}`, sql`title`)}
          union all ${simple("announcements", sql`${providerAnnouncements}`, sql`title`)}
          union all ${simple("pickups", sql`${links}`, sql`link_url`, sql`kind = 'pickups'`)}
          union all ${simple("top_links", sql`${links}`, sql`link_url`, sql`kind = 'top_links'`)}
          union all ${startsLater("campaigns", sql`${campaigns}`, sql`title`, sql`starts_at`)}
          union all ${startsLater("terms", sql`${termsVersions}`, sql`title || ' ' || version`, sql`effective_at`)}
        ) scheduled
        order by goes_live_at, kind, id
        limit ${params.limit}`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    label: row.label,
    goesLiveAt: new Date(row.goes_live_at),
  }));
}

/**
 * The next instant after `now` at which the public store changes by itself: an editorial row or an
 * app release whose publication time comes, a campaign or terms version that starts, a campaign
 * that ends. Null when nothing is scheduled. Cached public data lives no longer than this.
 */
export async function findNextScheduledChange(db: TDb, params: { now: Date }): Promise<Date | null> {
  const now = params.now.toISOString();
  const next = (column: SQL, table: SQL, published = sql`true`) =>
    sql`(select min(${column}) from ${table} where ${column} > ${now}::timestamptz and ${published})`;
  const published = sql`published_at is not null`;
  const [row] = await selectRows<{ at: Date | string | null }>(
    db,
    sql`select least(
          ${next(sql`published_at`, sql`${news}`)},
          ${next(sql`published_at`, sql`${specials}`)},
          ${next(sql`published_at`, sql`${cases}`)},
          ${next(sql`published_at`, sql`${links}`)},
          ${next(sql`published_at`, sql`${appReleases}`)},
          ${next(sql`greatest(published_at, starts_at)`, sql`${campaigns}`, published)},
          ${next(sql`ends_at`, sql`${campaigns}`, published)},
          ${next(sql`greatest(published_at, effective_at)`, sql`${termsVersions}`, published)}
        ) as at`,
  );
  return row?.at ? new Date(row.at) : null;
}
