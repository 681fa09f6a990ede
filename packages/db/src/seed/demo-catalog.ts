import type { TAppContent } from "@store/domain/schemas/app-content";
// The demo catalog: a believable store of fictional providers and apps, the parent service's demo
// tenants and users, and the store's editorial pages. Seeded once into an empty database.
import { SUITE_DATA_APP_CODE, type TAppStatus, type TIntegrationType, type TOperationType } from "@store/domain/enums";
import type { TDb } from "../client";
import { hashPassword, seedOperator } from "./accounts";
import { ensureTags, seedApp } from "./apps";
import { seedUndeliveredInvitation } from "./jobs";
import { type TContentRefs, toAppContent, validateDemoApp } from "./demo/app-content";
import { DEMO_ACCOUNTS } from "./demo/accounts";
import { DEMO_APPS } from "./demo/apps";
import { DEMO_DRAFTS } from "./demo/drafts";
import { DEMO_ANALYTICS_APP_CODE, seedDemoListingAnalytics } from "./demo/listing-analytics";
import {
  DEMO_CASES,
  DEMO_NEWS,
  DEMO_PICKUP_LINKS,
  DEMO_PROVIDER_ANNOUNCEMENTS,
  DEMO_SPECIALS,
  DEMO_TOP_LINKS,
  demoCampaignsAsOf,
  type TDemoLinkTarget,
} from "./demo/editorial";
import { demoTermsVersions, demoVersions, unmatchedDemoVersions } from "./demo/editorial-versions";
import { DEMO_PROVIDERS, type TDemoOauthClientKey, type TDemoProviderKey } from "./demo/providers";
import { DEMO_REFERENCE_DATE, daysBefore } from "./demo/reference-date";
import {
  DEMO_CATEGORIES,
  DEMO_NEWS_CATEGORIES,
  DEMO_PLANS,
  DEMO_TAGS,
  type TDemoCategoryKey,
  type TDemoPlanKey,
} from "./demo/taxonomy";
import { DEMO_TAXONOMY_NAMES } from "./demo/taxonomy-names";
import { DEMO_TERMS } from "./demo/terms";
import {
  DEMO_CLIENT,
  EXTRA_TENANT_INSTALL_COUNTS,
  EXTRA_TENANTS,
  FIXTURE_TENANT_INSTALLATIONS,
  SUITE_DEMO_FIXTURE,
  type TDemoInstallation,
} from "./demo/tenants";
import { seedDraftApp } from "./drafts";
import {
  seedCampaign,
  seedCase,
  seedNews,
  seedLink,
  seedProviderAnnouncement,
  seedSpecial,
  seedTermsVersion,
} from "./editorial";
import { demoAddon } from "./demo/scopes";
import { seedAddon, seedOauthClient, seedProvider, seedProviderUser } from "./providers";
import { seedCategory, seedNewsCategories, seedPlan, seedTagNames } from "./taxonomy";
import { seedAccessRequest, seedInstallation, seedOperationLog, seedTenant, seedTenantUser } from "./tenants";
import { userVoices, voiceReports } from "../schema/voices";

type TSeededApp = {
  id: number;
  name: string;
  status: TAppStatus;
  integrationType: TIntegrationType;
  oauthClientId: number | null;
  suiteDataIntegrationOnly: boolean;
  publishedAt: Date | null;
};

type TCatalog = TContentRefs & {
  providerId: (key: TDemoProviderKey) => number;
  app: (code: string) => TSeededApp;
};

function lookup<K, V>(map: ReadonlyMap<K, V | undefined>, what: string): (key: K) => V {
  return (key) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`demo catalog: unknown ${what} ${String(key)}`);
    return value;
  };
}

/**
 * Seeds the demo catalog. `now` places what runs for a time (the campaigns, demoCampaignsAsOf): the
 * tests seed as of the reference date, so every run sees the same data; a store seeds as of its start.
 */
export async function seedDemoCatalog(db: TDb, now: Date = DEMO_REFERENCE_DATE): Promise<void> {
  const refs = await seedDemoTaxonomy(db);
  const providers = await seedDemoProviders(db);
  const apps = await seedDemoApps(db, refs, providers);
  const catalog: TCatalog = {
    ...refs,
    providerId: lookup(providers.ids, "provider"),
    app: lookup(apps, "app"),
  };
  await seedDemoTenants(db, catalog);
  await seedDemoModerationVoices(db, catalog);
  await seedDemoAccounts(db, catalog);
  await seedDemoEditorial(db, catalog, now);
  await seedDemoDrafts(db, catalog);
  await seedDemoUndeliveredMail(db, catalog);
  await seedDemoListingAnalytics(db, catalog.app(DEMO_ANALYTICS_APP_CODE).id);
}

