// The large-catalog generator (issue 12): adds a reproducible, realistic catalog of generated apps,
// providers, tenants, installations, user voices, campaigns and operation logs on top of the demo
// catalog, in batches of one statement per table and one transaction per batch; then a year of
// partner analytics for the generated apps in bulk SQL (listing-events.ts), and the benchmark's
// provider user (BENCH_PROVIDER_USER). The big tables' secondary indexes are dropped for the load
// and built once at the end (bulk-loaded GIN and B-tree indexes build far faster than they grow row
// by row), then the tables are vacuumed and analyzed.
import type { TOperationType } from "@store/domain/enums";
import { sql } from "drizzle-orm";
import type { TDb, TDbHandle } from "../../client";
import { selectRows } from "../../client";
import { appContentColumns } from "../../queries/app-content";
import { buildSearchDocuments } from "../../search/search-document";
import { hashPassword } from "../accounts";
import { DEMO_CATEGORIES, type TDemoCategoryKey } from "../demo/taxonomy";
import {
  addonUrlOf,
  appFacts,
  beforeReference,
  generateApp,
  STREAM,
  type TCatalogRefs,
  type TGeneratedApp,
  type TProviderRef,
} from "./generated-apps";
import { insertJsonRows } from "./json-insert";
import { insertListingEvents, type TListingEventsReport } from "./listing-events";
import { GeneratorOptionsError, type TGeneratorOptions } from "./options";
import { allocateLongTail, createRandom, spreadIndexes } from "./random";
import {
  BRANDS,
  CAMPAIGN_TITLES,
  COMPANY_KINDS,
  COMPANY_WORDS,
  PROVIDER_FORMS,
  SUBJECTS,
  USER_AGENTS,
} from "./vocabulary";

const APP_BATCH = 1000;
const ROW_BATCH = 20_000;
/** Generated providers' mail domains end so; a database that has one already holds a generated catalog. */
const PROVIDER_DOMAIN = "catalog-gen.example";
const TENANT_PREFIX = "t-gen-";
/**
 * The benchmark's provider account: a user of the generated provider with the most apps (exactly
 * 1,000 at 100,000 apps), in generated data only (bench/README.md).
 */
export const BENCH_PROVIDER_USER = { email: "bench-partner@catalog-gen.example", password: "catalog-gen-bench-1000" };

export type TGenerateReport = {
  providers: number;
  apps: number;
  installations: number;
  voices: number;
  logs: number;
  tenants: number;
  campaigns: number;
  /** Apps whose kept counts the final check had to correct (0 when the bulk load kept them). */
  countsCorrected: number;
  /** The year of partner analytics (issue 29). */
  events: TListingEventsReport;
};

type TProgress = (message: string) => void;

/** Generates the catalog into a migrated database that holds the demo catalog (its taxonomy). */
export async function generateCatalog(
  handle: TDbHandle,
  options: TGeneratorOptions,
  progress: TProgress = () => {},
): Promise<TGenerateReport> {
  const { db } = handle;
  await refuseSecondCatalog(db);
  const refs = await readCatalogRefs(db);
  const plan = planCatalog(options);
  progress(
    `plan: ${options.apps} apps of ${plan.providerCount} providers, ${options.installations} installations over ${options.tenants} tenants, ${options.logs} logs`,
  );
  const providers = await insertProviders(db, options.seed, plan.providerCount);
  await insertBenchProviderUser(db, providers[0]);
  progress(
    `providers: ${providers.length} (the first with ${plan.flagshipApps} apps and the user ${BENCH_PROVIDER_USER.email})`,
  );
  await insertTenants(db, options.seed, options.tenants, progress);
  const deferred = await dropSecondaryIndexes(db);
  progress(`dropped ${deferred.length} secondary indexes for the load`);
  await setListedCountTriggers(db, "disable");
  try {
    return await loadCatalog(handle, options, refs, plan, providers, deferred, progress);
  } finally {
    await recreateIndexes(db, deferred, progress);
    await setListedCountTriggers(db, "enable");
  }
}

/**
 * The triggers that keep listed apps per category and plan (migration 0007) would recompute each
 * app once per row; the load turns them off and recounts everything once at the end.
 */
