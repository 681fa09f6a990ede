// A year of partner analytics (issue 29) for the generated catalog, in bulk SQL: the app rows of the
// daily rollups (views by popularity, few requests, installs or connections by integration type,
// uninstalls), campaign sources for a share of views and installs, uninstall reasons, the hourly
// rows of the last week, one listing_events row per non-view event, and what visitors searched;
// then the provider and store rows rolled up from the app rows. Every draw is a hash of the seed,
// the app's code and the day (hashtextextended / hashint8extended, the same on every platform), so
// the same seed and sizes give the same rows. The year is the 365 Japan days before the demo
// catalog's reference date (DEMO_REFERENCE_DATE, 2026-11-01 JST): 2025-11-01 … 2026-10-31.
import { addDays, japanDay } from "@store/domain/analytics/analytics-query";
import { LISTING_EVENT_KINDS, UNINSTALL_REASONS } from "@store/domain/analytics/listing-events";
import { type SQL, sql } from "drizzle-orm";
import { selectRows, type TDb } from "../../client";
import { rollUpListingScopes } from "../../queries/listing-events";
import { DEMO_REFERENCE_DATE } from "../demo/reference-date";

export const EVENT_YEAR_DAYS = 365;
/** The last generated day: the Japan day before the reference date. */
export const EVENTS_LAST_DAY = japanDay(new Date(DEMO_REFERENCE_DATE.getTime() - 86_400_000));
export const EVENTS_FIRST_DAY = addDays(EVENTS_LAST_DAY, -(EVENT_YEAR_DAYS - 1));
/** Hourly rows are written for the last week only (they serve "the last hours", not the year). */
const HOURLY_DAYS = 7;

/** The campaign values of sourced views and installs: (utm_source, utm_medium, utm_campaign). */
export const GENERATED_SOURCES = [
  ["newsletter", "email", "monthly-news"],
  ["newsletter", "email", "year-end-adjustment"],
  ["partner-blog", "referral", ""],
  ["google", "cpc", "hr-cloud"],
  ["google", "cpc", "payroll-2026"],
  ["hr-media", "referral", "feature-article"],
  ["facebook", "social", "spring-campaign"],
] as const;

/** Uninstall reasons, each as often as it appears here. */
const REASON_DRAW = [
  "notUsed",
  "notUsed",
  "notUsed",
  "tooExpensive",
  "tooExpensive",
  "missingFeature",
  "missingFeature",
  "hardToUse",
  "switchedApp",
  "switchedApp",
  "technicalProblem",
  "companyChange",
  "other",
] as const satisfies readonly (typeof UNINSTALL_REASONS)[number][];

/** Notes a company may leave beside its reason ('other' always has one). */
const REASON_NOTES: Record<(typeof UNINSTALL_REASONS)[number], readonly [string, string]> = {
  notUsed: ["導入したものの、現場で使われませんでした。", "繁忙期が終わり、使う機会がなくなりました。"],
  tooExpensive: ["従業員数に対して費用が合いませんでした。", "年額プランがあれば続けたかったです。"],
  missingFeature: ["部門別の集計ができるようになったら戻ります。", "CSV の出力項目が足りませんでした。"],
  hardToUse: ["設定画面がわかりにくかったです。", "スマートフォンで操作しづらいと声がありました。"],
  switchedApp: ["グループ会社と同じサービスに揃えました。", "他社の製品に乗り換えました。"],
  technicalProblem: ["連携が時々止まりました。", "同期に時間がかかりすぎました。"],
  companyChange: ["組織再編で利用部門がなくなりました。", "親会社の方針で見直しました。"],
  other: ["試用のつもりで追加していました。", "担当者の異動のため一度外します。"],
};

/** What visitors searched: [normalised query, searches on a busy weekday, finds nothing]. */
export const GENERATED_SEARCHES: readonly (readonly [string, number, boolean])[] = [
  ["給与", 420, false],
  ["勤怠管理", 380, false],
  ["年末調整", 260, false],
  ["労務", 180, false],
  ["人事評価", 150, false],
  ["採用管理", 140, false],
  ["タレントマネジメント", 90, false],
  ["経費精算", 120, false],
  ["会計", 110, false],
  ["電子契約", 80, false],
  ["ワークフロー", 70, false],
  ["ストレスチェック", 60, false],
  ["健康管理", 45, false],
  ["eラーニング", 40, false],
  ["社会保険", 35, false],
  ["マイナンバー", 30, false],
  ["シフト管理", 30, false],
  ["入退社", 20, false],
  ["組織図", 18, false],
  ["きゅうよ", 12, false],
  ["クラウド", 25, false],
  ["payroll", 60, false],
  ["hr", 40, false],
  ["sso", 22, false],
  ["csv", 15, false],
  ["api", 12, false],
  ["ats", 8, false],
  ["ペット保険", 6, true],
  ["社員食堂 予約", 9, true],
  ["駐車場管理", 7, true],
  ["ドローン", 3, true],
  ["卒業アルバム", 2, true],
  ["メタバース 研修", 4, true],
  ["福利厚生 代行 比較", 11, true],
  ["kintone plugin", 8, true],
  ["chatgpt 連携", 14, true],
  ["blockchain", 2, true],
  ["slack 勤怠 打刻", 10, true],
];

