// Migration 0004 on a database that has data: apps written in columns (as the store before issue
// 10 wrote them) get the one content column, drafts in the older shape are brought to it, and the
// columns only the detail page read are gone.
import { rm } from "node:fs/promises";
import { type TAppContent, ZAppContent } from "@store/domain/schemas/app-content";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectRows, type TDbHandle } from "./client";
import { applySchemaMigrations, migrateDb } from "./migrate";
import { migrationsUpTo } from "./testing/migrations-up-to";
import { createTestDb } from "./testing/test-db";

const OLD_USAGES = [
  {
    title: "画面で見る",
    embedType: "image",
    embedId: null,
    embedUrl: null,
    body: "<p>手順</p>",
    imageUrl: "/img/u.png",
  },
  {
    title: "動画で見る",
    embedType: "wistia",
    embedId: "abc123",
    embedUrl: "https://fast.wistia.net/embed/iframe/abc123",
    body: "",
    imageUrl: null,
    imageAltText: "",
  },
];
const OLD_FEATURES = [
  { id: 1, name: "IdP", featureType: "idp" },
  { title: "自動仕訳", body: "<p>仕訳</p>", imageUrl: "/img/f.png", imageAltText: "仕訳の画面" },
  { title: "電子帳簿", body: "", imageUrl: null, imageAltText: "" },
];
const OLD_CONNECTION = {
  image: null,
  note: "注記",
  plans: ["ベーシック"],
  basicItems: [
    { suite: "氏名", targetService: "氏名", direction: "to_service" },
    { suite: "部署", targetService: "部門", direction: "both" },
  ],
  groupItems: [],
  customItems: [{ suite: "カスタム", targetService: "項目", direction: "to_suite" }],
};

