import { type SQL, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../client";
import {
  campaigns,
  cases,
  news,
  pickupLinks,
  providerAnnouncements,
  specials,
  termsVersions,
  topLinks,
} from "../schema/editorial";

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
  const simple = (kind: TScheduledKind, table: SQL, label: SQL) =>
    sql`select ${kind}::text as kind, id, ${label} as label, published_at as goes_live_at
        from ${table} where ${at(sql`published_at`)}`;
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
          union all ${simple("pickups", sql`${pickupLinks}`, sql`link_url`)}
          union all ${simple("top_links", sql`${topLinks}`, sql`link_url`)}
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