async function setListedCountTriggers(db: TDb, state: "enable" | "disable"): Promise<void> {
  await db.execute(sql.raw(`alter table apps ${state} trigger apps_keep_listed_counts`));
  await db.execute(sql.raw(`alter table app_categories ${state} trigger app_categories_keep_listed_counts`));
}

/** The big tables of a generated catalog: their secondary indexes wait until the load is done. */
const BULK_TABLES = [
  "apps",
  "app_categories",
  "listed_app_categories",
  "app_tags",
  "app_releases",
  "user_voices",
  "installations",
  "operation_logs",
  // Issue 29's analytics: the rollups have primary keys only; the events and reasons an index each.
  "listing_events",
  "uninstall_reasons",
  "listing_event_days",
  "listing_event_source_days",
  "listing_event_hours",
  "search_query_days",
];

type TDeferredIndex = { name: string; definition: string };

/** Drops the non-unique, non-primary indexes of the bulk tables; returns how to build them again. */
async function dropSecondaryIndexes(db: TDb): Promise<TDeferredIndex[]> {
  const indexes = await selectRows<TDeferredIndex>(
    db,
    sql`select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      where t.relnamespace = 'public'::regnamespace
        and t.relname in (${sql.join(
          BULK_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )})
        and not x.indisunique and not x.indisprimary
      order by i.relname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  return indexes;
}

async function recreateIndexes(db: TDb, indexes: TDeferredIndex[], progress: TProgress): Promise<void> {
  const started = performance.now();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  if (indexes.length) progress(`built ${indexes.length} secondary indexes in ${seconds(performance.now() - started)}`);
}

async function loadCatalog(
  handle: TDbHandle,
  options: TGeneratorOptions,
  refs: TCatalogRefs,
  plan: TCatalogPlan,
  providers: TProviderRef[],
  /** Built again (and emptied) before the final check; what is left is built by the caller. */
  deferred: TDeferredIndex[],
  progress: TProgress,
): Promise<TGenerateReport> {
  const { db } = handle;

  const listedAppIds: number[] = [];
  const installed: { name: string; count: number }[] = [];
  let installationRows = 0;
  let voiceRows = 0;
  const spent = { documents: 0, writes: 0 };
  for (let from = 0; from < options.apps; from += APP_BATCH) {
    const to = Math.min(options.apps, from + APP_BATCH);
    const generated = Array.from({ length: to - from }, (_, i) => {
      const index = from + i;
      return generateApp(options.seed, index, refs, providers[plan.providerOfApp[index] ?? 0] as TProviderRef);
    });
    let started = performance.now();
    const documents = await buildSearchDocuments(
      generated.map((app) => ({
        name: app.content.name,
        title: app.content.title,
        description: app.content.description,
        providerName: app.providerName,
        tags: app.tagNames,
        categories: app.categoryNames,
      })),
    );
    spent.documents += performance.now() - started;
    started = performance.now();
    const written = await db.transaction(async (tx) => {
      const db = tx as unknown as TDb;
      const ids = await insertApps(db, generated, documents, plan.installedCount);
      const installations = await insertInstallations(db, options, generated, ids, plan.installedCount);
      const voices = await insertVoicesAndContentRows(db, generated, ids);
      return { ids, installations, voices };
    });
    spent.writes += performance.now() - started;
    installationRows += written.installations;
    voiceRows += written.voices;
    for (const app of generated) {
      const id = written.ids.get(app.content.code) as number;
      if (app.facts.status === "published" || app.facts.status === "upcoming") listedAppIds.push(id);
      const count = plan.installedCount[app.index] ?? 0;
      if (count > 0) installed.push({ name: app.content.name, count });
    }
    progress(
      `apps: ${to}/${options.apps} (installations ${installationRows}, voices ${voiceRows}; so far ${seconds(spent.documents)} on search documents, ${seconds(spent.writes)} on writes)`,
    );
  }

  const campaigns = await insertCampaigns(db, options, listedAppIds);
  progress(`campaigns: ${campaigns}`);
  await insertOperationLogs(db, options, installed, progress);
  const eventsStarted = performance.now();
  const events = await insertListingEvents(db, {
    seed: options.seed,
    tenants: options.tenants,
    providerDomain: PROVIDER_DOMAIN,
    tenantPrefix: TENANT_PREFIX,
  });
  progress(
    `events ${events.firstDay} … ${events.lastDay} in ${seconds(performance.now() - eventsStarted)}: ${events.viewDays} view days and ${events.eventDays} other event days per app, ${events.sourceDays} source days, ${events.hours} hours, ${events.events} events, ${events.reasons} uninstall reasons, ${events.searchDays} search days; provider and store rows rolled up`,
  );
  // The kept-count check reads installations by app: the indexes first.
  await recreateIndexes(db, deferred.splice(0), progress);
  const countsCorrected = await reconcileKeptCounts(db);
  await db.execute(sql`select listed_counts_rebuild()`);
  progress(`kept counts checked (${countsCorrected} corrected); vacuuming and analyzing`);
  // Marks the pages all-visible (index-only scans) and gives the planner its statistics.
  for (const table of BULK_TABLES) await db.execute(sql.raw(`vacuum analyze "${table}"`));
  await db.execute(sql`analyze`);
  return {
    providers: providers.length,
    apps: options.apps,
    installations: installationRows,
    voices: voiceRows,
    logs: options.logs,
    tenants: options.tenants,
    campaigns,
    countsCorrected,
    events,
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function refuseSecondCatalog(db: TDb): Promise<void> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from app_providers where email like ${`%@%.${PROVIDER_DOMAIN}`}`,
  );
  if ((row?.n ?? 0) > 0) {
    throw new GeneratorOptionsError(
      "This database already holds a generated catalog; reset it (npm run db:reset) or use an empty database.",
    );
  }
}

