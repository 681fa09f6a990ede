// The store's editorial content: news, banners, specials, campaigns, cases and notices to providers.
import { daysBefore, daysLater, daysSinceReference, jstDate } from "./reference-date";

/** A generated banner image (see the web app's /img route): a headline and a subline on a colour of the slug. */
export function bannerUrl(slug: string, headline: string, subline: string): string {
  return `/img/banners/${slug}.svg?t=${encodeURIComponent(headline)}&s=${encodeURIComponent(subline)}`;
}

type TDemoNews = { title: string; categories: string[]; daysAgo: number; body: string[] };

const NEWS: TDemoNews[] = [
  {
    title: "新着アプリ：あけぼのヘルプ募集が近日公開になりました",
    categories: ["新着アプリ"],
    daysAgo: 5,
    body: [
      "人員が不足しているシフトを近隣店舗のスタッフに募集できる「あけぼのヘルプ募集」の掲載を開始しました。提供開始は2026年12月の予定です。",
    ],
  },
  {
    title: "11月15日（日）未明にメンテナンスを行います",
    categories: ["メンテナンス"],
    daysAgo: 7,
    body: [
      "下記の日時にシステムメンテナンスを行います。メンテナンス中はアプリの連携・連携解除ができません。",
      "日時：2026年11月15日（日）2:00〜5:00（予定）",
    ],
  },
  {
    title: "新着アプリ：こもれび請求書受取が近日公開になりました",
    categories: ["新着アプリ"],
    daysAgo: 8,
    body: ["紙やPDFの請求書を読み取って支払予定を作成する「こもれび請求書受取」の掲載を開始しました。"],
  },
  {
    title: "「冬の安否確認 見直しキャンペーン」を開始しました",
    categories: ["キャンペーン", "お知らせ"],
    daysAgo: 14,
    body: [
      "安否確認サービスの導入・見直しを応援するキャンペーンを2026年12月25日まで実施します。詳しくはキャンペーンページをご覧ください。",
    ],
  },
  {
    title: "特集「はじめての勤怠・給与連携」を公開しました",
    categories: ["お知らせ"],
    daysAgo: 21,
    body: ["勤怠管理と給与計算をつなぐアプリを、導入の順番とあわせてご紹介する特集ページを公開しました。"],
  },
  {
    title: "「年末調整 準備応援キャンペーン」を開始しました",
    categories: ["キャンペーン"],
    daysAgo: 31,
    body: [
      "年末調整・給与計算アプリの初期費用が無料になるキャンペーンを実施します。期間はキャンペーンのページでご確認ください。",
    ],
  },
  {
    title: "アプリの並び順に「おすすめ順」を追加しました",
    categories: ["アップデート"],
    daysAgo: 38,
    body: ["アプリ一覧の並び順に「おすすめ順」を追加しました。編集部が選んだアプリから順に表示されます。"],
  },
  {
    title: "データ連携で勤務地による絞り込みができるようになりました",
    categories: ["アップデート"],
    daysAgo: 40,
    body: ["データ連携機能で、連携する従業員を勤務地で絞り込めるようになりました。"],
  },
  {
    title: "導入事例「ひびきシステムズ様」を公開しました",
    categories: ["お知らせ"],
    daysAgo: 52,
    body: [
      "採用管理と適性検査をHR Suiteとつないで、採用から配置までのデータを一本化したひびきシステムズ様の事例を公開しました。",
    ],
  },
  {
    title: "新着アプリ：ともしび1on1ノート",
    categories: ["新着アプリ"],
    daysAgo: 60,
    body: ["上司と部下が1on1の記録を共有できる「ともしび1on1ノート」を公開しました。"],
  },
  {
    title: "10月4日（日）未明にメンテナンスを行いました",
    categories: ["メンテナンス"],
    daysAgo: 28,
    body: ["予定していたメンテナンスは終了しました。ご協力ありがとうございました。"],
  },
  {
    title: "AI人事アシスタント（Labs）の提供を開始しました",
    categories: ["新着アプリ", "お知らせ"],
    daysAgo: 95,
    body: [
      "社内規程をもとに従業員の質問に答える「AI人事アシスタント」をLabs機能として公開しました。",
      "Labs機能のご利用には、Labs利用規約への同意が必要です。",
    ],
  },
  {
    title: "夏季休業期間のサポート窓口について",
    categories: ["お知らせ"],
    daysAgo: 85,
    body: ["2026年8月13日（木）〜8月16日（日）は、お問い合わせへの回答が8月17日（月）以降になります。"],
  },
  {
    title: "新着アプリ：はるかぜ面接日程調整",
    categories: ["新着アプリ"],
    daysAgo: 120,
    body: ["面接官の空き時間から候補日を自動で提示する「はるかぜ面接日程調整」を公開しました。"],
  },
  {
    title: "ときわ勤怠がデータ連携機能に対応しました",
    categories: ["アップデート"],
    daysAgo: 130,
    body: ["ときわ勤怠が、HR Suiteのデータ連携機能での連携に対応しました。IdP機能とあわせてご利用いただけます。"],
  },
  {
    title: "新着アプリ：くろがねID ライト",
    categories: ["新着アプリ"],
    daysAgo: 140,
    body: ["小規模な企業向けのシングルサインオン「くろがねID ライト」を公開しました。"],
  },
  {
    title: "ときわ勤怠 クラシックの提供終了について",
    categories: ["お知らせ"],
    daysAgo: 150,
    body: [
      "ときわ勤怠 クラシックは2026年6月30日をもって提供を終了しました。ご利用中のお客さまは、ときわ勤怠への移行をご検討ください。",
    ],
  },
  {
    title: "新着アプリ：しおさい電子申請",
    categories: ["新着アプリ"],
    daysAgo: 150,
    body: ["社会保険・雇用保険の手続きを電子申請できる「しおさい電子申請」を公開しました。"],
  },
  {
    title: "新着アプリ：ひなたカルチャーフィット診断",
    categories: ["新着アプリ"],
    daysAgo: 170,
    body: ["会社と応募者の価値観の重なりを診断する「ひなたカルチャーフィット診断」を公開しました。"],
  },
  {
    title: "5月24日（日）未明にメンテナンスを行います",
    categories: ["メンテナンス"],
    daysAgo: 170,
    body: ["2026年5月24日（日）1:00〜6:00にシステムメンテナンスを行います。メンテナンス中はストアを閲覧できません。"],
  },
  {
    title: "アプリ提供者向けの新しい管理画面を公開しました",
    categories: ["お知らせ", "アップデート"],
    daysAgo: 200,
    body: ["アプリ提供者の皆さま向けに、掲載内容の下書きとプレビューができる新しい管理画面を公開しました。"],
  },
  {
    title: "「新年度 入社手続きキャンペーン」は終了しました",
    categories: ["キャンペーン"],
    daysAgo: 154,
    body: ["多くのお申し込みをいただき、ありがとうございました。"],
  },
  {
    title: "パートナー規約を改定しました",
    categories: ["お知らせ"],
    daysAgo: 214,
    body: ["2026年4月1日付でパートナー規約を改定しました。改定後の規約はパートナー規約のページでご確認いただけます。"],
  },
  {
    title: "新着アプリ：つむぎスプレッドシート連携",
    categories: ["新着アプリ"],
    daysAgo: 220,
    body: ["HR Suiteのデータを表計算ソフトへ自動で書き出す「つむぎスプレッドシート連携」を公開しました。"],
  },
  {
    title: "年末年始のサポート窓口について",
    categories: ["お知らせ"],
    daysAgo: 320,
    body: ["2025年12月27日（土）〜2026年1月4日（日）は、お問い合わせへの回答が1月5日（月）以降になります。"],
  },
  {
    title: "アプリ詳細ページに「利用者の声」を表示するようになりました",
    categories: ["アップデート"],
    daysAgo: 340,
    body: ["アプリを使っている企業の担当者の声を、アプリ詳細ページで読めるようになりました。"],
  },
  {
    title: "12月7日（日）未明にメンテナンスを行います",
    categories: ["メンテナンス"],
    daysAgo: 345,
    body: ["2025年12月7日（日）2:00〜4:00にシステムメンテナンスを行います。"],
  },
];

