import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedCase, seedSpecial } from "@store/db/seed/editorial";
import { seedProvider } from "@store/db/seed/providers";
import type { TAppStatus } from "@store/domain/enums";
import { createTestDb } from "@store/db/testing/test-db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCase } from "./get-case";
import { getSpecial } from "./get-special";
import { listCases } from "./list-cases";
import { listSpecials } from "./list-specials";

const NOW = new Date("2026-11-21T12:00:00+09:00");
const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY);

describe(`specials and cases on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let providerId: number;
  let serial = 0;

  beforeAll(async () => {
    handle = await createTestDb();
    providerId = (await seedProvider(handle.db, { name: "特集提供株式会社", email: "partner@special.example" })).id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function app(status: TAppStatus) {
    serial += 1;
    return seedApp(handle.db, {
      code: `editorial-app-${serial}`,
      name: `掲載アプリ${serial}`,
      integrationType: "install",
      appProviderId: providerId,
      status,
    });
  }

  describe("specials", () => {
    it("lists only published specials, counting their listed apps", async () => {
      const [published, upcoming, draft] = [await app("published"), await app("upcoming"), await app("draft")];
      const shown = await seedSpecial(handle.db, {
        title: "公開済みの特集",
        description: "説明",
        publishedAt: daysFromNow(-1),
        appIds: [published.id, upcoming.id, draft.id],
      });
      const scheduled = await seedSpecial(handle.db, {
        title: "予約中の特集",
        description: "説明",
        publishedAt: daysFromNow(1),
      });
      const unpublished = await seedSpecial(handle.db, {
        title: "非公開の特集",
        description: "説明",
        publishedAt: null,
      });
      const list = await listSpecials(handle.db, { now: NOW });
      expect(list.find((s) => s.id === shown.id)).toMatchObject({ title: "公開済みの特集", appCount: 2 });
      expect(list.map((s) => s.id)).not.toContain(scheduled.id);
      expect(list.map((s) => s.id)).not.toContain(unpublished.id);
    });

    it("shows a published special with its listed apps in the editor's order and a sanitised body", async () => {
      const [first, hidden, second] = [await app("upcoming"), await app("archived"), await app("published")];
      const special = await seedSpecial(handle.db, {
        title: "順番の特集",
        description: "説明",
        body: '<h3>見出し</h3><p onclick="x()">本文</p><script>bad()</script>',
        publishedAt: daysFromNow(-3),
        appIds: [first.id, hidden.id, second.id],
      });
      const found = await getSpecial(handle.db, { id: special.id, now: NOW });
      expect(found?.apps.map((a) => [a.code, a.status])).toEqual([
        [first.code, "upcoming"],
        [second.code, "published"],
      ]);
      expect(found?.body).toBe("<h3>見出し</h3><p>本文</p>");
      expect(found?.apps[0]?.appProvider.name).toBe("特集提供株式会社");
    });

    it("finds no unknown special and none before it is published", async () => {
      const scheduled = await seedSpecial(handle.db, {
        title: "来週の特集",
        description: "説明",
        publishedAt: daysFromNow(7),
      });
      expect(await getSpecial(handle.db, { id: scheduled.id, now: NOW })).toBeNull();
      expect(await getSpecial(handle.db, { id: scheduled.id, now: daysFromNow(7) })).not.toBeNull();
      expect(await getSpecial(handle.db, { id: 999_999, now: NOW })).toBeNull();
    });
  });

  describe("cases", () => {
    it("lists published case studies newest first with the listed apps they use", async () => {
      const [used, discontinued] = [await app("published"), await app("discontinued")];
      const older = await seedCase(handle.db, {
        companyName: "株式会社テスト工業",
        companySize: "従業員120名",
        industry: "製造業",
        title: "古い事例",
        summary: "要約",
        body: "<p>本文</p>",
        publishedAt: daysFromNow(-30),
        appIds: [used.id, discontinued.id],
      });
      const newer = await seedCase(handle.db, {
        companyName: "テスト商事株式会社",
        companySize: "従業員40名",
        industry: "卸売業",
        title: "新しい事例",
        summary: "要約",
        body: "<p>本文</p>",
        publishedAt: daysFromNow(-2),
      });
      const hidden = await seedCase(handle.db, {
        companyName: "未来株式会社",
        companySize: "従業員10名",
        industry: "小売業",
        title: "未公開の事例",
        summary: "要約",
        body: "<p>本文</p>",
        publishedAt: daysFromNow(2),
      });
      const list = await listCases(handle.db, { now: NOW });
      const ids = list.map((c) => c.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(ids).not.toContain(hidden.id);
      expect(list.find((c) => c.id === older.id)).toMatchObject({
        companyName: "株式会社テスト工業",
        companySize: "従業員120名",
        industry: "製造業",
        apps: [expect.objectContaining({ code: used.code })],
      });
    });

    it("shows one published case with its story, and nothing for an unknown or unpublished one", async () => {
      const story = await seedCase(handle.db, {
        companyName: "株式会社ストーリー",
        companySize: "従業員300名",
        industry: "サービス業",
        title: "事例の題",
        summary: "要約",
        body: '<h3>課題</h3><p>本文<img src="x" onerror="y()"></p>',
        publishedAt: daysFromNow(-5),
      });
      const draft = await seedCase(handle.db, {
        companyName: "下書き株式会社",
        companySize: "従業員5名",
        industry: "サービス業",
        title: "下書きの事例",
        summary: "要約",
        body: "<p>本文</p>",
        publishedAt: null,
      });
      expect((await getCase(handle.db, { id: story.id, now: NOW }))?.body).toBe("<h3>課題</h3><p>本文</p>");
      expect(await getCase(handle.db, { id: draft.id, now: NOW })).toBeNull();
      expect(await getCase(handle.db, { id: 999_999, now: NOW })).toBeNull();
    });
  });
});