/** Categories, plans and tags of the database (the demo catalog's, found by name). */
export async function readCatalogRefs(db: TDb): Promise<TCatalogRefs> {
  const categoryRows = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from categories order by id`,
  );
  const plans = await selectRows<{ id: number; priceType: "free" | "paid" }>(
    db,
    sql`select id, price_type as "priceType" from plans order by position, id`,
  );
  const tags = await selectRows<{ id: number; name: string }>(db, sql`select id, name from tags order by id`);
  if (categoryRows.length === 0 || tags.length === 0) {
    throw new GeneratorOptionsError("The database has no categories or tags: seed the demo catalog first.");
  }
  const idByName = new Map(categoryRows.map((row) => [row.name, row.id]));
  const categoryByKey = new Map<TDemoCategoryKey, number>();
  for (const top of DEMO_CATEGORIES) {
    for (const category of [top, ...top.children]) {
      const id = idByName.get(category.name);
      if (id !== undefined) categoryByKey.set(category.key, id);
    }
  }
  return {
    categoryByKey,
    categoryIds: categoryRows.map((row) => row.id),
    categoryNames: new Map(categoryRows.map((row) => [row.id, row.name])),
    plans,
    tags,
  };
}

type TCatalogPlan = {
  providerCount: number;
  /** The apps of the first (largest) provider. */
  flagshipApps: number;
  /** The provider (0-based) of each app. */
  providerOfApp: Int32Array;
  /** The installations of each app. */
  installedCount: Int32Array;
};

/** Who provides each app and how often each is installed: long tails, drawn from the seed. */
export function planCatalog(options: TGeneratorOptions): TCatalogPlan {
  const providerCount = Math.max(1, Math.round(options.apps / 20));
  const random = createRandom(options.seed, STREAM.providers);
  const tail = { exponent: 1, offset: 30, min: options.apps >= providerCount ? 1 : 0 };
  let perProvider = allocateLongTail(options.apps, Math.min(providerCount, Math.max(1, options.apps)), tail);
  // The largest provider owns at least 1 % of the catalog (the long tail gives it about 0.6 % at
  // 100,000 apps): exactly 1,000 of 100,000 apps, the analytics benchmark's provider.
  const flagship = Math.round(options.apps / 100);
  if (perProvider.length > 1 && (perProvider[0] ?? 0) < flagship) {
    perProvider = [flagship, ...allocateLongTail(options.apps - flagship, perProvider.length - 1, tail)];
  }
  const providerOfApp = new Int32Array(options.apps);
  const order = random.sample(
    Array.from({ length: options.apps }, (_, i) => i),
    options.apps,
  );
  let at = 0;
  perProvider.forEach((count, provider) => {
    for (let k = 0; k < count; k++) providerOfApp[order[at++] as number] = provider;
  });

  const installable = Array.from({ length: options.apps }, (_, i) => i).filter(
    (i) => appFacts(options.seed, i).installable,
  );
  if (options.installations > installable.length * options.tenants) {
    throw new GeneratorOptionsError(
      `${options.installations} installations do not fit: ${installable.length} installable apps × ${options.tenants} tenants allow ${installable.length * options.tenants} (raise --tenants or --apps)`,
    );
  }
  const ranked = createRandom(options.seed, STREAM.installs).sample(installable, installable.length);
  const counts = allocateLongTail(options.installations, ranked.length, {
    exponent: 1,
    offset: 2,
    cap: options.tenants,
  });
  const installedCount = new Int32Array(options.apps);
  ranked.forEach((appIndex, rank) => {
    installedCount[appIndex] = counts[rank] ?? 0;
  });
  return { providerCount, flagshipApps: perProvider[0] ?? 0, providerOfApp, installedCount };
}

async function insertProviders(db: TDb, seed: number, count: number): Promise<TProviderRef[]> {
  const random = createRandom(seed, STREAM.providers, 1);
  const rows = Array.from({ length: count }, (_, j) => {
    const brand = BRANDS[Math.floor(j / PROVIDER_FORMS.length) % BRANDS.length] ?? { text: "", slug: "" };
    const word = Math.floor(j / (PROVIDER_FORMS.length * BRANDS.length));
    const prefix = word === 0 ? "" : (COMPANY_WORDS[(word - 1) % COMPANY_WORDS.length] ?? "");
    const form = PROVIDER_FORMS[j % PROVIDER_FORMS.length] ?? "{b}";
    const domain = `${brand.slug}${j}.${PROVIDER_DOMAIN}`;
    const subject = random.pick(SUBJECTS);
    return {
      name: form.replace("{b}", prefix + brand.text),
      description: `${subject.ja}を中心に、人事・労務のクラウドサービスを開発しています。`,
      address: `東京都千代田区丸の内${(j % 3) + 1}-${(j % 9) + 1}-${(j % 20) + 1}`,
      url: `https://www.${domain}/`,
      email: `partner@${domain}`,
    };
  });
  const providers: TProviderRef[] = [];
  for (let from = 0; from < rows.length; from += ROW_BATCH) {
    const batch = rows.slice(from, from + ROW_BATCH);
    const ids = await insertJsonRows<{ id: number; email: string }>(
      db,
      "app_providers",
      [
        ["name", "text"],
        ["description", "text"],
        ["address", "text"],
        ["url", "text"],
        ["email", "text"],
      ],
      batch,
      ["id", "email"],
    );
    const idByEmail = new Map(ids.map((row) => [row.email, row.id]));
    for (const row of batch) {
      providers.push({ id: idByEmail.get(row.email) as number, name: row.name, domain: row.email.split("@")[1] ?? "" });
    }
  }
  return providers;
}