export const DEMO_NEWS = NEWS.map((item) => ({
  title: item.title,
  categories: item.categories,
  publishedAt: daysBefore(item.daysAgo, 11),
  bodyContent: item.body.map((p) => `<p>${p}</p>`).join(""),
}));

/** A store path, or one of DEMO_SPECIALS, whose id is known only once it is inserted. */
export type TDemoLinkTarget = string | { specialIndex: number };

export type TDemoLinkBanner = { linkUrl: TDemoLinkTarget; imageUrl: string; alt: string };

export const DEMO_PICKUP_LINKS: TDemoLinkBanner[] = [
  {
    linkUrl: { specialIndex: 0 },
    imageUrl: bannerUrl("pickup-payroll", "はじめての勤怠・給与連携", "締め作業を半分にするアプリの選び方"),
    alt: "特集 はじめての勤怠・給与連携",
  },
  {
    linkUrl: "/apps/asagi-payroll",
    imageUrl: bannerUrl("pickup-asagi", "あさぎ給与クラウド", "年末調整の操作説明会を開催中"),
    alt: "あさぎ給与クラウド 年末調整の操作説明会を開催中",
  },
  {
    linkUrl: "/campaigns",
    imageUrl: bannerUrl("pickup-campaigns", "年末調整 準備応援キャンペーン", "年末調整・給与計算アプリの初期費用0円"),
    alt: "年末調整 準備応援キャンペーン 年末調整・給与計算アプリの初期費用0円",
  },
  {
    linkUrl: "/cases",
    imageUrl: bannerUrl("pickup-cases", "導入事例", "アプリ連携で変わった人事の仕事"),
    alt: "導入事例 アプリ連携で変わった人事の仕事",
  },
  {
    linkUrl: "/apps/suite-data",
    imageUrl: bannerUrl("pickup-suite-data", "データ連携", "従業員データを、つないだアプリへ自動で"),
    alt: "データ連携 従業員データを、つないだアプリへ自動で",
  },
];