async function seedDemoTaxonomy(db: TDb): Promise<TContentRefs> {
  const categoryIds = new Map<TDemoCategoryKey, number>();
  for (const [position, top] of DEMO_CATEGORIES.entries()) {
    const names = DEMO_TAXONOMY_NAMES[top.name];
    const parent = await seedCategory(db, { name: top.name, surveyArea: top.key, position, names });
    categoryIds.set(top.key, parent.id);
    for (const [childPosition, child] of top.children.entries()) {
      const row = await seedCategory(db, {
        name: child.name,
        parentId: parent.id,
        position: childPosition,
        names: DEMO_TAXONOMY_NAMES[child.name],
      });
      categoryIds.set(child.key, row.id);
    }
  }
  const planIds = new Map<TDemoPlanKey, number>();
  for (const [position, plan] of DEMO_PLANS.entries()) {
    const row = await seedPlan(db, {
      name: plan.name,
      priceType: plan.priceType,
      position,
      names: DEMO_TAXONOMY_NAMES[plan.name],
    });
    planIds.set(plan.key, row.id);
  }
  const tagIdList = await ensureTags(db, [...DEMO_TAGS]);
  await seedTagNames(db, DEMO_TAXONOMY_NAMES, DEMO_TAGS);
  await seedNewsCategories(
    db,
    DEMO_NEWS_CATEGORIES.map((name) => ({ name, names: DEMO_TAXONOMY_NAMES[name] ?? {} })),
  );
  const tagIds = new Map<string, number | undefined>(DEMO_TAGS.map((name, i) => [name, tagIdList[i]]));
  return {
    categoryId: lookup(categoryIds, "category"),
    planId: lookup(planIds, "plan"),
    tagId: lookup(tagIds, "tag"),
  };
}

async function seedDemoProviders(db: TDb) {
  const ids = new Map<TDemoProviderKey, number>();
  const sharedClientIds = new Map<TDemoOauthClientKey, number>();
  for (const [key, provider] of Object.entries(DEMO_PROVIDERS) as [
    TDemoProviderKey,
    (typeof DEMO_PROVIDERS)[TDemoProviderKey],
  ][]) {
    const row = await seedProvider(db, {
      name: provider.name,
      email: `partner@${provider.domain}`,
      description: provider.description,
      address: provider.address,
      url: `https://www.${provider.domain}/`,
      awards: "awards" in provider ? [...provider.awards] : [],
    });
    ids.set(key, row.id);
    for (const client of "sharedOauthClients" in provider ? provider.sharedOauthClients : []) {
      const seeded = await seedOauthClient(db, {
        appProviderId: row.id,
        clientId: `oc_${client.key.replaceAll("-", "_")}`,
        name: client.name,
      });
      sharedClientIds.set(client.key, seeded.id);
    }
  }
  return { ids, sharedClientIds };
}