/** The benchmark's sign-in (BENCH_PROVIDER_USER) as a user of the largest generated provider. */
async function insertBenchProviderUser(db: TDb, provider: TProviderRef | undefined): Promise<void> {
  if (!provider) return;
  const { email, password } = BENCH_PROVIDER_USER;
  await insertJsonRows(
    db,
    "provider_users",
    [
      ["app_provider_id", "int"],
      ["email", "text"],
      ["uid", "text"],
      ["provider", "text"],
      ["password_hash", "text"],
      ["first_name", "text"],
      ["last_name", "text"],
    ],
    [
      {
        app_provider_id: provider.id,
        email,
        uid: email,
        provider: "email",
        password_hash: await hashPassword(password),
        first_name: "Bench",
        last_name: "Partner",
      },
    ],
  );
}

function tenantId(k: number): string {
  return `${TENANT_PREFIX}${k}`;
}

async function insertTenants(db: TDb, seed: number, count: number, progress: TProgress): Promise<void> {
  const random = createRandom(seed, STREAM.installs, 1);
  for (let from = 0; from < count; from += ROW_BATCH) {
    const rows = Array.from({ length: Math.min(ROW_BATCH, count - from) }, (_, i) => {
      const k = from + i;
      return {
        id: tenantId(k),
        subdomain: `gen${k}`,
        name: `株式会社${random.pick(COMPANY_WORDS)}${random.pick(COMPANY_KINDS)}`,
        active: k % 50 !== 49,
      };
    });
    await insertJsonRows(
      db,
      "tenants",
      [
        ["id", "text"],
        ["subdomain", "text"],
        ["name", "text"],
        ["active", "boolean"],
      ],
      rows,
    );
  }
  progress(`tenants: ${count}`);
}