export const DEMO_TOP_LINKS: TDemoLinkBanner[] = [
  {
    linkUrl: { specialIndex: 1 },
    imageUrl: bannerUrl("top-health", "従業員の健康を守る", "健診・ストレスチェック・産業医"),
    alt: "特集 従業員の健康を守るアプリ",
  },
  {
    linkUrl: { specialIndex: 2 },
    imageUrl: bannerUrl("top-recruit", "採用から入社まで", "候補者の情報を、もう一度入力しない"),
    alt: "特集 採用から入社までをつなぐアプリ",
  },
  {
    linkUrl: "/apps/amatsuboshi-anpi",
    imageUrl: bannerUrl("top-anpi", "冬の安否確認 見直し", "訓練の実施まで無料でサポート"),
    alt: "あまつぼし安否確認 冬の安否確認 見直しキャンペーン",
  },
  {
    linkUrl: "/partner",
    imageUrl: bannerUrl("top-partner", "パートナー募集", "あなたのサービスをHR Suiteとつなぎませんか"),
    alt: "パートナープログラムのご案内",
  },
];

export type TDemoSpecial = {
  title: string;
  description: string;
  body: string;
  heroImageUrl: string;
  publishedAt: Date;
  appCodes: string[];
};

export const DEMO_SPECIALS: TDemoSpecial[] = [
  {
    title: "はじめての勤怠・給与連携",
    description: "毎月の締め作業を半分に。勤怠管理と給与計算をつなぐアプリを、導入の順番とあわせてご紹介します。",
    body: [
      "<p>勤怠の集計結果を給与ソフトへ手で入力していませんか。勤怠管理と給与計算をHR Suiteでつなぐと、従業員情報の登録から勤怠データの受け渡しまでが自動になります。</p>",
      "<h3>導入の順番</h3>",
      "<ul><li>まずは給与計算のアプリを連携して、従業員マスタを一本化</li><li>次に勤怠管理のアプリで打刻と集計を自動化</li><li>最後に年末調整や通勤経路のアプリで周辺業務も</li></ul>",
    ].join(""),
    heroImageUrl: bannerUrl("special-payroll", "はじめての勤怠・給与連携", "締め作業を半分にするアプリの選び方"),
    publishedAt: daysBefore(21),
    appCodes: [
      "tokiwa-kintai",
      "asagi-payroll",
      "komorebi-kyuyo",
      "akebono-shift",
      "michishirube-route",
      "asagi-nenmatsu",
    ],
  },
  {
    title: "従業員の健康を守るアプリ",
    description: "健康診断、ストレスチェック、産業医。法令で求められる健康管理を、アプリで確実に、負担なく。",
    body: [
      "<p>従業員50名以上の事業場には、定期健康診断に加えてストレスチェックと産業医の選任が求められます。</p>",
      "<p>HR Suiteの従業員情報とつながるアプリなら、対象者の管理や受診勧奨を自動化できます。</p>",
    ].join(""),
    heroImageUrl: bannerUrl("special-health", "従業員の健康を守る", "健診・ストレスチェック・産業医"),
    publishedAt: daysBefore(90),
    appCodes: ["suzuran-kenshin", "suzuran-sangyoui", "kokonoe-stresscheck", "kokonoe-counseling", "fukurou-pulse"],
  },
  {
    title: "採用から入社までをつなぐアプリ",
    description:
      "応募者の情報を、入社手続きでもう一度入力していませんか。採用から入社までを一本の流れにするアプリを集めました。",
    body: [
      "<p>採用管理で集めた情報が、そのまま入社手続きと従業員名簿に引き継がれる。そんな流れを、HR Suiteとアプリの組み合わせでつくれます。</p>",
      "<h3>組み合わせの例</h3>",
      "<ul><li>はるかぜ採用管理 ＋ ひなた適性検査：選考と見極め</li><li>かきつばた雇用契約 ＋ みなもオンボーディング：契約から定着まで</li></ul>",
    ].join(""),
    heroImageUrl: bannerUrl("special-recruit", "採用から入社まで", "候補者の情報を、もう一度入力しない"),
    publishedAt: daysBefore(160),
    appCodes: [
      "harukaze-ats",
      "harukaze-interview",
      "hinata-tekisei",
      "hinata-culture-fit",
      "kakitsubata-koyo",
      "minamo-onboarding",
      "harukaze-scout",
    ],
  },
];