async function seedDemoApps(
  db: TDb,
  refs: TContentRefs,
  providers: Awaited<ReturnType<typeof seedDemoProviders>>,
): Promise<Map<string, TSeededApp>> {
  const seeded = new Map<string, TSeededApp>();
  for (const app of DEMO_APPS) {
    if (seeded.has(app.code)) throw new Error(`demo app ${app.code} appears twice`);
    const { content, facts } = validateDemoApp(app, refs);
    const {
      provider,
      categories,
      plan,
      tags,
      sharedOauthClient,
      publishedDaysAgo,
      releases = [],
      voices = [],
      ...columns
    } = app;
    const appProviderId = lookup(providers.ids, "provider")(provider);
    let oauthClientId: number | null = null;
    if (sharedOauthClient) {
      oauthClientId = lookup(providers.sharedClientIds, "OAuth client")(sharedOauthClient);
    } else if (app.integrationType === "connect" || app.integrationType === "adapt") {
      const client = await seedOauthClient(db, {
        appProviderId,
        clientId: `oc_${app.code.replaceAll("-", "_")}`,
        name: app.name,
      });
      oauthClientId = client.id;
    } else if (app.integrationType === "install" || app.integrationType === "suite_labs") {
      await seedAddon(db, { appProviderId, name: app.name, ...demoAddon(app) });
    }
    const publishedAt = publishedDaysAgo === null ? null : daysBefore(publishedDaysAgo);
    const lastChangeDaysAgo = Math.min(publishedDaysAgo ?? 20, ...releases.map((r) => r.daysAgo));
    const row = await seedApp(db, {
      ...columns,
      ...facts,
      usages: content.usages,
      images: content.images,
      features: content.features,
      connection: content.connection,
      // Issue 27: the OAuth client and scopes of a connect or adapt app, an add-on app's add-on (demo/scopes.ts).
      integration: content.integration,
      appProviderId,
      oauthClientId,
      planId: content.planId,
      categoryIds: content.categoryIds,
      tagNames: [...(tags ?? [])],
      publishedAt,
      createdAt: daysBefore((publishedDaysAgo ?? 20) + 14),
      updatedAt: daysBefore(lastChangeDaysAgo),
      releases: releases.map((r) => ({ title: r.title, url: r.url ?? null, publishedAt: daysBefore(r.daysAgo, 15) })),
      voices: voices.map(({ daysAgo, showCompany = true, ...voice }) => ({
        ...voice,
        showCompany,
        publishedAt: daysBefore(daysAgo, 13),
      })),
    });
    seeded.set(app.code, {
      id: row.id,
      name: row.name,
      status: row.status,
      integrationType: row.integrationType,
      oauthClientId: row.oauthClientId,
      suiteDataIntegrationOnly: row.suiteDataIntegrationOnly,
      publishedAt: row.publishedAt,
    });
  }
  return seeded;
}

async function seedDemoTenants(db: TDb, catalog: TCatalog): Promise<void> {
  for (const tenant of SUITE_DEMO_FIXTURE.tenants) {
    await seedTenant(db, { id: tenant.id, subdomain: tenant.subdomain, name: tenant.name, active: tenant.active });
  }
  for (const tenant of EXTRA_TENANTS) await seedTenant(db, tenant);
  for (const user of SUITE_DEMO_FIXTURE.users) await seedTenantUser(db, user);

  const installations = [...FIXTURE_TENANT_INSTALLATIONS, ...extraTenantInstallations(catalog)];
  checkInstallations(installations, catalog);
  for (const installation of installations) {
    const app = catalog.app(installation.code);
    const addsAddon = !(app.integrationType === "connect" || app.integrationType === "adapt");
    await seedInstallation(db, {
      tenantId: installation.tenantId,
      appId: app.id,
      installedBy: installation.installedBy,
      addonId: addsAddon ? `addon_${installation.tenantId}_${installation.code}`.replaceAll("-", "_") : null,
      installedAt: daysBefore(installation.daysAgo, 14),
    });
  }
  await seedDemoOperationHistory(db, catalog);
}

/** The first n extra tenants install an app; shared-account apps share n, so they come together. */
function extraTenantInstallations(catalog: TCatalog): TDemoInstallation[] {
  return Object.entries(EXTRA_TENANT_INSTALL_COUNTS).flatMap(([code, count]) => {
    const app = catalog.app(code);
    const publishedDaysAgo = app.publishedAt
      ? Math.floor((daysBefore(0).getTime() - app.publishedAt.getTime()) / 86_400_000)
      : 0;
    return EXTRA_TENANTS.slice(0, count).map((tenant, i) => ({
      tenantId: tenant.id,
      code,
      installedBy: `u-${tenant.id.slice(2)}-admin`,
      daysAgo: Math.min(20 + ((i * 97 + count * 41) % 300), publishedDaysAgo - 1),
    }));
  });
}

/** Installations must be possible ones: of listed apps, after publication, with their dependencies. */
function checkInstallations(installations: TDemoInstallation[], catalog: TCatalog): void {
  const byTenant = new Map<string, TDemoInstallation[]>();
  for (const installation of installations) {
    byTenant.set(installation.tenantId, [...(byTenant.get(installation.tenantId) ?? []), installation]);
    const app = catalog.app(installation.code);
    const where = `installation of ${installation.code} in ${installation.tenantId}`;
    if (app.status !== "published" && app.status !== "discontinued") throw new Error(`${where}: app is ${app.status}`);
    if (!app.publishedAt || daysBefore(installation.daysAgo) <= app.publishedAt) {
      throw new Error(`${where}: installed before the app was published`);
    }
  }
  for (const [tenantId, rows] of byTenant) {
    const codes = new Set(rows.map((r) => r.code));
    const clients = new Set(rows.map((r) => catalog.app(r.code).oauthClientId).filter((id) => id !== null));
    for (const app of DEMO_APPS) {
      const seeded = catalog.app(app.code);
      if (codes.has(app.code) && seeded.suiteDataIntegrationOnly && !codes.has(SUITE_DATA_APP_CODE)) {
        throw new Error(`${tenantId} has ${app.code} without ${SUITE_DATA_APP_CODE}`);
      }
      const sharesClient = app.sharedOauthClient !== undefined && seeded.status === "published";
      if (sharesClient && seeded.oauthClientId !== null && clients.has(seeded.oauthClientId) && !codes.has(app.code)) {
        throw new Error(`${tenantId} has part of the shared account of ${app.code} only`);
      }
    }
  }
}

