import { createHash } from "node:crypto";
import { addDays } from "@store/domain/analytics/analytics-query";
import { normalizeSearchQuery } from "@store/domain/analytics/search-queries";
import { ZAppContent } from "@store/domain/schemas/app-content";
import { foldSearchText } from "@store/domain/search-text";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows } from "../../client";
import { findAppPage } from "../../queries/app-list";
import { sanitizeAppContent } from "../../rich-text";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { createDemoCatalogDb } from "../../testing/demo-catalog-db";
import type { TTestDbHandle } from "../../testing/test-db";
import { BENCH_PROVIDER_USER, generateCatalog, planCatalog } from "./generate-catalog";
import { EVENTS_FIRST_DAY, EVENTS_LAST_DAY, GENERATED_SEARCHES } from "./listing-events";
import { GeneratorOptionsError, type TGeneratorOptions } from "./options";

const OPTIONS: TGeneratorOptions = { apps: 300, installations: 2000, logs: 1000, seed: 12, tenants: 200 };
/** Generated apps are the ones whose provider has a generated mail domain. */
const GENERATED = sql`app_provider_id in (select id from app_providers where email like '%.catalog-gen.example')`;

async function generatedDatabase(): Promise<TTestDbHandle> {
  const handle = await createDemoCatalogDb();
  await generateCatalog(handle, OPTIONS);
  return handle;
}

/** What the same seed must reproduce: every generated app's name, code, status, plan and counts, and the logs. */
async function catalogDigest(handle: TTestDbHandle): Promise<string> {
  const apps = await selectRows<Record<string, unknown>>(
    handle.db,
    sql`select code, name, status, plan_id, installed_count, voice_count, published_at, content
      from apps where ${GENERATED} order by code`,
  );
  const logs = await selectRows<Record<string, unknown>>(
    handle.db,
    sql`select tenant_id, app_names, operation_type, operated_at from operation_logs
      where tenant_id like 't-gen-%' order by tenant_id, operated_at, message`,
  );
  return createHash("sha256").update(JSON.stringify({ apps, logs })).digest("hex");
}

/** The generated year of analytics, by app code (ids may differ between databases). */
async function eventsDigest(handle: TTestDbHandle): Promise<string> {
  const read = (query: ReturnType<typeof sql>) => selectRows<Record<string, unknown>>(handle.db, query);
  const days = await read(sql`select a.code, d.day, d.kind, d.count from listing_event_days d
    join apps a on a.id = d.scope_id where d.scope = 'app' and ${GENERATED} order by 1, 2, 3`);
  const sources = await read(sql`select a.code, d.day, d.kind, d.utm_source, d.utm_medium, d.utm_campaign, d.count
    from listing_event_source_days d join apps a on a.id = d.scope_id where d.scope = 'app' and ${GENERATED}
    order by 1, 2, 3, 4, 5, 6`);
  const hours = await read(sql`select a.code, h.hour, h.kind, h.count from listing_event_hours h
    join apps a on a.id = h.app_id where ${GENERATED} order by 1, 2, 3`);
  const events = await read(sql`select a.code, e.kind, e.occurred_at, e.tenant_id from listing_events e
    join apps a on a.id = e.app_id where ${GENERATED} order by 1, 2, 3, 4`);
  const reasons = await read(sql`select a.code, r.reason, r.note, r.occurred_at from uninstall_reasons r
    join apps a on a.id = r.app_id
    where a.app_provider_id in (select id from app_providers where email like '%.catalog-gen.example')
    order by 1, 4, 2, 3`);
  const searches = await read(sql`select day, query, count, empty_count from search_query_days order by 1, 2`);
  expect(days.length).toBeGreaterThan(0);
  return createHash("sha256").update(JSON.stringify({ days, sources, hours, events, reasons, searches })).digest("hex");
}