export type TDemoCampaign = {
  title: string;
  description: string;
  benefits: string;
  conditions: string;
  imageUrl: string;
  startsAt: Date;
  endsAt: Date;
  appCodes: string[];
};

export const DEMO_CAMPAIGNS: TDemoCampaign[] = [
  {
    title: "年末調整 準備応援キャンペーン",
    description: "年末調整と給与計算のアプリを、初期費用0円で始められます。",
    benefits:
      "期間中にお申し込みいただくと、初期費用が無料になります。さらに初年度の年末調整操作説明会に無料でご参加いただけます。",
    conditions: "キャンペーン期間中に新規でお申し込みいただいた法人が対象です。他のキャンペーンとの併用はできません。",
    imageUrl: bannerUrl("campaign-nenmatsu", "年末調整 準備応援キャンペーン", "年末調整・給与計算アプリの初期費用0円"),
    startsAt: jstDate("2026-10-01"),
    endsAt: jstDate("2027-02-01"),
    appCodes: ["asagi-nenmatsu", "asagi-payroll", "komorebi-kyuyo"],
  },
  {
    title: "冬の安否確認 見直しキャンペーン",
    description: "災害の多い季節に備えて、安否確認の仕組みを見直しませんか。",
    benefits: "利用料金が3か月間20%割引になります。導入後の初回訓練の実施を専任担当がサポートします。",
    conditions: "期間中に新規でお申し込みいただき、12か月以上ご契約いただける法人が対象です。",
    imageUrl: bannerUrl("campaign-anpi", "冬の安否確認 見直しキャンペーン", "利用料金3か月20%割引"),
    startsAt: jstDate("2026-11-01"),
    endsAt: jstDate("2026-12-26"),
    appCodes: ["amatsuboshi-anpi", "amatsuboshi-renraku"],
  },
  {
    title: "新年度 入社手続きキャンペーン",
    description: "新入社員の受け入れを、書類のやりとりなしで。",
    benefits: "雇用契約書の送信料とオンボーディングの利用料が、4月入社分まで無料になりました。",
    conditions: "期間中に新規でお申し込みいただいた法人が対象でした。",
    imageUrl: bannerUrl("campaign-onboarding", "新年度 入社手続きキャンペーン", "4月入社分まで利用料無料"),
    startsAt: jstDate("2026-02-01"),
    endsAt: jstDate("2026-06-01"),
    appCodes: ["kakitsubata-koyo", "minamo-onboarding", "harukaze-ats"],
  },
  {
    title: "ストレスチェック実施応援キャンペーン",
    description: "年に一度のストレスチェックを、受検しやすく。",
    benefits: "初年度の利用料金が50%割引になりました。集団分析の読み方セミナーに無料でご参加いただけました。",
    conditions: "従業員50名以上の事業場をお持ちの法人が対象でした。",
    imageUrl: bannerUrl("campaign-stress", "ストレスチェック実施応援", "初年度利用料50%割引"),
    startsAt: jstDate("2025-09-01"),
    endsAt: jstDate("2025-12-01"),
    appCodes: ["kokonoe-stresscheck", "kokonoe-counseling", "fukurou-pulse"],
  },
  {
    title: "新年度 勤怠・シフト見直しキャンペーン",
    description: "4月の新年度に向けて、勤怠管理とシフト管理を見直しませんか。",
    benefits: "初期費用が無料になり、ICカードリーダーを2台まで無償で貸し出します。",
    conditions: "期間中に新規でお申し込みいただいた法人が対象です。",
    imageUrl: bannerUrl("campaign-kintai", "新年度 勤怠・シフト見直し", "初期費用0円・カードリーダー無償貸出"),
    startsAt: jstDate("2027-02-01"),
    endsAt: jstDate("2027-05-01"),
    appCodes: ["tokiwa-kintai", "akebono-shift", "seseragi-workflow"],
  },
];

