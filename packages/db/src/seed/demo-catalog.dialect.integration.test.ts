import { verify } from "@node-rs/argon2";
import {
  APP_STATUSES,
  CHANGE_REQUEST_STATUSES,
  EMBED_TYPES,
  INTEGRATION_TYPES,
  PRIMARY_ACTION_TYPES,
  SURVEY_AREA_KEYS,
  TERMS_KINDS,
} from "@store/domain/enums";
import { ZSubmittableAppContent } from "@store/domain/schemas/app-content-issues";
import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { selectRows } from "../client";
import { useDemoCatalogDb } from "../testing/demo-catalog-db";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./demo/accounts";
import { DEMO_PROVIDERS } from "./demo/providers";
import { DEMO_REFERENCE_DATE } from "./demo/reference-date";
import { EXTRA_TENANTS, SUITE_DEMO_FIXTURE } from "./demo/tenants";

/** The day the running and ended campaigns are judged on. */
const TODAY = "2026-11-21T12:00:00+09:00";
const DAY = 86_400_000;

describe(`demo catalog on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  const demo = useDemoCatalogDb();

  async function rows<T>(query: SQL): Promise<T[]> {
    return selectRows<T>(demo.handle.db, query);
  }

  async function count(query: SQL): Promise<number> {
    const [row] = await rows<{ n: number | string }>(query);
    return Number(row?.n ?? 0);
  }

  async function distinct(query: SQL): Promise<string[]> {
    const values = await rows<{ v: string }>(query);
    return values.map((r) => r.v).sort();
  }

  describe("apps", () => {
    it("number at least 64, from at least 22 providers", async () => {
      expect(await count(sql`select count(*) as n from apps`)).toBeGreaterThanOrEqual(64);
      expect(await count(sql`select count(distinct app_provider_id) as n from apps`)).toBeGreaterThanOrEqual(22);
      expect(await count(sql`select count(*) as n from app_providers`)).toBe(Object.keys(DEMO_PROVIDERS).length);
    });

    it("cover every integration type, status and primary action type", async () => {
      expect(await distinct(sql`select distinct integration_type as v from apps`)).toEqual(
        [...INTEGRATION_TYPES].sort(),
      );
      expect(await distinct(sql`select distinct primary_action_type as v from apps`)).toEqual(
        [...PRIMARY_ACTION_TYPES].sort(),
      );
      const statuses = await rows<{ status: string; n: number | string }>(
        sql`select status, count(*) as n from apps group by status`,
      );
      const byStatus = new Map(statuses.map((r) => [r.status, Number(r.n)]));
      const total = [...byStatus.values()].reduce((a, b) => a + b, 0);
      expect([...byStatus.keys()].sort()).toEqual([...APP_STATUSES].sort());
      expect(byStatus.get("published")).toBeGreaterThan(total / 2);
      for (const status of APP_STATUSES.filter((s) => s !== "published")) {
        expect(byStatus.get(status), status).toBeGreaterThanOrEqual(2);
      }
    });

    it("have free and paid plans, and paid apps state a price", async () => {
      expect(
        await distinct(sql`select distinct p.price_type as v from apps a join plans p on p.id = a.plan_id`),
      ).toEqual(["free", "paid"]);
      expect(
        await count(sql`
          select count(*) as n from apps a join plans p on p.id = a.plan_id
          where p.price_type = 'paid' and a.status = 'published' and (a.content->>'price' is null or a.content->>'priceCaption' is null)`),
      ).toBe(0);
      expect(
        await count(sql`
          select count(*) as n from apps a join plans p on p.id = a.plan_id
          where p.price_type = 'paid' and a.content->>'additionalCharge' is not null`),
      ).toBeGreaterThanOrEqual(5);
    });

    it("include the data-integration app of the suite's maker", async () => {
      const [app] = await rows<{ integration_type: string; status: string; provider: string }>(sql`
        select a.integration_type, a.status, p.name as provider
        from apps a join app_providers p on p.id = a.app_provider_id where a.code = 'suite-data'`);
      expect(app).toEqual({ integration_type: "install", status: "published", provider: "HRスイート株式会社" });
      expect(await count(sql`select count(*) as n from apps where suite_data_integration_only`)).toBeGreaterThanOrEqual(
        3,
      );
    });

    it("support idp only, suite_data only, and both", async () => {
      const combos = await distinct(sql`
        select distinct (
          select string_agg(o->>'featureType', '+' order by o->>'featureType')
          from jsonb_array_elements(a.supported_suite_options) o
        ) as v
        from apps a where jsonb_array_length(a.supported_suite_options) > 0`);
      expect(combos).toEqual(["idp", "idp+suite_data", "suite_data"]);
      expect(
        await count(sql`
          select count(*) as n from apps where supported_suite_options @> '[{"featureType":"idp"}]'
          and (suite_idp_url is null or content->'idpHelp' = 'null')`),
      ).toBe(0);
      expect(
        await count(sql`
          select count(*) as n from apps where supported_suite_options @> '[{"featureType":"suite_data"}]'
          and (suite_data_url is null or content->'suiteDataHelp' = 'null')`),
      ).toBe(0);
    });

    it("include options with a subscription and a paid option that cannot be installed", async () => {
      expect(
        await count(sql`
          select count(*) as n from apps where integration_type = 'suite_option' and is_suite_option_with_subscription`),
      ).toBeGreaterThanOrEqual(1);
      expect(
        await count(sql`
          select count(*) as n from apps a join plans p on p.id = a.plan_id
          where a.integration_type = 'suite_option' and p.price_type = 'paid' and not a.installable`),
      ).toBeGreaterThanOrEqual(1);
    });

    it("share OAuth clients in at least two groups of two or three apps", async () => {
      const groups = await rows<{ n: number | string }>(sql`
        select count(*) as n from apps where oauth_client_id is not null
        group by oauth_client_id having count(*) > 1`);
      expect(groups.length).toBeGreaterThanOrEqual(2);
      for (const group of groups) expect(Number(group.n)).toBeLessThanOrEqual(3);
    });

    it("vary in terms, installability, uninstallability and SSO", async () => {
      expect(await count(sql`select count(*) as n from apps where content->>'termsUrl' is null`)).toBeGreaterThan(0);
      expect(await count(sql`select count(*) as n from apps where content->>'termsUrl' is not null`)).toBeGreaterThan(
        0,
      );
      expect(await count(sql`select count(*) as n from apps where not uninstallable`)).toBeGreaterThanOrEqual(2);
      expect(await count(sql`select count(*) as n from apps where not installable`)).toBeGreaterThanOrEqual(2);
      expect(
        await count(sql`select count(*) as n from apps where (content->>'ssoSupported')::boolean`),
      ).toBeGreaterThanOrEqual(2);
      expect(
        await count(sql`select count(*) as n from apps where not uninstallable and name like '%通勤経路%'`),
      ).toBeGreaterThanOrEqual(1);
    });

    it("use all three embed types in their usages", async () => {
      expect(
        await distinct(sql`select distinct u->>'embedType' as v from apps, jsonb_array_elements(content->'usages') u`),
      ).toEqual([...EMBED_TYPES].sort());
    });

    it("have rich content on at least ten apps", async () => {
      expect(
        await count(sql`
          select count(*) as n from apps a
          where a.content->>'body' like '%<h3>%' and a.content->'connection' <> 'null'
            and jsonb_array_length(a.content->'images') between 3 and 5
            and jsonb_array_length(a.content->'features') >= 3
            and jsonb_array_length(a.content->'usages') >= 1
            and (a.content->>'videoId' is not null or a.content->>'thumbnailImage' is not null)
            and jsonb_array_length(a.content->'releases') = (select count(*) from app_releases r where r.app_id = a.id)
            and (select count(*) from app_releases r where r.app_id = a.id) between 3 and 6
            and (select count(*) from user_voices v where v.app_id = a.id) > 0`),
      ).toBeGreaterThanOrEqual(10);
      expect(
        await count(
          sql`select count(distinct (select count(*) from user_voices v where v.app_id = a.id)) as n from apps a`,
        ),
      ).toBeGreaterThanOrEqual(5);
    });

    it("store content that passes the submission checks, items numbered 1..n, projected into the columns", async () => {
      const stored = await rows<{
        code: string;
        name: string;
        title: string;
        content: unknown;
        plan_id: number | null;
      }>(sql`select code, name, title, content, plan_id from apps`);
      for (const app of stored) {
        const content = ZSubmittableAppContent.parse(app.content);
        expect({ code: content.code, name: content.name, title: content.title, planId: content.planId }).toEqual({
          code: app.code,
          name: app.name,
          title: app.title,
          planId: app.plan_id,
        });
        const connection = content.connection;
        const lists: { id: number }[][] = [content.usages, content.images, content.features, content.releases];
        if (connection) lists.push(connection.basicItems, connection.groupItems, connection.customItems);
        for (const list of lists)
          expect(
            list.map((item) => item.id),
            app.code,
          ).toEqual(list.map((_, i) => i + 1));
      }
      expect(
        await count(sql`select count(*) as n from apps a where jsonb_array_length(a.content->'categoryIds') <>
          (select count(*) from app_categories c where c.app_id = a.id)`),
      ).toBe(0);
    });

    it("link only to .example sites, the store itself or the video and document hosts", async () => {
      const links = await distinct(sql`
        select distinct v from (
          select unnest(array[suite_idp_url, suite_data_url, logo_image, lineup_image]) as v from apps
          union all select c.value from apps, jsonb_each_text(content) c where c.key in ('url', 'idpAppUrl',
            'thumbnailImage', 'logoImage', 'lineupImage', 'inquiryUrl', 'helpUrl', 'contactUrl', 'termsUrl',
            'demoRequestUrl', 'suiteSchoolUrl', 'documentUrl', 'documentEyecatchUrl', 'serviceUrl')
          union all select content->'idpHelp'->>'url' from apps union all select content->'suiteDataHelp'->>'url' from apps
          union all select i->>'url' from apps, jsonb_array_elements(content->'images') i
          union all select f->>'imageUrl' from apps, jsonb_array_elements(content->'features') f
          union all select u->>'imageUrl' from apps, jsonb_array_elements(content->'usages') u
          union all select r->>'url' from apps, jsonb_array_elements(content->'releases') r
          union all select url from app_releases
          union all select link_url from links union all select image_url from links
          union all select hero_image_url from specials union all select image_url from campaigns
          union all select image_url from cases
        ) links where v is not null`);
      const allowed = /^(\/[a-z0-9]|https:\/\/[a-z0-9.-]+\.example(\/|$))/;
      expect(links.filter((link) => !allowed.test(link))).toEqual([]);
      const embeds = await distinct(
        sql`select distinct u->>'embedUrl' as v from apps, jsonb_array_elements(content->'usages') u where u->>'embedUrl' is not null`,
      );
      const embedHosts = /^https:\/\/(fast\.wistia\.net\/embed\/iframe|app\.box\.com\/embed\/s)\/[a-z0-9]+$/;
      expect(embeds.filter((link) => !embedHosts.test(link))).toEqual([]);
      expect(
        await count(sql`select count(*) as n from apps where logo_image <> '/img/apps/' || code || '/logo.svg'`),
      ).toBe(0);
    });

    it("are featured in positions 1 to n and published over the last three years", async () => {
      const positions = await rows<{ p: number }>(
        sql`select featured_position as p from apps where featured_position is not null order by 1`,
      );
      expect(positions.length).toBeGreaterThanOrEqual(10);
      expect(positions.map((r) => Number(r.p))).toEqual(positions.map((_, i) => i + 1));
      const [range] = await rows<{ oldest: Date | string; newest: Date | string }>(
        sql`select min(published_at) as oldest, max(published_at) as newest from apps`,
      );
      expect(new Date(range?.oldest ?? 0).getTime()).toBeGreaterThanOrEqual(
        DEMO_REFERENCE_DATE.getTime() - 3 * 366 * DAY,
      );
      expect(new Date(range?.newest ?? 0).getTime()).toBeLessThanOrEqual(DEMO_REFERENCE_DATE.getTime());
      expect(await count(sql`select count(*) as n from apps where status = 'draft' and published_at is not null`)).toBe(
        0,
      );
    });

    it("are indexed for search", async () => {
      expect(await count(sql`select count(*) as n from apps where search_text = ''`)).toBe(0);
    });
  });

  describe("categories", () => {
    it("have 11 top-level categories, one per survey area, each with 2 to 4 children", async () => {
      const tops = await rows<{ survey_area: string; children: number | string }>(sql`
        select c.survey_area, (select count(*) from categories k where k.parent_id = c.id) as children
        from categories c where c.parent_id is null`);
      expect(tops.map((t) => t.survey_area).sort()).toEqual([...SURVEY_AREA_KEYS].sort());
      for (const top of tops) {
        expect(Number(top.children), top.survey_area).toBeGreaterThanOrEqual(2);
        expect(Number(top.children), top.survey_area).toBeLessThanOrEqual(4);
      }
    });

    it("hold every app in one to three of them", async () => {
      expect(
        await count(sql`
          select count(*) as n from apps a
          where (select count(*) from app_categories ac where ac.app_id = a.id) not between 1 and 3`),
      ).toBe(0);
    });
  });

  describe("tenants and installations", () => {
    it("mirror the parent service's demo tenants, users and memberships", async () => {
      const tenants = await rows<{ id: string; subdomain: string; name: string; active: boolean }>(
        sql`select id, subdomain, name, active from tenants order by id`,
      );
      const expected = [
        ...SUITE_DEMO_FIXTURE.tenants.map(({ id, subdomain, name, active }) => ({ id, subdomain, name, active })),
        ...EXTRA_TENANTS.map((t) => ({ ...t, active: true })),
      ].sort((a, b) => a.id.localeCompare(b.id));
      expect(tenants).toEqual(expected);

      const users = await rows<{ id: string; name: string; email: string }>(
        sql`select id, name, email from users order by id`,
      );
      expect(users).toEqual(
        SUITE_DEMO_FIXTURE.users
          .map(({ id, name, email }) => ({ id, name, email }))
          .sort((a, b) => a.id.localeCompare(b.id)),
      );
      const memberships = await rows<{ user_id: string; tenant_id: string; admin: boolean }>(
        sql`select user_id, tenant_id, admin from tenant_memberships order by user_id, tenant_id`,
      );
      expect(memberships).toEqual(
        SUITE_DEMO_FIXTURE.users
          .flatMap((u) => u.memberships.map((m) => ({ user_id: u.id, tenant_id: m.tenantId, admin: m.admin })))
          .sort((a, b) => a.user_id.localeCompare(b.user_id) || a.tenant_id.localeCompare(b.tenant_id)),
      );
    });

    it("install apps in t-sakura and t-aozora, with a whole shared account in one of them", async () => {
      for (const tenant of ["t-sakura", "t-aozora"]) {
        expect(await count(sql`select count(*) as n from installations where tenant_id = ${tenant}`)).toBeGreaterThan(
          2,
        );
      }
      const complete = await count(sql`
        select count(*) as n from (
          select i.tenant_id, a.oauth_client_id from installations i join apps a on a.id = i.app_id
          where i.tenant_id in ('t-sakura', 't-aozora') and a.oauth_client_id is not null
          group by i.tenant_id, a.oauth_client_id
          having count(*) > 1
            and count(*) = (select count(*) from apps b where b.oauth_client_id = a.oauth_client_id)
        ) groups`);
      expect(complete).toBeGreaterThanOrEqual(1);
    });

    it("give apps different installed counts", async () => {
      expect(
        await count(sql`
          select count(distinct n) as n from (
            select (select count(*) from installations i where i.app_id = a.id) as n
            from apps a where a.status = 'published'
          ) counts`),
      ).toBeGreaterThanOrEqual(5);
    });

    it("log the operations of the signed-in tenants", async () => {
      expect(await count(sql`select count(*) as n from operation_logs where tenant_id = 't-sakura'`)).toBeGreaterThan(
        0,
      );
      expect(await count(sql`select count(*) as n from operation_logs where tenant_id = 't-aozora'`)).toBeGreaterThan(
        0,
      );
      expect(await count(sql`select count(*) as n from access_requests where status = 'pending'`)).toBeGreaterThan(0);
    });
  });

  describe("accounts", () => {
    it("let every demo account sign in with the demo password", async () => {
      const providerUsers = DEMO_ACCOUNTS.filter((a) => a.kind === "provider_user");
      expect(providerUsers.length).toBeGreaterThanOrEqual(3);
      for (const account of DEMO_ACCOUNTS) {
        expect(account.password).toBe(DEMO_PASSWORD);
        const table = account.kind === "operator" ? sql`operators` : sql`provider_users`;
        const [row] = await rows<{ password_hash: string }>(
          sql`select password_hash from ${table} where email = ${account.email}`,
        );
        expect(row?.password_hash, account.email).toMatch(/^\$argon2id\$/);
        expect(await verify(row?.password_hash ?? "", DEMO_PASSWORD), account.email).toBe(true);
      }
      for (const account of providerUsers) {
        const [row] = await rows<{ name: string }>(sql`
          select p.name from provider_users u join app_providers p on p.id = u.app_provider_id
          where u.email = ${account.email}`);
        expect(row?.name).toBe(account.providerName);
        expect(DEMO_PROVIDERS[account.provider].name).toBe(account.providerName);
      }
      expect(await count(sql`select count(*) as n from operators where email = 'operator@store.example'`)).toBe(1);
    });
  });

  describe("drafts", () => {
    it("cover the change-request states with content providers could submit", async () => {
      const drafts = await rows<{ status: string; app_id: number | null; content: unknown }>(
        sql`select change_request_status as status, app_id, content from draft_apps`,
      );
      const statuses = new Set(drafts.map((d) => d.status));
      for (const status of CHANGE_REQUEST_STATUSES.filter((s) => s !== "approved")) {
        expect(statuses.has(status), status).toBe(true);
      }
      expect(drafts.some((d) => d.app_id === null)).toBe(true);
      expect(drafts.some((d) => d.app_id !== null && d.status !== "approved")).toBe(true);
      for (const draft of drafts) {
        const content = ZSubmittableAppContent.parse(draft.content);
        for (const list of [content.usages, content.images, content.features, content.releases]) {
          expect(list.map((item) => item.id)).toEqual(list.map((_, i) => i + 1));
        }
      }
    });
  });

  describe("editorial content", () => {
    it("has news, pick-up links, top links, specials and cases", async () => {
      expect(await count(sql`select count(*) as n from news`)).toBeGreaterThanOrEqual(24);
      expect(
        await count(
          sql`select count(*) as n from news where published_at < ${DEMO_REFERENCE_DATE.toISOString()}::timestamptz - interval '366 days'`,
        ),
      ).toBe(0);
      expect(await count(sql`select count(*) as n from links where kind = 'pickups'`)).toBe(5);
      expect(await count(sql`select count(*) as n from links where kind = 'top_links'`)).toBe(4);
      const specials = await rows<{ n: number | string; hero: string | null }>(sql`
        select (select count(*) from special_apps sa where sa.special_id = s.id) as n, s.hero_image_url as hero
        from specials s`);
      expect(specials).toHaveLength(3);
      for (const special of specials) {
        expect(Number(special.n)).toBeGreaterThanOrEqual(4);
        expect(Number(special.n)).toBeLessThanOrEqual(8);
        expect(special.hero).toMatch(/^\/img\/banners\/[a-z0-9-]+\.svg\?t=.+&s=.+$/);
      }
      expect(
        await count(sql`
          select count(*) as n from links p
          where p.kind = 'pickups' and p.link_url like '/specials/%' and not exists (
            select 1 from specials s where p.link_url = '/specials/' || s.id)`),
      ).toBe(0);
      expect(await count(sql`select count(*) as n from cases`)).toBe(4);
      expect(
        await count(
          sql`select count(*) as n from cases c where not exists (select 1 from case_apps ca where ca.case_id = c.id)`,
        ),
      ).toBe(0);
    });

    it("has campaigns running on 2026-11-21, ended ones and a future one, each with 2 to 5 apps", async () => {
      const campaigns = await rows<{ state: string; apps: number | string }>(sql`
        select case
            when starts_at <= ${TODAY}::timestamptz and ends_at > ${TODAY}::timestamptz then 'running'
            when ends_at <= ${TODAY}::timestamptz then 'ended'
            else 'future' end as state,
          (select count(*) from campaign_apps ca where ca.campaign_id = c.id) as apps
        from campaigns c`);
      const states = campaigns.map((c) => c.state);
      expect(states.filter((s) => s === "running").length).toBeGreaterThanOrEqual(2);
      expect(states.filter((s) => s === "ended").length).toBeGreaterThanOrEqual(2);
      expect(states.filter((s) => s === "future").length).toBeGreaterThanOrEqual(1);
      for (const campaign of campaigns) {
        expect(Number(campaign.apps)).toBeGreaterThanOrEqual(2);
        expect(Number(campaign.apps)).toBeLessThanOrEqual(5);
      }
    });

    it("has terms of every kind, and past versions of the partner terms", async () => {
      expect(await distinct(sql`select distinct kind as v from terms_versions`)).toEqual([...TERMS_KINDS].sort());
      const partner = await rows<{ version: string; effective_at: Date | string; body: string }>(sql`
        select version, effective_at, body_markdown as body from terms_versions
        where kind = 'partner_terms' order by effective_at`);
      expect(partner.length).toBeGreaterThanOrEqual(3);
      for (const terms of partner) {
        expect(new Date(terms.effective_at).toISOString()).toBe(
          new Date(`${terms.version}T00:00:00+09:00`).toISOString(),
        );
        expect(terms.body).toContain("## 第1条");
      }
      expect(new Set(partner.map((t) => t.body)).size).toBe(partner.length);
      expect(await count(sql`select count(*) as n from terms_versions where body_markdown not like '%## 第3条%'`)).toBe(
        0,
      );
    });

    it("has English versions of the specials, campaigns, cases, newest news and terms, and Korean specials", async () => {
      const versioned = async (table: "specials" | "campaigns" | "cases" | "news", locale: string) =>
        count(sql`select count(*) as n from ${sql.identifier(table)} where translations->${locale}->>'title' <> ''`);
      expect(await versioned("specials", "en-us")).toBe(3);
      expect(await versioned("specials", "ko")).toBe(3);
      expect(await versioned("campaigns", "en-us")).toBe(await count(sql`select count(*) as n from campaigns`));
      expect(await versioned("cases", "en-us")).toBe(4);
      expect(await versioned("news", "en-us")).toBe(6);
      expect(
        await distinct(sql`
          select kind as v from terms_versions
          where translations->'en-us'->>'bodyHtml' like '%<h2 id="article-1-%'`),
      ).toEqual(["labs_terms", "terms"]);
    });

    it("has announcements for providers", async () => {
      expect(await count(sql`select count(*) as n from provider_announcements`)).toBe(3);
    });
  });
});