describe(`catalog generator on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let first: TTestDbHandle;
  let second: TTestDbHandle;

  beforeAll(async () => {
    first = await generatedDatabase();
    second = await generatedDatabase();
  }, 600_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it("adds the apps and installations asked for on top of the demo catalog", async () => {
    const [row] = await selectRows<{ generated: number; demo: number; installations: number; logs: number }>(
      first.db,
      sql`select
        (select count(*)::int from apps where ${GENERATED}) as generated,
        (select count(*)::int from apps where not ${GENERATED}) as demo,
        (select count(*)::int from installations where tenant_id like 't-gen-%') as installations,
        (select count(*)::int from operation_logs where tenant_id like 't-gen-%') as logs`,
    );
    expect(row).toMatchObject({ generated: 300, installations: 2000, logs: 1000 });
    expect(row?.demo).toBeGreaterThanOrEqual(58);
  });

  it("gives the same rows for the same seed and sizes", async () => {
    expect(await catalogDigest(first)).toBe(await catalogDigest(second));
    expect(await eventsDigest(first)).toBe(await eventsDigest(second));
  });

  it("writes a year of analytics per app: views by popularity, few requests, installs by integration type", async () => {
    const [year] = await selectRows<{ first: string; last: string; zero: number; apps: number; viewed: number }>(
      first.db,
      sql`select min(day)::text as first, max(day)::text as last, count(*) filter (where count <= 0)::int as zero,
        (select count(*)::int from apps a where ${GENERATED} and status = 'published') as apps,
        count(distinct scope_id) filter (where kind = 'view')::int as viewed
        from listing_event_days d where scope = 'app' and scope_id in (select id from apps a where ${GENERATED})`,
    );
    expect(year).toMatchObject({ first: EVENTS_FIRST_DAY, last: EVENTS_LAST_DAY, zero: 0 });
    expect(year?.viewed).toBeGreaterThanOrEqual(year?.apps ?? 0);
    const totals = await selectRows<{ kind: string; count: number }>(
      first.db,
      sql`select kind, sum(count)::int as count from listing_event_days where scope = 'store' group by kind`,
    );
    const total = Object.fromEntries(totals.map((row) => [row.kind, row.count]));
    for (const kind of ["view", "documentRequest", "inquiry", "demoRequest", "install", "uninstall", "connect"])
      expect(total[kind], kind).toBeGreaterThan(0);
    const requests = (total.documentRequest ?? 0) + (total.inquiry ?? 0) + (total.demoRequest ?? 0);
    expect(requests).toBeLessThan((total.view ?? 0) / 10);
    // The most installed apps are the most viewed: the top decile by installations has more views per app.
    const [popular] = await selectRows<{ top: number; rest: number }>(
      first.db,
      sql`with v as (select a.id, a.installed_count,
          coalesce((select sum(count) from listing_event_days d where d.scope = 'app' and d.scope_id = a.id and d.kind = 'view'), 0) as views,
          ntile(10) over (order by a.installed_count desc, a.id) as decile
        from apps a where ${GENERATED} and status = 'published')
        select avg(views) filter (where decile = 1)::float8 as top, avg(views) filter (where decile > 1)::float8 as rest from v`,
    );
    expect(popular?.top).toBeGreaterThan(3 * (popular?.rest ?? 0));
    // Connect and adapt apps are connected, the others installed; never the other way round.
    const wrongWay = await selectRows<{ code: string }>(
      first.db,
      sql`select a.code from listing_event_days d join apps a on a.id = d.scope_id where d.scope = 'app'
        and ((a.integration_type in ('connect', 'adapt') and d.kind in ('install', 'uninstall'))
          or (a.integration_type not in ('connect', 'adapt') and d.kind in ('connect', 'disconnect')))`,
    );
    expect(wrongWay).toEqual([]);
  });

  it("keeps sources, reasons, the last week's hours and one event row per non-view event", async () => {
    const [row] = await selectRows<{
      sources: number;
      sourceNames: number;
      sourcedViews: number;
      views: number;
      installSources: number;
      reasons: number;
      noted: number;
      removed: number;
      hourDays: number;
      firstHour: string;
      hourSum: number;
      lastWeek: number;
      events: number;
      nonViews: number;
      tenants: number;
    }>(
      first.db,
      sql`with generated as (select id from apps a where ${GENERATED})
      select
        (select count(*)::int from listing_event_source_days where scope = 'app' and scope_id in (select id from generated)) as sources,
        (select count(distinct utm_source)::int from listing_event_source_days where scope = 'store') as "sourceNames",
        (select sum(count)::int from listing_event_source_days where scope = 'store' and kind = 'view') as "sourcedViews",
        (select sum(count)::int from listing_event_days where scope = 'store' and kind = 'view') as views,
        (select count(*)::int from listing_event_source_days where scope = 'store' and kind in ('install', 'connect')) as "installSources",
        (select count(*)::int from uninstall_reasons where app_id in (select id from generated)) as reasons,
        (select count(*)::int from uninstall_reasons where app_id in (select id from generated) and note <> '') as noted,
        (select sum(count)::int from listing_event_days where scope = 'app' and scope_id in (select id from generated)
          and kind in ('uninstall', 'disconnect')) as removed,
        (select count(distinct (hour at time zone 'Asia/Tokyo')::date)::int from listing_event_hours where app_id in (select id from generated)) as "hourDays",
        (select min((hour at time zone 'Asia/Tokyo')::date)::text from listing_event_hours where app_id in (select id from generated)) as "firstHour",
        (select sum(count)::int from listing_event_hours where app_id in (select id from generated)) as "hourSum",
        (select sum(count)::int from listing_event_days where scope = 'app' and scope_id in (select id from generated)
          and day > ${EVENTS_LAST_DAY}::date - 7) as "lastWeek",
        (select count(*)::int from listing_events where app_id in (select id from generated)) as events,
        (select sum(count)::int from listing_event_days where scope = 'app' and scope_id in (select id from generated)
          and kind <> 'view') as "nonViews",
        (select count(distinct tenant_id)::int from listing_events where app_id in (select id from generated)) as tenants`,
    );
    expect(row?.sources).toBeGreaterThan(0);
    expect(row?.sourceNames).toBeGreaterThanOrEqual(4);
    expect(row?.sourcedViews).toBeLessThan(row?.views ?? 0);
    expect(row?.installSources).toBeGreaterThan(0);
    expect(row?.reasons).toBeGreaterThan(0);
    expect(row?.reasons).toBeLessThanOrEqual(row?.removed ?? 0);
    expect(row?.noted).toBeGreaterThan(0);
    expect(row?.noted).toBeLessThan(row?.reasons ?? 0);
    expect(row).toMatchObject({ hourDays: 7, hourSum: row?.lastWeek, events: row?.nonViews });
    expect(row?.firstHour).toBe(addDays(EVENTS_LAST_DAY, -6));
    expect(row?.tenants).toBeGreaterThan(1);
    const [searches] = await selectRows<{ days: number; queries: number; empty: number; found: number }>(
      first.db,
      sql`select count(distinct day)::int as days, count(distinct query)::int as queries,
        count(distinct query) filter (where empty_count = count)::int as empty,
        count(distinct query) filter (where empty_count = 0)::int as found
        from search_query_days where day between ${EVENTS_FIRST_DAY}::date and ${EVENTS_LAST_DAY}::date`,
    );
    expect(searches?.days).toBe(365);
    expect(searches?.empty).toBeGreaterThan(3);
    expect(searches?.found).toBeGreaterThan(10);
    expect(searches?.queries).toBe((searches?.empty ?? 0) + (searches?.found ?? 0));
    // Kept as the store keeps what visitors type: normalised.
    for (const [query] of GENERATED_SEARCHES) expect(normalizeSearchQuery(query)).toBe(query);
  });

  it("rolls the app rows up: each provider's and the store's rows are the sums of their apps' rows", async () => {
    for (const table of [sql`listing_event_days`, sql`listing_event_source_days`]) {
      const wrong = await selectRows<Record<string, unknown>>(
        first.db,
        sql`with apps_sum as (
            select s.scope, s.scope_id, d.day, d.kind, sum(d.count)::int as count
            from ${table} d join apps a on a.id = d.scope_id
            cross join lateral (values ('provider', a.app_provider_id), ('store', 0)) as s(scope, scope_id)
            where d.scope = 'app' group by 1, 2, 3, 4),
          kept as (select scope, scope_id, day, kind, sum(count)::int as count from ${table}
            where scope <> 'app' group by 1, 2, 3, 4)
          select * from apps_sum full join kept using (scope, scope_id, day, kind)
          where apps_sum.count is distinct from kept.count limit 5`,
      );
      expect(wrong).toEqual([]);
    }
    const [store] = await selectRows<{ app: number; provider: number; store: number }>(
      first.db,
      sql`select sum(count) filter (where scope = 'app')::int as app, sum(count) filter (where scope = 'provider')::int as provider,
        sum(count) filter (where scope = 'store')::int as store from listing_event_days`,
    );
    expect(store?.app).toBeGreaterThan(0);
    expect(store).toEqual({ app: store?.app, provider: store?.app, store: store?.app });
  });

  it("gives the largest provider 1 % of a 100,000-app catalog, and the benchmark a user of it", async () => {
    const plan = planCatalog({ apps: 100_000, installations: 1_000_000, logs: 0, seed: 1, tenants: 83_334 });
    const perProvider = new Map<number, number>();
    for (const provider of plan.providerOfApp) perProvider.set(provider, (perProvider.get(provider) ?? 0) + 1);
    const sizes = [...perProvider.values()].sort((a, b) => b - a);
    expect(perProvider.get(0)).toBe(1000);
    expect(sizes[0]).toBe(1000);
    expect(sizes[1]).toBeLessThan(1000);
    expect(perProvider.size).toBe(5000);
    const [user] = await selectRows<{ apps: number; most: number }>(
      first.db,
      sql`select (select count(*)::int from apps where app_provider_id = u.app_provider_id) as apps,
        (select max(n)::int from (select count(*) as n from apps a where ${GENERATED} group by app_provider_id) c) as most
        from provider_users u where email = ${BENCH_PROVIDER_USER.email} and password_hash is not null`,
    );
    expect(user?.apps).toBe(user?.most);
  });

  it("keeps installed and voice counts, and the rating sum and average, equal to the real rows", async () => {
    const wrong = await selectRows<{ code: string }>(
      first.db,
      sql`select code from apps a cross join lateral (
          select count(*) as voices, coalesce(sum(rating), 0) as rating_sum, count(rating) as ratings
          from user_voices v where v.app_id = a.id and v.status in ('published', 'reported')) v
        where installed_count <> (select count(*) from installations i where i.app_id = a.id)
           or voice_count <> v.voices or voice_rating_sum <> v.rating_sum or voice_rating_count <> v.ratings
           or voice_rating_average is distinct from v.rating_sum::float8 / nullif(v.ratings, 0)`,
    );
    expect(wrong).toEqual([]);
    const [rated] = await selectRows<{ apps: number; averages: number }>(
      first.db,
      sql`select count(*)::int as apps, count(distinct round(voice_rating_average::numeric, 1))::int as averages
        from apps where ${GENERATED} and voice_rating_average is not null`,
    );
    // Generated apps have rated voices whose averages differ, so a sort by rating means something.
    expect(rated?.apps).toBeGreaterThan(10);
    expect(rated?.averages).toBeGreaterThan(3);
    const [tail] = await selectRows<{ top: number; median: number }>(
      first.db,
      sql`select max(installed_count)::int as top,
        (percentile_cont(0.5) within group (order by installed_count))::int as median
        from apps where ${GENERATED} and status = 'published'`,
    );
    expect(tail?.top).toBeGreaterThan(10 * Math.max(1, tail?.median ?? 0));
  });

  it("writes content every detail page can render, as the store's writer would store it", async () => {
    const rows = await selectRows<{ code: string; content: TAppContent }>(
      first.db,
      sql`select code, content from apps where ${GENERATED}`,
    );
    expect(rows).toHaveLength(300);
    for (const row of rows) {
      const parsed = ZAppContent.parse(row.content);
      expect(parsed).toEqual(row.content);
      expect(sanitizeAppContent(parsed)).toEqual(parsed);
      expect(parsed.code).toBe(row.code);
    }
  });

  it("varies statuses, plans, providers, categories and campaigns", async () => {
    const statuses = await selectRows<{ status: string }>(
      first.db,
      sql`select distinct status from apps where ${GENERATED} order by status`,
    );
    expect(statuses.map((row) => row.status)).toEqual(["archived", "discontinued", "draft", "published", "upcoming"]);
    const [row] = await selectRows<{
      prices: number;
      providers: number;
      categories: number;
      allCategories: number;
      inCampaigns: number;
    }>(
      first.db,
      sql`select
        (select count(distinct p.price_type)::int from apps a join plans p on p.id = a.plan_id where ${GENERATED}) as prices,
        (select count(distinct app_provider_id)::int from apps where ${GENERATED}) as providers,
        (select count(distinct ac.category_id)::int from app_categories ac join apps a on a.id = ac.app_id where ${GENERATED}) as categories,
        (select count(*)::int from categories) as "allCategories",
        (select count(distinct ca.app_id)::int from campaign_apps ca join apps a on a.id = ca.app_id where ${GENERATED}) as "inCampaigns"`,
    );
    expect(row?.prices).toBe(2);
    expect(row?.providers).toBe(15);
    expect(row?.categories).toBeGreaterThanOrEqual((row?.allCategories ?? 0) - 3);
    expect(row?.inCampaigns).toBeGreaterThan(0);
  });

  it("lets the list find a generated app by the terms of its name", async () => {
    const [app] = await selectRows<{ code: string; name: string }>(
      first.db,
      sql`select code, name from apps where ${GENERATED} and status = 'published' order by installed_count desc, code limit 1`,
    );
    if (!app) throw new Error("no published generated app");
    const page = await findAppPage(first.db, {
      terms: foldSearchText(app.name).split(/\s+/),
      categoryIds: [],
      priceType: null,
      campaign: false,
      now: new Date(),
      order: "relevance",
      limit: 20,
      offset: 0,
    });
    expect(page.rows.map((row) => row.code)).toContain(app.code);
  });

  it("refuses to add a second generated catalog", async () => {
    await expect(generateCatalog(first, OPTIONS)).rejects.toThrow(GeneratorOptionsError);
  });
});