/**
 * The campaigns as a demo seeded at `now` shows them: their periods, written around the reference
 * date, moved forward by the days since (the year-end campaign of a demo first started in 2027 is
 * running still, the winter one too, and the spring one is still to come).
 */
export function demoCampaignsAsOf(now: Date): TDemoCampaign[] {
  const days = daysSinceReference(now);
  return DEMO_CAMPAIGNS.map((campaign) => ({
    ...campaign,
    startsAt: daysLater(campaign.startsAt, days),
    endsAt: daysLater(campaign.endsAt, days),
  }));
}

export type TDemoCase = {
  companyName: string;
  companySize: string;
  industry: string;
  title: string;
  summary: string;
  body: string;
  imageUrl: string;
  publishedAt: Date;
  appCodes: string[];
};

export const DEMO_CASES: TDemoCase[] = [
  {
    companyName: "株式会社みどり精機",
    companySize: "従業員300名",
    industry: "製造業",
    title: "3つの工場の勤怠と給与をひとつに。締め作業が5日から2日へ",
    summary: "工場ごとに異なっていたタイムカードと給与計算を、ときわ勤怠とあさぎ給与クラウドで統一しました。",
    body: [
      "<h3>導入前の課題</h3>",
      "<p>3つの工場でそれぞれ異なるタイムカードを使っており、毎月の締めでは各工場から届く集計表を本社の担当者が手で給与ソフトへ入力していました。入力ミスの確認だけで丸1日かかることもありました。</p>",
      "<h3>選んだ理由</h3>",
      "<p>HR Suiteで管理している従業員情報がそのまま勤怠と給与に連携されること、そしてICカードでの打刻に対応していることが決め手でした。</p>",
      "<h3>導入後の変化</h3>",
      "<p>勤怠の集計結果がそのまま給与計算に取り込まれるようになり、締め作業は5日から2日に短縮されました。入社や異動の登録も一度で済むようになっています。</p>",
      "<p>「工場長が残業の状況をリアルタイムで見られるようになったことも、大きな変化でした」（総務部 部長）</p>",
    ].join(""),
    imageUrl: bannerUrl("case-midori", "株式会社みどり精機", "締め作業が5日から2日へ"),
    publishedAt: daysBefore(180),
    appCodes: ["tokiwa-kintai", "asagi-payroll", "suite-data"],
  },
  {
    companyName: "医療法人こはる会",
    companySize: "職員210名",
    industry: "医療・福祉",
    title: "シフト勤務の職員も受検しやすく。ストレスチェックの受検率が96%に",
    summary: "夜勤のある職員もスマートフォンで受検できるようにし、受検率が72%から96%に向上しました。",
    body: [
      "<h3>導入前の課題</h3>",
      "<p>紙の調査票でストレスチェックを実施していましたが、夜勤や交代勤務の職員は回収の機会が限られ、受検率は72%にとどまっていました。</p>",
      "<h3>取り組み</h3>",
      "<p>ここのえストレスチェックを導入し、HR SuiteのIdP機能でログインできるようにしました。職員は新たなIDを覚える必要がなく、休憩時間にスマートフォンで受検できます。</p>",
      "<h3>成果</h3>",
      "<p>受検率は96%に上がりました。集団分析の結果をもとに病棟ごとの業務の偏りを見直し、翌年の高ストレス者の割合も下がっています。</p>",
    ].join(""),
    imageUrl: bannerUrl("case-koharu", "医療法人こはる会", "受検率が72%から96%に"),
    publishedAt: daysBefore(120),
    appCodes: ["kokonoe-stresscheck", "suzuran-kenshin"],
  },
  {
    companyName: "株式会社ひびきシステムズ",
    companySize: "従業員800名",
    industry: "IT・ソフトウェア",
    title: "採用から配置まで、候補者のデータを一本化",
    summary: "採用管理と適性検査をHR Suiteとつなぎ、内定者の情報を入社手続きと配置の検討に引き継げるようにしました。",
    body: [
      "<h3>導入前の課題</h3>",
      "<p>年間150名を採用するなかで、応募者の情報は採用管理システムに、適性検査の結果は別のサービスに、入社後の情報はHR Suiteにと、データが分かれていました。</p>",
      "<h3>取り組み</h3>",
      "<p>はるかぜ採用管理とひなた適性検査をHR Suiteと連携し、内定者の情報を入社手続きの開始と同時にHR Suiteへ登録する流れをつくりました。</p>",
      "<h3>成果</h3>",
      "<p>入社手続きの入力作業はほぼなくなりました。配属の検討では、適性検査の結果とチームの傾向を見比べながら議論できるようになっています。</p>",
    ].join(""),
    imageUrl: bannerUrl("case-hibiki", "株式会社ひびきシステムズ", "採用から配置までデータを一本化"),
    publishedAt: daysBefore(52),
    appCodes: ["harukaze-ats", "hinata-tekisei", "minamo-onboarding"],
  },
  {
    companyName: "株式会社つばき食品",
    companySize: "従業員1,200名（パート・アルバイト含む）",
    industry: "食品製造・小売",
    title: "40店舗の安否確認と連絡網を、名簿の更新なしで",
    summary: "入れ替わりの多い店舗スタッフの連絡先を、HR Suiteとの連携で常に最新に保てるようになりました。",
    body: [
      "<h3>導入前の課題</h3>",
      "<p>40の店舗と2つの工場で働くスタッフの入れ替わりが多く、安否確認の名簿を毎月手作業で更新していました。訓練のたびに、届かない連絡先が見つかっていました。</p>",
      "<h3>取り組み</h3>",
      "<p>あまつぼし安否確認と緊急連絡網をHR Suiteと連携し、入社・退職・異動が翌朝には名簿に反映されるようにしました。</p>",
      "<h3>成果</h3>",
      "<p>名簿の更新作業はなくなり、訓練での回答率は98%になりました。台風の接近時には、店舗ごとの営業判断の連絡にも緊急連絡網を使っています。</p>",
    ].join(""),
    imageUrl: bannerUrl("case-tsubaki", "株式会社つばき食品", "40店舗の名簿更新がゼロに"),
    publishedAt: daysBefore(260),
    appCodes: ["amatsuboshi-anpi", "amatsuboshi-renraku", "akebono-shift"],
  },
];

export const DEMO_PROVIDER_ANNOUNCEMENTS = [
  {
    title: "アプリ掲載情報の審査基準を更新しました",
    body: "<p>2026年11月から、スクリーンショットに実在の個人情報が含まれていないことを審査項目に追加しました。サンプルデータでの撮影にご協力ください。</p>",
    publishedAt: daysBefore(10),
  },
  {
    title: "パートナー規約の改定（2026年4月1日施行）",
    body: "<p>パートナー規約を改定し、2026年4月1日から施行しました。主な変更点は、生成AIを用いた機能の提供に関する条項の追加と、データの取扱いに関する条項の明確化です。</p>",
    publishedAt: daysBefore(214),
  },
  {
    title: "下書きとプレビューの機能を公開しました",
    body: "<p>掲載内容の変更を下書きとして保存し、公開前にプレビューで確認できるようになりました。変更の申請は下書きの画面から行えます。</p>",
    publishedAt: daysBefore(200),
  },
];