function quoted(names: string[]): string {
  return names.map((name) => `「${name}」`).join("");
}

/** Operation logs and access requests of the tenants people sign in to. */
async function seedDemoOperationHistory(db: TDb, catalog: TCatalog): Promise<void> {
  const users = new Map(SUITE_DEMO_FIXTURE.users.map((u) => [u.id, u]));
  const user = lookup(users, "user");
  const log = async (
    tenantId: string,
    userId: string,
    operationType: TOperationType,
    codes: string[],
    daysAgo: number,
    message: (names: string) => string,
  ) => {
    const appNames = codes.map((code) => catalog.app(code).name);
    await seedOperationLog(db, {
      tenantId,
      appNames,
      operationType,
      suiteUserId: userId,
      email: user(userId).email,
      ipAddress: DEMO_CLIENT.ipAddresses[daysAgo % DEMO_CLIENT.ipAddresses.length] ?? "203.0.113.24",
      userAgent: DEMO_CLIENT.userAgent,
      message: message(quoted(appNames)),
      operatedAt: daysBefore(daysAgo, 14),
    });
  };

  // One operation per grant: apps of a shared account were connected together.
  const groups = new Map<string, TDemoInstallation[]>();
  for (const installation of FIXTURE_TENANT_INSTALLATIONS) {
    const app = catalog.app(installation.code);
    const key = `${installation.tenantId}/${installation.daysAgo}/${app.oauthClientId ?? installation.code}`;
    groups.set(key, [...(groups.get(key) ?? []), installation]);
  }
  const operations = [...groups.values()].sort((a, b) => (b[0]?.daysAgo ?? 0) - (a[0]?.daysAgo ?? 0));
  for (const rows of operations) {
    const [first] = rows;
    if (!first) continue;
    const codes = rows.map((r) => r.code);
    const app = catalog.app(first.code);
    if (app.integrationType === "connect" || app.integrationType === "adapt") {
      await log(first.tenantId, first.installedBy, "connect", codes, first.daysAgo, (n) => `${n}の連携を許可しました`);
    } else {
      await log(first.tenantId, first.installedBy, "install", codes, first.daysAgo, (n) => `${n}を追加しました`);
    }
  }

  // An app tried and given up, and access requests in each state.
  await log("t-aozora", "u-suzuki", "connect", ["iroha-keihi"], 500, (n) => `${n}の連携を許可しました`);
  await log("t-aozora", "u-suzuki", "disconnect", ["iroha-keihi"], 420, (n) => `${n}の連携を解除しました`);
  const request = async (
    tenantId: string,
    userId: string,
    code: string,
    requestedDaysAgo: number,
    answer?: { status: "approved" | "declined"; by: string; daysAgo: number },
  ) => {
    await seedAccessRequest(db, {
      tenantId,
      appId: catalog.app(code).id,
      suiteUserId: userId,
      name: user(userId).name,
      email: user(userId).email,
      status: answer?.status ?? "pending",
      requestedAt: daysBefore(requestedDaysAgo, 9),
      answeredAt: answer ? daysBefore(answer.daysAgo, 16) : null,
      answeredBy: answer?.by ?? null,
      seenAt: answer ? daysBefore(answer.daysAgo, 18) : null,
    });
    if (answer) {
      const type = answer.status === "approved" ? "access_request_approved" : "access_request_declined";
      const verb = answer.status === "approved" ? "承認し" : "見送り";
      const requester = user(userId).name;
      await log(
        tenantId,
        answer.by,
        type,
        [code],
        answer.daysAgo,
        (n) => `${requester}さんの${n}の利用申請を${verb}ました`,
      );
    }
  };
  await request("t-aozora", "u-yamada", "fukurou-pulse", 62, { status: "approved", by: "u-suzuki", daysAgo: 60 });
  await request("t-sakura", "u-sato", "kokonoe-counseling", 35, { status: "declined", by: "u-yamada", daysAgo: 30 });
  await request("t-sakura", "u-sato", "musubi-chat", 3);
}

