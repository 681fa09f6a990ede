// The developer home's announcements (read marks per provider user) and the own-app list (only the
// signed-in user's provider) on a real database.
import { OWN_LIST_PER_PAGE } from "@store/domain/draft-limits";
import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedProviderAnnouncement } from "@store/db/seed/editorial";
import { createTestDb } from "@store/db/testing/test-db";
import { AppError } from "@store/domain/errors";
import type { TProviderPrincipal } from "@store/domain/principals";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMinimalDraft, seedPrincipalOf, seedProviderWithUser } from "../testing/provider-fixtures";
import { getOwnAppList } from "./get-own-app-list";
import { listAnnouncements } from "./list-announcements";
import { readAnnouncement } from "./read-announcement";

const NOW = new Date("2026-11-20T09:00:00+09:00");
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

describe("announcements to providers", () => {
  it("lists the published ones newest first; reading one marks it read for that user only", async () => {
    const older = await seedProviderAnnouncement(handle.db, {
      title: "規約の改定",
      body: "<p>改定しました。</p><script>alert(1)</script>",
      publishedAt: daysBefore(30),
    });
    const newer = await seedProviderAnnouncement(handle.db, {
      title: "審査基準の更新",
      body: "<p>更新しました。</p>",
      publishedAt: daysBefore(2),
    });
    const future = await seedProviderAnnouncement(handle.db, {
      title: "来月のお知らせ",
      body: "<p>まだです。</p>",
      publishedAt: new Date(NOW.getTime() + 86_400_000),
    });
    const { provider, principal: reader } = await seedProviderWithUser(handle.db, { name: "読む会社" });
    const colleague = await seedPrincipalOf(handle.db, provider);
    const { principal: otherProvider } = await seedProviderWithUser(handle.db, { name: "別の会社" });

    const unreadFor = async (principal: TProviderPrincipal) => {
      const home = await listAnnouncements(handle.db, principal, NOW);
      return { ids: home.announcements.map((a) => [a.id, a.unread]), unreadCount: home.unreadCount };
    };
    expect(await unreadFor(reader)).toEqual({
      ids: [
        [newer.id, true],
        [older.id, true],
      ],
      unreadCount: 2,
    });

    const read = await readAnnouncement(handle.db, reader, older.id, NOW);
    expect(read).toMatchObject({ id: older.id, title: "規約の改定", publishedAt: older.publishedAt?.toISOString() });
    expect(read.bodyHtml).toContain("改定しました。");
    expect(read.bodyHtml).not.toContain("<script");
    // Reading it again keeps it read.
    await readAnnouncement(handle.db, reader, older.id, NOW);

    expect(await unreadFor(reader)).toEqual({
      ids: [
        [newer.id, true],
        [older.id, false],
      ],
      unreadCount: 1,
    });
    expect((await unreadFor(colleague)).unreadCount).toBe(2);
    expect((await unreadFor(otherProvider)).unreadCount).toBe(2);

    for (const id of [future.id, 999_999]) {
      const error = await readAnnouncement(handle.db, reader, id, NOW).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("NOT_FOUND");
    }
    expect((await unreadFor(reader)).unreadCount).toBe(1);
  });
});

describe("the own-app list", () => {
  it("lists only the signed-in user's provider's apps and open drafts, with their change request status and a rejection's reason", async () => {
    const { provider, principal } = await seedProviderWithUser(handle.db, { name: "自社" });
    const { provider: other } = await seedProviderWithUser(handle.db, { name: "他社" });
    const published = await seedApp(handle.db, {
      code: "own-published",
      name: "自社の公開アプリ",
      integrationType: "connect",
      appProviderId: provider.id,
      updatedAt: daysBefore(5),
    });
    const upcoming = await seedApp(handle.db, {
      code: "own-upcoming",
      name: "自社の近日公開アプリ",
      integrationType: "install",
      status: "upcoming",
      appProviderId: provider.id,
      updatedAt: daysBefore(1),
    });
    const foreign = await seedApp(handle.db, {
      code: "foreign-app",
      name: "他社のアプリ",
      integrationType: "connect",
      appProviderId: other.id,
    });
    const merged = await seedMinimalDraft(handle.db, {
      name: "自社の公開アプリ",
      code: "own-published",
      appId: published.id,
      appProviderId: provider.id,
      changeRequestStatus: "approved",
      merged: true,
      updatedAt: daysBefore(20),
    });
    const openEdit = await seedMinimalDraft(handle.db, {
      name: "自社の公開アプリ（改）",
      code: "own-published",
      appId: published.id,
      appProviderId: provider.id,
      changeRequestStatus: "pending",
      updatedAt: daysBefore(3),
    });
    const newApp = await seedMinimalDraft(handle.db, {
      name: "新しいアプリ",
      code: "own-new",
      appId: null,
      appProviderId: provider.id,
      changeRequestStatus: "rejected",
      reviewComment: "ロゴの画像を差し替えてください。",
      updatedAt: daysBefore(4),
    });
    await seedMinimalDraft(handle.db, {
      name: "他社の下書き",
      code: "foreign-draft",
      appId: foreign.id,
      appProviderId: other.id,
      changeRequestStatus: "in_review",
    });

    const list = await getOwnAppList(handle.db, principal);
    expect(list.apps).toEqual([
      {
        id: upcoming.id,
        name: "自社の近日公開アプリ",
        code: "own-upcoming",
        status: "upcoming",
        updatedAt: daysBefore(1).toISOString(),
        changeRequestStatus: null,
        openDraftId: null,
      },
      {
        id: published.id,
        name: "自社の公開アプリ",
        code: "own-published",
        status: "published",
        updatedAt: daysBefore(5).toISOString(),
        changeRequestStatus: "pending",
        openDraftId: openEdit.id,
      },
    ]);
    expect(list.draftApps).toEqual([
      {
        id: openEdit.id,
        name: "自社の公開アプリ（改）",
        code: "own-published",
        updatedAt: daysBefore(3).toISOString(),
        appId: published.id,
        changeRequestStatus: "pending",
        reviewComment: null,
      },
      {
        id: newApp.id,
        name: "新しいアプリ",
        code: "own-new",
        updatedAt: daysBefore(4).toISOString(),
        appId: null,
        changeRequestStatus: "rejected",
        reviewComment: "ロゴの画像を差し替えてください。",
      },
    ]);
    expect(JSON.stringify(list)).not.toMatch(/他社|foreign/);
    expect(list.draftApps.map((d) => d.id)).not.toContain(merged.id);
  });

  it("is empty for a provider with nothing yet", async () => {
    const { principal } = await seedProviderWithUser(handle.db, { name: "新規の会社" });
    const none = { count: 0, page: 1, pages: 0, limit: OWN_LIST_PER_PAGE };
    expect(await getOwnAppList(handle.db, principal)).toEqual({
      apps: [],
      draftApps: [],
      appsPagination: none,
      draftAppsPagination: none,
    });
  });
});
