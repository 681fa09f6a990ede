import fixture from "../../../fixtures/suite-demo.json" with { type: "json" };

/** The parent service's demo tenants and users, exactly as the stand-in (apps/suite) serves them. */
export const SUITE_DEMO_FIXTURE = fixture;

/**
 * Companies that exist only in the store's database: nobody signs in as them, but their
 * installations make the apps' installed counts differ as in a real store.
 */
export const EXTRA_TENANTS = [
  { id: "t-ext-01", subdomain: "midori-seiki", name: "株式会社みどり精機" },
  { id: "t-ext-02", subdomain: "aoba-fudosan", name: "あおば不動産株式会社" },
  { id: "t-ext-03", subdomain: "hibiki-systems", name: "株式会社ひびきシステムズ" },
  { id: "t-ext-04", subdomain: "koharu-kai", name: "医療法人こはる会" },
  { id: "t-ext-05", subdomain: "tsubaki-foods", name: "株式会社つばき食品" },
  { id: "t-ext-06", subdomain: "yamanami-unyu", name: "やまなみ運輸株式会社" },
  { id: "t-ext-07", subdomain: "shirakaba-sekkei", name: "株式会社しらかば設計" },
  { id: "t-ext-08", subdomain: "nagisa-hotels", name: "株式会社なぎさホテルズ" },
  { id: "t-ext-09", subdomain: "inaho-nousan", name: "株式会社いなほ農産" },
  { id: "t-ext-10", subdomain: "kotone-shuppan", name: "ことね出版株式会社" },
] as const;

export type TDemoInstallation = { tenantId: string; code: string; installedBy: string; daysAgo: number };

function installedBy(tenantId: string, userId: string, rows: readonly [code: string, daysAgo: number][]) {
  return rows.map(([code, daysAgo]): TDemoInstallation => ({ tenantId, code, installedBy: userId, daysAgo }));
}

/** Installations of the tenants people sign in to. Shared-account apps are installed together. */
export const FIXTURE_TENANT_INSTALLATIONS: TDemoInstallation[] = [
  ...installedBy("t-sakura", "u-yamada", [
    ["tokiwa-kintai-classic", 1000],
    ["suite-data", 900],
    ["suite-option-payroll", 800],
    ["komorebi-kaikei", 700],
    ["komorebi-kyuyo", 700],
    ["komorebi-keihi", 700],
    ["tokiwa-kintai", 650],
    ["michishirube-route", 600],
    ["amatsuboshi-anpi", 500],
    ["suite-labs-org-chart", 300],
    ["tomoshibi-hyoka", 120],
  ]),
  ...installedBy("t-aozora", "u-suzuki", [
    ["musubi-chat", 400],
    ["musubi-calendar", 400],
    ["harukaze-ats", 350],
    ["kokonoe-stresscheck", 300],
    ["seseragi-workflow", 250],
    ["tokiwa-overtime", 200],
    ["kurogane-sso", 150],
    ["fukurou-pulse", 60],
  ]),
];

/** How many of the extra tenants (the first n) have each app installed. */
export const EXTRA_TENANT_INSTALL_COUNTS: Record<string, number> = {
  "tokiwa-kintai": 10,
  "asagi-payroll": 9,
  "amatsuboshi-anpi": 8,
  "suite-data": 7,
  "kokonoe-stresscheck": 7,
  "komorebi-kaikei": 6,
  "komorebi-kyuyo": 6,
  "komorebi-keihi": 6,
  "seseragi-workflow": 6,
  "harukaze-ats": 5,
  "asagi-nenmatsu": 5,
  "musubi-chat": 4,
  "musubi-calendar": 4,
  "suzuran-kenshin": 4,
  "fukurou-pulse": 3,
  "iroha-keihi": 3,
  "michishirube-route": 3,
  "manabi-elearning": 2,
  "akebono-shift": 5,
  "kurogane-sso": 2,
  "suite-labs-ai-assistant": 2,
  "tomoshibi-hyoka": 2,
  "kogane-skillmap": 1,
  "hinata-tekisei": 3,
  "minamo-onboarding": 3,
  "amatsuboshi-renraku": 5,
};

export const DEMO_CLIENT = {
  ipAddresses: ["203.0.113.24", "203.0.113.87", "198.51.100.12"],
  userAgent:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
};