/** The apps rows (with their OAuth clients), their kept counts as planned; returns ids by code. */
async function insertApps(
  db: TDb,
  apps: TGeneratedApp[],
  documents: { searchText: string; searchGrams: string[] }[],
  installedCount: Int32Array,
): Promise<Map<string, number>> {
  const clientApps = apps.filter(
    (app) => app.facts.integrationType === "connect" || app.facts.integrationType === "adapt",
  );
  const clients = await insertJsonRows<{ id: number; client_id: string }>(
    db,
    "oauth_clients",
    [
      ["app_provider_id", "int"],
      ["client_id", "text"],
      ["name", "text"],
    ],
    clientApps.map((app) => ({
      app_provider_id: app.providerId,
      client_id: `oc_${app.content.code.replaceAll("-", "_")}`,
      name: app.content.name,
    })),
    ["id", "client_id"],
  );
  const clientId = new Map(clients.map((row) => [row.client_id, row.id]));
  // Each add-on app's add-on, known to the store without a registration (as the demo's are).
  await insertJsonRows(
    db,
    "addon_registrations",
    [
      ["app_provider_id", "int"],
      ["addon_key", "text"],
      ["name", "text"],
      ["addon_url", "text"],
    ],
    apps.flatMap((app) =>
      app.content.integration.addonKey
        ? [
            {
              app_provider_id: app.providerId,
              addon_key: app.content.integration.addonKey,
              name: app.content.name,
              addon_url: addonUrlOf(app.content.code),
            },
          ]
        : [],
    ),
  );
  const rows = apps.map((app, i) => {
    const columns = appContentColumns(app.content);
    return {
      content: app.content,
      code: columns.code,
      name: columns.name,
      title: columns.title,
      description: columns.description,
      integration_type: columns.integrationType,
      primary_action_type: columns.primaryActionType,
      plan_id: app.content.planId,
      logo_image: columns.logoImage,
      lineup_image: columns.lineupImage,
      search_text: documents[i]?.searchText ?? "",
      search_grams: documents[i]?.searchGrams ?? [],
      status: app.facts.status,
      app_provider_id: app.providerId,
      oauth_client_id: clientId.get(`oc_${app.content.code.replaceAll("-", "_")}`) ?? null,
      featured_position: app.facts.featured ? 1000 + app.index : null,
      published_at: app.publishedAt,
      created_at: app.createdAt,
      updated_at: app.updatedAt,
      installed_count: installedCount[app.index] ?? 0,
      ...voiceCounts(app),
    };
  });
  const ids = await insertJsonRows<{ id: number; code: string }>(
    db,
    "apps",
    [
      ["content", "jsonb"],
      ["code", "text"],
      ["name", "text"],
      ["title", "text"],
      ["description", "text"],
      ["integration_type", "text"],
      ["primary_action_type", "text"],
      ["plan_id", "int"],
      ["logo_image", "text"],
      ["lineup_image", "text"],
      ["search_text", "text"],
      ["search_grams", "text[]"],
      ["status", "text"],
      ["app_provider_id", "int"],
      ["oauth_client_id", "int"],
      ["featured_position", "int"],
      ["published_at", "timestamptz"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
      ["installed_count", "int"],
      ["voice_count", "int"],
      ["voice_rating_sum", "int"],
      ["voice_rating_count", "int"],
      ["voice_rating_average", "float8"],
    ],
    rows,
    ["id", "code"],
  );
  return new Map(ids.map((row) => [row.code, row.id]));
}

/** The kept voice counts of an app row, as the trigger of migration 0023 would leave them. */
function voiceCounts(app: TGeneratedApp) {
  const sum = app.voices.reduce((total, voice) => total + voice.rating, 0);
  return {
    voice_count: app.voices.length,
    voice_rating_sum: sum,
    voice_rating_count: app.voices.length,
    voice_rating_average: app.voices.length > 0 ? sum / app.voices.length : null,
  };
}

/**
 * Runs `insert` with the kept-count triggers of installations and user voices off: the apps rows
 * were written with their planned counts, so firing them would count twice (and update each app
 * row once per row). In the caller's transaction, so a failed batch leaves the triggers on.
 */
async function withoutCountTriggers<T>(db: TDb, insert: () => Promise<T>): Promise<T> {
  await db.execute(sql`alter table installations disable trigger installations_keep_count`);
  await db.execute(sql`alter table user_voices disable trigger user_voices_keep_count`);
  const result = await insert();
  await db.execute(sql`alter table installations enable trigger installations_keep_count`);
  await db.execute(sql`alter table user_voices enable trigger user_voices_keep_count`);
  return result;
}

async function insertInstallations(
  db: TDb,
  options: TGeneratorOptions,
  apps: TGeneratedApp[],
  ids: Map<string, number>,
  installedCount: Int32Array,
): Promise<number> {
  let pending: Record<string, unknown>[] = [];
  let total = 0;
  const flush = async () => {
    await insertJsonRows(
      db,
      "installations",
      [
        ["tenant_id", "text"],
        ["app_id", "int"],
        ["addon_id", "text"],
        ["installed_by", "text"],
        ["installed_at", "timestamptz"],
      ],
      pending,
    );
    total += pending.length;
    pending = [];
  };
  await withoutCountTriggers(db, async () => {
    for (const app of apps) {
      const count = installedCount[app.index] ?? 0;
      if (count === 0) continue;
      const random = createRandom(options.seed, STREAM.installs, 2, app.index);
      const addsAddon = app.facts.integrationType !== "connect" && app.facts.integrationType !== "adapt";
      const days = Math.max(1, (app.facts.publishedDaysAgo ?? 2) - 1);
      for (const k of spreadIndexes(random, options.tenants, count)) {
        const tenant = tenantId(k);
        pending.push({
          tenant_id: tenant,
          app_id: ids.get(app.content.code),
          addon_id: addsAddon ? `addon_${tenant}_${app.content.code}`.replaceAll("-", "_") : null,
          installed_by: `u-${tenant}-admin`,
          installed_at: beforeReference(random.int(days), random.int(24)),
        });
        if (pending.length >= ROW_BATCH) await flush();
      }
    }
    if (pending.length) await flush();
  });
  return total;
}

/** Categories, tags, the release feed and the published user voices of the batch's apps. */
async function insertVoicesAndContentRows(db: TDb, apps: TGeneratedApp[], ids: Map<string, number>): Promise<number> {
  const idOf = (app: TGeneratedApp) => ids.get(app.content.code) as number;
  await insertJsonRows(
    db,
    "app_categories",
    [
      ["app_id", "int"],
      ["category_id", "int"],
    ],
    apps.flatMap((app) => app.content.categoryIds.map((category_id) => ({ app_id: idOf(app), category_id }))),
  );
  await insertJsonRows(
    db,
    "app_tags",
    [
      ["app_id", "int"],
      ["tag_id", "int"],
    ],
    apps.flatMap((app) => app.content.tagIds.map((tag_id) => ({ app_id: idOf(app), tag_id }))),
  );
  await insertJsonRows(
    db,
    "app_releases",
    [
      ["app_id", "int"],
      ["title", "text"],
      ["url", "text"],
      ["published_at", "timestamptz"],
    ],
    apps.flatMap((app) =>
      app.content.releases.map((release) => ({
        app_id: idOf(app),
        title: release.title,
        url: release.url,
        published_at: release.publishedAt,
      })),
    ),
  );
  const voices = apps.flatMap((app) =>
    app.voices.map((voice) => ({
      app_id: idOf(app),
      author_name: voice.authorName,
      title: voice.title,
      body: voice.body,
      rating: voice.rating,
      locale: voice.locale ?? "ja",
      status: "published",
      show_company: voice.showCompany ?? true,
      show_name: voice.showName ?? false,
      company_size: voice.companySize,
      industry: voice.industry,
      published_at: voice.publishedAt,
      created_at: voice.publishedAt,
      updated_at: voice.publishedAt,
    })),
  );
  await withoutCountTriggers(db, () =>
    insertJsonRows(
      db,
      "user_voices",
      [
        ["app_id", "int"],
        ["author_name", "text"],
        ["title", "text"],
        ["body", "text"],
        ["rating", "int2"],
        ["locale", "text"],
        ["status", "text"],
        ["show_company", "bool"],
        ["show_name", "bool"],
        ["company_size", "text"],
        ["industry", "text"],
        ["published_at", "timestamptz"],
        ["created_at", "timestamptz"],
        ["updated_at", "timestamptz"],
      ],
      voices,
    ),
  );
  return voices.length;
}

/** Running and ended campaigns, each with some listed generated apps. */
async function insertCampaigns(db: TDb, options: TGeneratorOptions, listedAppIds: number[]): Promise<number> {
  if (listedAppIds.length === 0) return 0;
  const random = createRandom(options.seed, STREAM.campaigns);
  const count = Math.min(40, Math.max(2, Math.round(options.apps / 2500)));
  for (let c = 0; c < count; c++) {
    const running = c % 2 === 0;
    const subject = random.pick(SUBJECTS);
    const startsAt = running ? beforeReference(random.between(10, 60)) : beforeReference(random.between(200, 700));
    const endsAt = running
      ? beforeReference(-random.between(400, 900))
      : new Date(startsAt.getTime() + random.between(30, 120) * 86_400_000);
    const [campaign] = await insertJsonRows<{ id: number }>(
      db,
      "campaigns",
      [
        ["title", "text"],
        ["description", "text"],
        ["benefits", "text"],
        ["conditions", "text"],
        ["starts_at", "timestamptz"],
        ["ends_at", "timestamptz"],
        ["published_at", "timestamptz"],
      ],
      [
        {
          title: random.pick(CAMPAIGN_TITLES).replace("{s}", subject.ja),
          description: `${subject.ja}のアプリを、お得に始められます。`,
          benefits: "期間中にお申し込みいただくと、初期費用が無料になります。",
          conditions: "キャンペーン期間中に新規でお申し込みいただいた法人が対象です。",
          starts_at: startsAt,
          ends_at: endsAt,
          published_at: startsAt,
        },
      ],
      ["id"],
    );
    const appIds = random.sample(listedAppIds, random.between(3, 30));
    await insertJsonRows(
      db,
      "campaign_apps",
      [
        ["campaign_id", "int"],
        ["app_id", "int"],
      ],
      appIds.map((app_id) => ({ campaign_id: campaign?.id, app_id })),
    );
  }
  return count;
}

const LOG_TYPES = {
  install: 30,
  connect: 30,
  uninstall: 10,
  disconnect: 10,
  access_request_approved: 12,
  access_request_declined: 8,
  app_policy_any: 0,
  app_policy_allow_list: 0,
  app_policy_none: 0,
  app_allowed: 0,
  app_disallowed: 0,
  app_blocked: 0,
  app_unblocked: 0,
  scopes_approved: 0,
  scopes_kept: 0,
} satisfies Record<TOperationType, number>;

const LOG_MESSAGES: Record<TOperationType, (names: string) => string> = {
  install: (n) => `${n}を追加しました`,
  connect: (n) => `${n}の連携を許可しました`,
  uninstall: (n) => `${n}を削除しました`,
  disconnect: (n) => `${n}の連携を解除しました`,
  access_request_approved: (n) => `${n}の利用申請を承認しました`,
  access_request_declined: (n) => `${n}の利用申請を見送りました`,
  app_policy_any: () => "利用申請ポリシーを「すべてのアプリを申請できる」に変更しました",
  app_policy_allow_list: () => "利用申請ポリシーを「許可リストのアプリだけ申請できる」に変更しました",
  app_policy_none: () => "利用申請ポリシーを「申請できない」に変更しました",
  app_allowed: (n) => `${n}を許可リストに追加しました`,
  app_disallowed: (n) => `${n}を許可リストから外しました`,
  app_blocked: (n) => `${n}の利用申請をブロックしました`,
  app_unblocked: (n) => `${n}のブロックを解除しました`,
  scopes_approved: (n) => `${n}の追加の権限を許可しました`,
  scopes_kept: (n) => `${n}の追加の権限を許可せず、これまでの権限のままにしました`,
};

/** Operation logs over the tenants, each about an app picked as often as it is installed. */
async function insertOperationLogs(
  db: TDb,
  options: TGeneratorOptions,
  installed: { name: string; count: number }[],
  progress: TProgress,
): Promise<void> {
  if (options.logs === 0) return;
  const names = installed.length ? installed.map((app) => app.name) : ["HR Suite"];
  const cumulative = new Float64Array(names.length);
  let sum = 0;
  names.forEach((_, i) => {
    sum += installed[i]?.count ?? 1;
    cumulative[i] = sum;
  });
  const pickApp = (x: number) => {
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return names[lo] as string;
  };
  const random = createRandom(options.seed, STREAM.logs);
  for (let from = 0; from < options.logs; from += ROW_BATCH) {
    const rows = Array.from({ length: Math.min(ROW_BATCH, options.logs - from) }, () => {
      const tenant = tenantId(random.int(options.tenants));
      const type = random.weighted(LOG_TYPES);
      const appNames = [pickApp(random.next() * sum)];
      return {
        tenant_id: tenant,
        app_names: appNames,
        operation_type: type,
        suite_user_id: `u-${tenant}-admin`,
        email: `admin@${tenant}.example`,
        ip_address: `203.0.113.${random.between(1, 254)}`,
        user_agent: random.pick(USER_AGENTS),
        message: LOG_MESSAGES[type](appNames.map((name) => `「${name}」`).join("")),
        operated_at: beforeReference(random.int(730), random.int(24)),
      };
    });
    await insertJsonRows(
      db,
      "operation_logs",
      [
        ["tenant_id", "text"],
        ["app_names", "jsonb"],
        ["operation_type", "text"],
        ["suite_user_id", "text"],
        ["email", "text"],
        ["ip_address", "text"],
        ["user_agent", "text"],
        ["message", "text"],
        ["operated_at", "timestamptz"],
      ],
      rows,
    );
    progress(`logs: ${Math.min(options.logs, from + ROW_BATCH)}/${options.logs}`);
  }
}

/**
 * Sets every app's kept counts to the true counts where they differ (none, when the bulk load
 * planned them right): the end state never depends on the plan being right. Returns how many.
 */
async function reconcileKeptCounts(db: TDb): Promise<number> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`with truth as (
      select a.id,
        (select count(*) from installations i where i.app_id = a.id)::int as installed,
        v.voices, v.rating_sum, v.ratings, v.rating_sum::float8 / nullif(v.ratings, 0) as average
      from apps a cross join lateral (
        select count(*)::int as voices, coalesce(sum(rating), 0)::int as rating_sum, count(rating)::int as ratings
        from user_voices where app_id = a.id and status in ('published', 'reported')) v)
    update apps set installed_count = truth.installed, voice_count = truth.voices,
      voice_rating_sum = truth.rating_sum, voice_rating_count = truth.ratings, voice_rating_average = truth.average
    from truth
    where apps.id = truth.id and (apps.installed_count <> truth.installed or apps.voice_count <> truth.voices
      or apps.voice_rating_sum <> truth.rating_sum or apps.voice_rating_count <> truth.ratings
      or apps.voice_rating_average is distinct from truth.average)
    returning apps.id`,
  );
  return rows.length;
}
