import { createHash } from "node:crypto";
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
import { generateCatalog } from "./generate-catalog";
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
