import type { TDbHandle } from "@store/db/client";
import { seedApp } from "@store/db/seed/apps";
import { seedCampaign } from "@store/db/seed/editorial";
import { seedProvider } from "@store/db/seed/providers";
import type { TAppStatus } from "@store/domain/enums";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "@store/db/testing/test-db";
import { listRunningCampaigns } from "./list-campaigns";

const jst = (moment: string) => new Date(`${moment}+09:00`);
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

describe(`campaign date windows on ${process.env.TEST_DB_DRIVER ?? "pglite"}`, () => {
  let handle: TDbHandle;
  let providerId: number;
  let serial = 0;

  beforeAll(async () => {
    handle = await createTestDb();
    providerId = (await seedProvider(handle.db, { name: "テスト提供株式会社", email: "partner@test.example" })).id;
  });

  afterAll(async () => {
    await handle?.close();
  });

  async function campaign(startsAt: Date, endsAt: Date, appIds: number[] = []) {
    serial += 1;
    return seedCampaign(handle.db, {
      title: `キャンペーン${serial}`,
      description: "説明",
      benefits: "初期費用0円",
      conditions: "新規のお申し込み",
      startsAt,
      endsAt,
      appIds,
    });
  }

  async function app(status: TAppStatus) {
    serial += 1;
    return seedApp(handle.db, {
      code: `campaign-app-${serial}`,
      name: `アプリ${serial}`,
      description: `アプリ${serial}の説明`,
      integrationType: "connect",
      appProviderId: providerId,
      status,
    });
  }

  async function runningIds(now: Date) {
    return (await listRunningCampaigns(handle.db, { now })).map((c) => c.id);
  }

  it("lists a running campaign and leaves out ended and future ones", async () => {
    const now = jst("2031-06-15T12:00:00");
    const running = await campaign(jst("2031-06-01T00:00:00"), jst("2031-07-01T00:00:00"));
    const ended = await campaign(jst("2031-05-01T00:00:00"), jst("2031-06-01T00:00:00"));
    const future = await campaign(jst("2031-07-01T00:00:00"), jst("2031-08-01T00:00:00"));
    const ids = await runningIds(now);
    expect(ids).toContain(running.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(future.id);
  });

  it("runs from startsAt inclusive to endsAt exclusive", async () => {
    const startsAt = jst("2032-03-01T00:00:00");
    const endsAt = jst("2032-04-01T00:00:00");
    const { id } = await campaign(startsAt, endsAt);
    expect(await runningIds(ms(startsAt, -1))).not.toContain(id);
    expect(await runningIds(startsAt)).toContain(id);
    expect(await runningIds(ms(endsAt, -1))).toContain(id);
    expect(await runningIds(endsAt)).not.toContain(id);
  });

  it("orders running campaigns by the soonest end", async () => {
    const now = jst("2033-01-10T00:00:00");
    const later = await campaign(jst("2033-01-01T00:00:00"), jst("2033-03-01T00:00:00"));
    const sooner = await campaign(jst("2033-01-05T00:00:00"), jst("2033-02-01T00:00:00"));
    const ids = await runningIds(now);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
  });

  it("gives each campaign its period, benefits and listed apps only", async () => {
    const published = await app("published");
    const upcoming = await app("upcoming");
    const draft = await app("draft");
    const discontinued = await app("discontinued");
    const startsAt = jst("2034-01-01T00:00:00");
    const endsAt = jst("2034-02-01T00:00:00");
    const { id } = await campaign(startsAt, endsAt, [published.id, upcoming.id, draft.id, discontinued.id]);
    const found = (await listRunningCampaigns(handle.db, { now: jst("2034-01-15T00:00:00") })).find((c) => c.id === id);
    expect(found).toMatchObject({
      benefits: "初期費用0円",
      conditions: "新規のお申し込み",
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
    });
    expect(found?.apps.map((a) => a.code).sort()).toEqual([published.code, upcoming.code].sort());
    expect(found?.apps.find((a) => a.code === published.code)).toEqual({
      id: published.id,
      code: published.code,
      name: published.name,
      description: published.description,
      logoImage: `/img/apps/${published.code}/logo.svg`,
      status: "published",
      appProvider: { name: "テスト提供株式会社" },
      // The provider's card translations, which the public reads apply and drop (withLocalizedApps).
      cardTranslations: {},
    });
  });
});
