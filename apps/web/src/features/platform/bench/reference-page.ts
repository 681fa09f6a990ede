import "server-only";
import type { TAppSummary } from "@store/domain/schemas/app";
import { paginate, type TPagination } from "@store/domain/schemas/common";
import { APP_LIST_PER_PAGE } from "@store/domain/schemas/requests";

// The benchmark's reference (bench/catalog.mjs): a page shaped and sized like one of GET /api/apps,
// made once when the module loads. Its throughput is the ceiling of a route handler on this
// machine (Next's routing, the proxy, JSON over HTTP, no database), against which the catalog's
// own routes are measured.

const BODY_PARAGRAPH =
  "<p>給与計算と勤怠管理のデータを HR Suite から読み込み、毎月の締め作業を自動化します。" +
  "Imports payroll and attendance data from the suite and closes the month without spreadsheets.</p>";

function referenceApp(n: number): TAppSummary {
  return {
    id: n,
    name: `参照アプリ ${n}`,
    code: `bench-reference-${n}`,
    categories: [
      { id: 1, name: "給与計算", count: 120 },
      { id: 2, name: "勤怠管理", count: 95 },
    ],
    description: "給与・勤怠・人事評価のデータを連携して、月次の作業を短くするクラウドサービスです。",
    title: "人事データをつなぐ連携アプリ",
    body: BODY_PARAGRAPH.repeat(2),
    plan: { id: 1, name: "無料プラン", priceType: "free", count: 300 },
    lineupImage: `/img/apps/bench-reference-${n}/lineup.svg`,
    logoImage: `/img/apps/bench-reference-${n}/logo.svg`,
    status: "published",
    isCampaign: n % 5 === 0,
    installedCount: 1000 - n,
    voiceCount: n % 7,
    voiceRating: n % 7 === 0 ? null : 3 + (n % 5) * 0.4,
    tags: [
      { id: 1, name: "給与" },
      { id: 2, name: "クラウド" },
    ],
    appProvider: { name: "ベンチマーク株式会社" },
  };
}

/** The JSON text served by GET /api/bench/reference, the same on every request. */
export const REFERENCE_PAGE_JSON: string = JSON.stringify({
  pagination: paginate(10_000, 1, APP_LIST_PER_PAGE),
  data: Array.from({ length: APP_LIST_PER_PAGE }, (_, i) => referenceApp(i + 1)),
} satisfies { pagination: TPagination; data: TAppSummary[] });