describe(`migration 0004 (app content) on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let folder: string;
  const ids = { app: 0, category: [0, 0], plan: 0, tag: 0 };

  async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
    const [row] = await selectRows<T>(handle.db, query);
    if (!row) throw new Error("no row");
    return row;
  }

  beforeAll(async () => {
    handle = await createTestDb({ migrate: false });
    folder = await migrationsUpTo("0003_drafts");
    await applySchemaMigrations(handle, folder);

    // Data as the store wrote it at 0003.
    const provider = await one<{ id: number }>(
      sql`insert into app_providers (name, email) values ('移行テスト株式会社', 'm@migrate.example') returning id`,
    );
    for (const [i, name] of ["給与計算", "会計"].entries()) {
      ids.category[i] = (
        await one<{ id: number }>(sql`insert into categories (name) values (${name}) returning id`)
      ).id;
    }
    ids.plan = (
      await one<{ id: number }>(sql`insert into plans (name, price_type) values ('有料', 'paid') returning id`)
    ).id;
    ids.tag = (await one<{ id: number }>(sql`insert into tags (name) values ('給与連携') returning id`)).id;
    ids.app = (
      await one<{ id: number }>(sql`
        insert into apps (code, name, title, description, body, status, integration_type, primary_action_type,
          app_provider_id, plan_id, sso_supported, triable, url, idp_app_url, video_id, thumbnail_image, thumbnail_alt,
          logo_image, lineup_image, inquiry_action_type, inquiry_url, price, price_caption, additional_charge, help_url,
          contact_url, terms_url, demo_request_url, suite_school_url, document_url, document_eyecatch_url, service_url,
          announcement, idp_help, suite_data_help, usages, images, features, connection, supported_suite_options,
          suite_idp_url)
        values ('migrate-kaikei', '移行会計', '会計を自動で', '説明', '<p>本文</p>', 'published', 'connect', 'trial',
          ${provider.id}, ${ids.plan}, true, true, 'https://app.migrate.example/', null, 'vid123', '/img/t.png', 'サムネイル',
          '/img/apps/migrate-kaikei/logo.svg', null, 'url', 'https://migrate.example/contact', '月額 100円', '税抜', null,
          'https://help.migrate.example/', null, 'https://migrate.example/terms', null, null,
          'https://migrate.example/doc.pdf', null, 'https://migrate.example/service', 'お知らせ',
          ${JSON.stringify({ url: "https://help.migrate.example/idp", title: "IdPの設定" })}::jsonb, null,
          ${JSON.stringify(OLD_USAGES)}::jsonb,
          ${JSON.stringify([{ url: "/img/s1.png", caption: "一覧", altText: "一覧の画面" }])}::jsonb,
          ${JSON.stringify(OLD_FEATURES)}::jsonb, ${JSON.stringify(OLD_CONNECTION)}::jsonb,
          '[{"id":1,"name":"IdP","featureType":"idp"}]'::jsonb, 'https://secure.suite.example/idp')
        returning id`)
    ).id;
    await handle.db.execute(sql`insert into app_categories (app_id, category_id)
      values (${ids.app}, ${ids.category[1]}), (${ids.app}, ${ids.category[0]})`);
    await handle.db.execute(sql`insert into app_tags (app_id, tag_id) values (${ids.app}, ${ids.tag})`);
    await handle.db.execute(sql`insert into app_releases (app_id, title, url, published_at) values
      (${ids.app}, '初版', null, '2025-04-01T01:00:00Z'),
      (${ids.app}, '改定', 'https://migrate.example/r2', '2026-01-15T06:30:00.250Z')`);
    // A draft in the shape drafts had before: no item ids, no releases or help fields.
    const { releases: _r, idpAppUrl: _i, ...draftFields } = emptyOldDraft();
    await handle.db.execute(sql`insert into draft_apps (app_id, app_provider_id, name, code, content)
      values (${ids.app}, ${provider.id}, '移行会計', 'migrate-kaikei', ${JSON.stringify(draftFields)}::jsonb)`);

    await migrateDb(handle);
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("fills the content column from the app's columns, join tables and releases", async () => {
    const { content } = await one<{ content: unknown }>(sql`select content from apps where id = ${ids.app}`);
    const parsed = ZAppContent.parse(content);
    expect(parsed).toEqual(content);
    expect(parsed).toMatchObject({
      name: "移行会計",
      code: "migrate-kaikei",
      title: "会計を自動で",
      body: "<p>本文</p>",
      integrationType: "connect",
      primaryActionType: "trial",
      planId: ids.plan,
      categoryIds: [...ids.category].sort((a, b) => a - b),
      tagIds: [ids.tag],
      ssoSupported: true,
      triable: true,
      url: "https://app.migrate.example/",
      videoId: "vid123",
      inquiryActionType: "url",
      price: "月額 100円",
      termsUrl: "https://migrate.example/terms",
      documentUrl: "https://migrate.example/doc.pdf",
      serviceUrl: "https://migrate.example/service",
      announcement: "お知らせ",
      idpHelp: { url: "https://help.migrate.example/idp", title: "IdPの設定" },
      suiteDataHelp: null,
      campaign: null,
    } satisfies Partial<TAppContent>);
    expect(parsed.usages).toEqual([
      { ...OLD_USAGES[0], id: 1, imageAltText: "" },
      { ...OLD_USAGES[1], id: 2 },
    ]);
    expect(parsed.images).toEqual([{ id: 1, url: "/img/s1.png", caption: "一覧", altText: "一覧の画面" }]);
    // The typed feature is the store's supported option, not content; the rest are numbered from 1.
    expect(parsed.features.map((f) => [f.id, f.title])).toEqual([
      [1, "自動仕訳"],
      [2, "電子帳簿"],
    ]);
    expect(parsed.connection).toEqual({
      ...OLD_CONNECTION,
      basicItems: OLD_CONNECTION.basicItems.map((item, i) => ({ ...item, id: i + 1 })),
      customItems: [{ ...OLD_CONNECTION.customItems[0], id: 1 }],
    });
    expect(parsed.releases).toEqual([
      { id: 1, title: "初版", url: null, publishedAt: "2025-04-01T01:00:00.000Z" },
      { id: 2, title: "改定", url: "https://migrate.example/r2", publishedAt: "2026-01-15T06:30:00.250Z" },
    ]);
  });

  it("keeps the listed columns and the store's facts, and drops the detail-only columns", async () => {
    const columns = (
      await selectRows<{ column_name: string }>(
        handle.db,
        sql`select column_name from information_schema.columns where table_name = 'apps' and table_schema = 'public'`,
      )
    ).map((row) => row.column_name);
    for (const kept of ["code", "name", "title", "description", "plan_id", "logo_image", "supported_suite_options"]) {
      expect(columns).toContain(kept);
    }
    for (const dropped of ["body", "usages", "features", "terms_url", "document_url", "triable", "idp_help"]) {
      expect(columns).not.toContain(dropped);
    }
    expect(
      await one<{ supported_suite_options: unknown; suite_idp_url: string }>(
        sql`select supported_suite_options, suite_idp_url from apps where id = ${ids.app}`,
      ),
    ).toEqual({
      supported_suite_options: [{ id: 1, name: "IdP", featureType: "idp" }],
      suite_idp_url: "https://secure.suite.example/idp",
    });
    const nullable = await one<{ is_nullable: string }>(
      sql`select is_nullable from information_schema.columns where table_name = 'apps' and column_name = 'content'`,
    );
    expect(nullable.is_nullable).toBe("NO");
  });

  it("brings a draft of the older shape to the content shape, items numbered from 1", async () => {
    const { content } = await one<{ content: unknown }>(sql`select content from draft_apps`);
    const parsed = ZAppContent.parse(content);
    expect(parsed).toEqual(content);
    expect(parsed.usages.map((u) => u.id)).toEqual([1, 2]);
    expect(parsed.features.map((f) => f.id)).toEqual([1, 2]);
    expect(parsed.connection?.basicItems.map((item) => item.id)).toEqual([1, 2]);
    expect(parsed).toMatchObject({ releases: [], idpAppUrl: null, triable: false, title: "会計を自動で" });
  });
});

/** A draft's content as schemas/app.ts described it before issue 10. */
function emptyOldDraft() {
  return {
    name: "移行会計",
    code: "migrate-kaikei",
    title: "会計を自動で",
    description: "説明",
    body: "<p>本文</p>",
    integrationType: "connect",
    primaryActionType: "trial",
    categoryIds: [],
    planId: null,
    tagIds: [],
    ssoSupported: false,
    url: null,
    videoId: null,
    thumbnailImage: null,
    thumbnailAlt: null,
    logoImage: null,
    lineupImage: null,
    price: null,
    priceCaption: null,
    additionalCharge: null,
    helpUrl: null,
    contactUrl: null,
    termsUrl: null,
    demoRequestUrl: null,
    inquiryActionType: "form",
    inquiryUrl: null,
    documentUrl: null,
    usages: OLD_USAGES,
    images: [],
    features: OLD_FEATURES,
    connection: OLD_CONNECTION,
    releases: undefined,
    idpAppUrl: undefined,
  };
}