export type TListingEventsReport = {
  firstDay: string;
  lastDay: string;
  /** App-scope listing_event_days rows (views, and the other kinds). */
  viewDays: number;
  eventDays: number;
  /** App-scope listing_event_source_days rows. */
  sourceDays: number;
  hours: number;
  events: number;
  reasons: number;
  searchDays: number;
};

const int = (n: number) => sql.raw(String(Math.trunc(n)));
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map(text).join(", ")}]::text[]`);

/**
 * A number in [0, 1) drawn from a 64-bit key (an app's hash, xor'd with a day and a counter) and a
 * salt, for this seed: the same inputs give the same number on PostgreSQL and PGlite.
 */
function draw(seed: number, salt: number, key: SQL): SQL {
  return sql`((hashint8extended(${key}, ${int(seed * 128 + salt)}::bigint) & 2147483647)::float8 / 2147483648)`;
}

/** The key of an app (`h`) on a day (`d`), with an optional counter. */
const dayKey = (h: SQL, d: SQL, counter: SQL = sql`0`) =>
  sql`(${h} # (${d}::bigint << 24) # (${counter}::bigint << 34))`;

/** Which apps are generated: the ones whose provider has a generated mail domain. */
function generatedApps(providerDomain: string): SQL {
  return sql`a.app_provider_id in (select id from app_providers where email like ${`%@%.${providerDomain}`})`;
}

type TEventsContext = { seed: number; first: SQL; kindNumber: (kind: SQL) => SQL };

/**
 * The generated apps (gen_event_apps), their days with views and their other events (temporary
 * tables), and the app rows of the daily rollups, the sources and the last week's hours.
 */
async function writeEventRollups(db: TDb, options: { providerDomain: string }, ctx: TEventsContext): Promise<void> {
  const { seed, first, kindNumber } = ctx;
  // Each listed or discontinued generated app: its hash, how it is added and removed, from which
  // day of the year it is public, and its mean views per weekday (by its installations).
  await db.execute(sql`
    create temp table gen_event_apps on commit drop as
    select id, h, status, installed, added, removed, from_d,
      (case status when 'published' then 0.05 + installed / 40.0
        when 'discontinued' then 0.02 + installed / 400.0
        else 0.3 end) * (0.5 + ${draw(seed, 1, sql`h`)}) as lambda
    from (
      select a.id, hashtextextended(a.code, ${int(seed)}) as h, a.status, a.installed_count as installed,
        case when a.integration_type in ('connect', 'adapt') then 'connect' else 'install' end as added,
        case when a.integration_type in ('connect', 'adapt') then 'disconnect' else 'uninstall' end as removed,
        greatest(0, coalesce((a.published_at at time zone 'Asia/Tokyo')::date - ${first}, 0)) as from_d
      from apps a
      where ${generatedApps(options.providerDomain)} and a.status in ('published', 'upcoming', 'discontinued')
    ) apps`);
  // The days an app was viewed: 365·(1 − e^−λ) of the year's days (a Poisson day has a view with
  // that chance), spread over the year by a stride coprime to 365; quieter on weekends.
  await db.execute(sql`
    create temp table gen_view_days on commit drop as
    select g.id, g.h, p.d, ${first} + p.d as day,
      greatest(1, round(g.lambda * (case when extract(isodow from ${first} + p.d) >= 6 then 0.4 else 1 end)
        * (0.5 + ${draw(seed, 2, dayKey(sql`g.h`, sql`p.d`))})))::int as count
    from gen_event_apps g
    cross join lateral (
      select ceil(${int(EVENT_YEAR_DAYS)} * (1 - exp(-least(g.lambda, 40))))::int as n,
        ((g.h >> 8) & 2147483647) % ${int(EVENT_YEAR_DAYS)} as start,
        (array[11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53])[1 + ((g.h >> 40) & 1023) % 12] as stride
    ) s
    cross join lateral (
      select ((s.start + k * s.stride) % ${int(EVENT_YEAR_DAYS)})::int as d from generate_series(0, s.n - 1) k
    ) p
    where p.d >= g.from_d`);
  // Requests, installs (or connections) and uninstalls (or disconnections) on the days with views,
  // each a small share of the day's views, and installs only of apps companies install.
  await db.execute(sql`
    create temp table gen_event_days on commit drop as
    select id, h, d, day, kind, count from (
      select v.id, v.h, v.d, v.day, k.kind,
        floor(v.count * k.rate * (0.5 + ${draw(seed, 3, sql`(v.h # k.salt::bigint)`)})
          + ${draw(seed, 4, dayKey(sql`v.h`, sql`v.d`, sql`k.salt`))})::int as count
      from gen_view_days v join gen_event_apps g on g.id = v.id
      cross join lateral (values
        ('documentRequest', 0.015, 1), ('inquiry', 0.01, 2), ('demoRequest', 0.006, 3), ('trialRequest', 0.004, 4),
        (g.added, case when g.status = 'published' and g.installed > 0 then 0.01 else 0 end, 5),
        (g.removed, case when g.installed > 0 then 0.004 else 0 end, 6)
      ) as k(kind, rate, salt)
    ) drawn
    where count > 0`);
  await db.execute(sql`
    insert into listing_event_days (scope, scope_id, day, kind, count)
    select 'app', id, day, 'view', count from gen_view_days
    union all
    select 'app', id, day, kind, count from gen_event_days`);

  // Campaign sources: about 3 in 10 view days and 35 in 100 install days had a campaign's visitors.
  const sources = sql.raw(
    `values ${GENERATED_SOURCES.map((source, i) => `(${i}, ${source.map(text).join(", ")})`).join(", ")}`,
  );
  await db.execute(sql`
    insert into listing_event_source_days (scope, scope_id, day, kind, utm_source, utm_medium, utm_campaign, count)
    select 'app', v.id, v.day, v.kind, s.source, s.medium, s.campaign, v.count
    from (
      select id, day, 'view' as kind, h, d,
        greatest(1, floor(count * (0.1 + 0.4 * ${draw(seed, 5, dayKey(sql`h`, sql`d`))})))::int as count
      from gen_view_days where ${draw(seed, 6, dayKey(sql`h`, sql`d`))} < 0.3
      union all
      select id, day, kind, h, d, 1 from gen_event_days
      where kind in ('install', 'connect') and ${draw(seed, 7, dayKey(sql`h`, sql`d`))} < 0.35
    ) v
    join (${sources}) as s(i, source, medium, campaign)
      on s.i = floor(${draw(seed, 8, dayKey(sql`v.h`, sql`v.d`, kindNumber(sql`v.kind`)))} * ${int(GENERATED_SOURCES.length)})`);

  // The last week's hours: each day's count in a morning and an afternoon hour (Japan time).
  await db.execute(sql`
    insert into listing_event_hours (app_id, hour, kind, count)
    select id, (day + make_interval(hours => part.hour)) at time zone 'Asia/Tokyo', kind, part.count
    from (
      select id, h, d, day, 'view' as kind, count from gen_view_days where d >= ${int(EVENT_YEAR_DAYS - HOURLY_DAYS)}
      union all
      select id, h, d, day, kind, count from gen_event_days where d >= ${int(EVENT_YEAR_DAYS - HOURLY_DAYS)}
    ) e
    cross join lateral (values
      (9 + floor(${draw(seed, 9, dayKey(sql`e.h`, sql`e.d`, kindNumber(sql`e.kind`)))} * 4)::int, ceil(e.count / 2.0)::int),
      (13 + floor(${draw(seed, 10, dayKey(sql`e.h`, sql`e.d`, kindNumber(sql`e.kind`)))} * 9)::int, e.count - ceil(e.count / 2.0)::int)
    ) as part(hour, count)
    where part.count > 0`);
}

/** One row per request, install and uninstall, the reasons given, and a year of searches. */
async function writeEventRows(
  db: TDb,
  options: { tenants: number; tenantPrefix: string },
  ctx: TEventsContext,
): Promise<void> {
  const { seed, first, kindNumber } = ctx;
  // One row per request, install and uninstall, at an office hour of its day, with a generated tenant.
  const moment = (salt: number, counter: SQL) =>
    sql`(e.day + make_interval(hours => 9 + floor(${draw(seed, salt, dayKey(sql`e.h`, sql`e.d`, counter))} * 10)::int,
      mins => floor(${draw(seed, salt + 1, dayKey(sql`e.h`, sql`e.d`, counter))} * 60)::int)) at time zone 'Asia/Tokyo'`;
  const eventNumber = sql`(${kindNumber(sql`e.kind`)} * 4096 + n)`;
  await db.execute(sql`
    insert into listing_events (app_id, kind, occurred_at, tenant_id)
    select e.id, e.kind, ${moment(11, eventNumber)},
      ${
        options.tenants > 0
          ? sql`${options.tenantPrefix}::text || floor(${draw(seed, 13, dayKey(sql`e.h`, sql`e.d`, eventNumber))} * ${int(options.tenants)})::int`
          : sql`null`
      }
    from gen_event_days e cross join lateral generate_series(1, e.count) n`);

  // Why companies left: about 6 in 10 uninstalls give a reason, a third of them with a note.
  const reasonNotes = sql.raw(
    `values ${UNINSTALL_REASONS.map((reason) => `(${text(reason)}, ${REASON_NOTES[reason].map(text).join(", ")})`).join(", ")}`,
  );
  const removedNumber = sql`(${kindNumber(sql`e.kind`)} * 4096 + n)`;
  await db.execute(sql`
    insert into uninstall_reasons (app_id, app_provider_id, reason, note, occurred_at)
    select r.id, (select app_provider_id from apps where apps.id = r.id), r.reason,
      case when r.reason = 'other' or r.noted < 0.35 then case when r.which < 0.5 then notes.a else notes.b end else '' end,
      r.at
    from (
      select e.id, e.h, e.d,
        (${textArray(REASON_DRAW)})[1 + floor(${draw(seed, 14, dayKey(sql`e.h`, sql`e.d`, removedNumber))} * ${int(REASON_DRAW.length)})::int] as reason,
        ${draw(seed, 15, dayKey(sql`e.h`, sql`e.d`, removedNumber))} as noted,
        ${draw(seed, 16, dayKey(sql`e.h`, sql`e.d`, removedNumber))} as which,
        ${moment(11, removedNumber)} as at
      from gen_event_days e cross join lateral generate_series(1, e.count) n
      where e.kind in ('uninstall', 'disconnect') and ${draw(seed, 17, dayKey(sql`e.h`, sql`e.d`, removedNumber))} < 0.6
    ) r
    join (${reasonNotes}) as notes(reason, a, b) on notes.reason = r.reason`);

  // What visitors searched each day: a weekday's number of each query, fewer on weekends, varied by day.
  const searches = sql.raw(
    `values ${GENERATED_SEARCHES.map(([query, perDay, empty]) => `(${text(query)}, ${perDay}, ${empty})`).join(", ")}`,
  );
  await db.execute(sql`
    insert into search_query_days (day, query, count, empty_count)
    select day, query, count, case when empty then count else 0 end
    from (
      select ${first} + d as day, q.query, q.empty,
        floor(q.per_day * (case when extract(isodow from ${first} + d) >= 6 then 0.3 else 1 end)
          * (0.4 + 1.2 * ${draw(seed, 18, dayKey(sql`hashtextextended(q.query, ${int(seed)})`, sql`d`))}))::int as count
      from (${searches}) as q(query, per_day, empty)
      cross join generate_series(0, ${int(EVENT_YEAR_DAYS - 1)}) d
    ) s
    where count > 0
    on conflict (day, query) do update set count = search_query_days.count + excluded.count,
      empty_count = search_query_days.empty_count + excluded.empty_count`);
}

/** Writes the year of events of the generated apps (in one transaction: temporary tables). */
export async function insertListingEvents(
  db: TDb,
  options: { seed: number; tenants: number; providerDomain: string; tenantPrefix: string },
): Promise<TListingEventsReport> {
  const { seed } = options;
  const first = sql`${EVENTS_FIRST_DAY}::date`;
  const kindNumber = (kind: SQL) => sql`array_position(${textArray(LISTING_EVENT_KINDS)}, ${kind})`;
  const report = await db.transaction(async (tx) => {
    const db = tx as unknown as TDb;
    const ctx = { seed, first, kindNumber };
    await writeEventRollups(db, options, ctx);
    await writeEventRows(db, options, ctx);
    const [counts] = await selectRows<Omit<TListingEventsReport, "firstDay" | "lastDay" | "searchDays">>(
      db,
      sql`select (select count(*)::int from gen_view_days) as "viewDays",
        (select count(*)::int from gen_event_days) as "eventDays",
        (select count(*)::int from listing_event_source_days d join gen_event_apps g on g.id = d.scope_id
          where d.scope = 'app') as "sourceDays",
        (select count(*)::int from listing_event_hours x join gen_event_apps g on g.id = x.app_id) as hours,
        (select coalesce(sum(count), 0)::int from gen_event_days) as events,
        (select count(*)::int from uninstall_reasons r join gen_event_apps g on g.id = r.app_id) as reasons`,
    );
    await rollUpListingScopes(db);
    return counts as Omit<TListingEventsReport, "firstDay" | "lastDay" | "searchDays">;
  });
  const [searched] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from search_query_days where day between ${EVENTS_FIRST_DAY}::date and ${EVENTS_LAST_DAY}::date`,
  );
  return { firstDay: EVENTS_FIRST_DAY, lastDay: EVENTS_LAST_DAY, ...report, searchDays: searched?.n ?? 0 };
}
