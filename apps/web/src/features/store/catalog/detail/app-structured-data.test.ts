import type { TAppDetail } from "@store/domain/schemas/app";
import { describe, expect, it } from "vitest";
import { appStructuredData, jsonForScript } from "./app-structured-data";

const app = {
  name: "ときわ勤怠",
  title: "勤怠をまるごとクラウドに",
  description: "打刻から給与連携まで",
  lineupImage: "/img/apps/tokiwa-kintai/lineup.svg",
  logoImage: "/img/apps/tokiwa-kintai/logo.svg",
  categories: [{ id: 1, name: "勤怠管理", count: 3 }],
  tags: [{ id: 1, name: "打刻" }],
  appProvider: { name: "株式会社ときわタイム" },
  plan: { id: 1, name: "無料", priceType: "free", count: 3 },
} as unknown as TAppDetail;

describe("app structured data", () => {
  it("describes the app as a schema.org SoftwareApplication with absolute URLs", () => {
    const data = appStructuredData(app, "https://store.example/apps/tokiwa-kintai");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SoftwareApplication",
      name: "ときわ勤怠",
      description: "打刻から給与連携まで",
      url: "https://store.example/apps/tokiwa-kintai",
      image: "https://store.example/img/apps/tokiwa-kintai/lineup.svg",
      applicationCategory: "BusinessApplication",
      publisher: { "@type": "Organization", name: "株式会社ときわタイム" },
      offers: { "@type": "Offer", price: "0", priceCurrency: "JPY" },
    });
  });

  it("states no price for a paid app, whose price is free text", () => {
    const paid = { ...app, plan: { id: 2, name: "有料", priceType: "paid", count: 1 } } as TAppDetail;
    expect(appStructuredData(paid, "https://store.example/apps/x").offers).toBeUndefined();
  });

  it("gives the users' rating of the published voices when some are rated, and none otherwise", () => {
    const voices = { count: 4, average: 13 / 3, stars: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }, locales: ["ja" as const] };
    expect(appStructuredData(app, "https://store.example/apps/x", voices).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.33,
      ratingCount: 3,
      reviewCount: 4,
      bestRating: 5,
      worstRating: 1,
    });
    const unrated = { count: 2, average: null, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, locales: [] };
    expect(appStructuredData(app, "https://store.example/apps/x", unrated).aggregateRating).toBeUndefined();
    expect(JSON.parse(jsonForScript(appStructuredData(app, "https://store.example/apps/x")))).not.toHaveProperty(
      "aggregateRating",
    );
  });

  it("cannot close its script element", () => {
    expect(jsonForScript({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