/**
 * The operators' voice moderation queue (issue 28) has two voices about はるかぜ採用管理
 * (harukaze-ats), written by people of companies that installed it, with the addresses their
 * decisions are mailed to: one waiting for its first look (the checks warn of a name in it), and
 * one published voice that visitors reported (still shown and counted until an operator decides).
 */
async function seedDemoModerationVoices(db: TDb, catalog: TCatalog): Promise<void> {
  const appId = catalog.app("harukaze-ats").id;
  const author = { showCompany: true, companySize: "従業員80名", locale: "ja" as const, mailLocale: "ja" as const };
  await db.insert(userVoices).values({
    ...author,
    appId,
    tenantId: "t-ext-01",
    suiteUserId: "u-ext-01-recruiter",
    authorName: "森本 彩",
    authorEmail: "aya.morimoto@midori-seiki.example",
    industry: "製造業",
    title: "面接日程の調整がほぼ自動になりました",
    body: "面接官の予定から候補日が出るので、日程調整のメールのやりとりがほとんどなくなりました。導入のときは佐藤さんが設定を手伝ってくれました。",
    rating: 4,
    status: "pending",
    checks: [{ code: "personName", field: "text", outcome: "warning", values: { match: "佐***" } }],
    createdAt: daysBefore(2, 11),
    updatedAt: daysBefore(2, 11),
  });
  const [reported] = await db
    .insert(userVoices)
    .values({
      ...author,
      appId,
      tenantId: "t-ext-02",
      suiteUserId: "u-ext-02-hr",
      authorName: "青木 誠",
      authorEmail: "makoto.aoki@aoba-fudosan.example",
      companySize: "従業員210名",
      industry: "不動産業",
      title: "サポートの返事が遅いのが残念",
      body: "応募の取り込みは便利ですが、問い合わせへの返事に一週間かかりました。他社のほうが早いと思います。",
      rating: 2,
      status: "reported",
      publishedAt: daysBefore(12, 13),
      moderatedAt: daysBefore(12, 13),
      createdAt: daysBefore(13, 9),
      updatedAt: daysBefore(13, 9),
    })
    .returning({ id: userVoices.id });
  if (!reported) throw new Error("demo catalog: the reported voice was not written");
  await db.insert(voiceReports).values([
    {
      voiceId: reported.id,
      reason: "notGenuine",
      note: "",
      reporterKey: "demo-reporter-1",
      createdAt: daysBefore(3, 15),
    },
    {
      voiceId: reported.id,
      reason: "other",
      note: "競合の宣伝のように読めます。",
      reporterKey: "demo-reporter-2",
      createdAt: daysBefore(1, 10),
    },
  ]);
}

async function seedDemoAccounts(db: TDb, catalog: TCatalog): Promise<void> {
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({ account, passwordHash: await hashPassword(account.password) })),
  );
  for (const { account, passwordHash } of accounts) {
    if (account.kind === "operator") {
      await seedOperator(db, { name: account.name, email: account.email, passwordHash });
    } else {
      await seedProviderUser(db, {
        appProviderId: catalog.providerId(account.provider),
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        passwordHash,
      });
    }
  }
}

/**
 * A person invited to the first provider whose invitation mail bounced until its attempts ran out:
 * the operator console's failed-mail page has one to show and retry.
 */
async function seedDemoUndeliveredMail(db: TDb, catalog: TCatalog): Promise<void> {
  const user = await seedProviderUser(db, {
    appProviderId: catalog.providerId("komorebi"),
    email: "bounced-invitee@komorebi-accounting.example",
    firstName: "Nagi",
    lastName: "Mizuhara",
  });
  await seedUndeliveredInvitation(db, {
    providerUserId: user.id,
    locale: "ja",
    expiresAt: new Date(Date.now() + 7 * 86_400_000),
    lastError: "550 5.1.1 mailbox unavailable (demo)",
  });
}

function listedAppIds(catalog: TCatalog, codes: string[], where: string): number[] {
  return codes.map((code) => {
    const app = catalog.app(code);
    if (app.status !== "published") throw new Error(`${where} shows ${code}, which is ${app.status}`);
    return app.id;
  });
}

async function seedDemoEditorial(db: TDb, catalog: TCatalog, now: Date): Promise<void> {
  // The versions in other locales are found by the Japanese titles: none may name an item that is not here.
  const unmatched = unmatchedDemoVersions();
  if (unmatched.length) throw new Error(`demo versions of no item: ${unmatched.join("; ")}`);
  for (const item of DEMO_NEWS) await seedNews(db, { ...item, translations: demoVersions("news", item.title) });

  const specialIds: number[] = [];
  for (const [position, special] of DEMO_SPECIALS.entries()) {
    const { appCodes, ...columns } = special;
    const row = await seedSpecial(db, {
      ...columns,
      position,
      appIds: listedAppIds(catalog, appCodes, `special ${special.title}`),
      translations: demoVersions("specials", special.title),
    });
    specialIds.push(row.id);
  }
  const target = (link: TDemoLinkTarget): string => {
    if (typeof link === "string") return link;
    const id = specialIds[link.specialIndex];
    if (id === undefined) throw new Error(`no demo special ${link.specialIndex}`);
    return `/specials/${id}`;
  };
  for (const [position, link] of DEMO_PICKUP_LINKS.entries()) {
    await seedLink(db, "pickups", { ...link, linkUrl: target(link.linkUrl), position });
  }
  for (const [position, link] of DEMO_TOP_LINKS.entries()) {
    await seedLink(db, "top_links", { ...link, linkUrl: target(link.linkUrl), position });
  }

  for (const campaign of demoCampaignsAsOf(now)) {
    const { appCodes, ...columns } = campaign;
    await seedCampaign(db, {
      ...columns,
      appIds: listedAppIds(catalog, appCodes, `campaign ${campaign.title}`),
      translations: demoVersions("campaigns", campaign.title),
    });
  }
  for (const story of DEMO_CASES) {
    const { appCodes, ...columns } = story;
    await seedCase(db, {
      ...columns,
      appIds: listedAppIds(catalog, appCodes, `case ${story.companyName}`),
      translations: demoVersions("cases", story.title),
    });
  }
  for (const terms of DEMO_TERMS) await seedTermsVersion(db, { ...terms, translations: demoTermsVersions(terms) });
  for (const announcement of DEMO_PROVIDER_ANNOUNCEMENTS) await seedProviderAnnouncement(db, announcement);
}

async function seedDemoDrafts(db: TDb, catalog: TCatalog): Promise<void> {
  for (const draft of DEMO_DRAFTS) {
    if (draft.content.provider !== draft.provider) throw new Error(`draft ${draft.content.code} changes its provider`);
    validateDemoApp(draft.content, catalog);
    await seedDraftApp(db, {
      appId: draft.appCode === null ? null : catalog.app(draft.appCode).id,
      appProviderId: catalog.providerId(draft.provider),
      content:
        draft.appCode === null
          ? withDraftImages(toAppContent(draft.content, catalog))
          : toAppContent(draft.content, catalog),
      changeRequestStatus: draft.changeRequestStatus,
      merged: draft.merged ?? false,
      notificationEmail: draft.notificationEmail,
      loginUrl: draft.loginUrl ?? null,
      reviewComment: draft.reviewComment ?? null,
      submittedAt: draft.submittedDaysAgo === undefined ? null : daysBefore(draft.submittedDaysAgo, 17),
      reviewedAt: draft.reviewedDaysAgo === undefined ? null : daysBefore(draft.reviewedDaysAgo, 11),
      createdAt: daysBefore(draft.updatedDaysAgo + 7),
      updatedAt: daysBefore(draft.updatedDaysAgo, 17),
    });
  }
}

/**
 * A new app's draft has no app yet, so the store draws no images under its code
 * (`/img/apps/{code}/…` answers only for apps): its pictures are generated banners instead, as an
 * upload would stand in for them.
 */
function withDraftImages(content: TAppContent): TAppContent {
  const generated = /^\/img\/apps\/([a-z0-9-]+)\/(logo|lineup|screen-\d+)\.svg$/;
  const banner = (url: string | null) => {
    const match = url ? generated.exec(url) : null;
    return match ? `/img/banners/${match[1]}-${match[2]}.svg?t=${encodeURIComponent(content.name)}` : url;
  };
  return {
    ...content,
    logoImage: banner(content.logoImage),
    lineupImage: banner(content.lineupImage),
    images: content.images.map((image) => ({ ...image, url: banner(image.url) ?? image.url })),
    features: content.features.map((feature) => ({ ...feature, imageUrl: banner(feature.imageUrl) })),
    usages: content.usages.map((usage) => ({ ...usage, imageUrl: banner(usage.imageUrl) })),
  };
}
