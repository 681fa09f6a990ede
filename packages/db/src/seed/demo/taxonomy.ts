import type { TPriceType, TSurveyAreaKey } from "@store/domain/enums";

type TDemoCategoryTree = {
  key: TSurveyAreaKey;
  name: string;
  children: readonly { key: string; name: string }[];
};

/** One top-level category per survey area (SPEC §3), in the survey's order. */
export const DEMO_CATEGORIES = [
  {
    key: "accounting",
    name: "給与・会計",
    children: [
      { key: "payroll", name: "給与計算" },
      { key: "bookkeeping", name: "会計・経理" },
      { key: "year-end", name: "年末調整・税務" },
    ],
  },
  {
    key: "health",
    name: "健康診断",
    children: [
      { key: "checkup", name: "健診予約・結果管理" },
      { key: "occupational-health", name: "産業保健・産業医" },
    ],
  },
  {
    key: "stress",
    name: "ストレスチェック",
    children: [
      { key: "stress-check", name: "ストレスチェック実施" },
      { key: "engagement", name: "エンゲージメントサーベイ" },
      { key: "mental-care", name: "メンタルヘルスケア" },
    ],
  },
  {
    key: "safety",
    name: "安否確認",
    children: [
      { key: "anpi", name: "安否確認・災害対策" },
      { key: "emergency-contact", name: "緊急連絡網" },
    ],
  },
  {
    key: "attendance",
    name: "勤怠管理",
    children: [
      { key: "timecard", name: "打刻・勤怠集計" },
      { key: "shift", name: "シフト管理" },
      { key: "commute", name: "交通費・通勤経路" },
    ],
  },
  {
    key: "workflow",
    name: "ワークフロー",
    children: [
      { key: "approval", name: "申請・承認" },
      { key: "e-contract", name: "電子契約" },
      { key: "labor-filing", name: "労務手続き・電子申請" },
    ],
  },
  {
    key: "expense",
    name: "経費精算",
    children: [
      { key: "expense-report", name: "経費精算" },
      { key: "invoice", name: "請求書受領" },
      { key: "corporate-card", name: "法人カード連携" },
    ],
  },
  {
    key: "groupware",
    name: "グループウェア",
    children: [
      { key: "chat", name: "チャット・社内SNS" },
      { key: "schedule", name: "スケジュール・社内ポータル" },
      { key: "id-sso", name: "ID管理・シングルサインオン" },
    ],
  },
  {
    key: "applicant",
    name: "採用管理",
    children: [
      { key: "ats", name: "採用管理システム" },
      { key: "scout", name: "スカウト・母集団形成" },
      { key: "onboarding", name: "入社手続き・オンボーディング" },
    ],
  },
  {
    key: "aptitude",
    name: "適性検査",
    children: [
      { key: "aptitude-test", name: "適性検査" },
      { key: "evaluation", name: "人事評価・1on1" },
      { key: "talent", name: "タレントマネジメント" },
    ],
  },
  {
    key: "other",
    name: "その他",
    children: [
      { key: "benefits", name: "福利厚生" },
      { key: "elearning", name: "研修・eラーニング" },
      { key: "data-integration", name: "データ連携・分析" },
      { key: "labor-consulting", name: "労務相談" },
    ],
  },
] as const satisfies readonly TDemoCategoryTree[];

type TTopCategory = (typeof DEMO_CATEGORIES)[number];
export type TDemoCategoryKey = TTopCategory["key"] | TTopCategory["children"][number]["key"];

export const DEMO_PLANS = [
  { key: "free", name: "無料", priceType: "free" },
  { key: "freemium", name: "無料プランあり", priceType: "free" },
  { key: "paid", name: "有料", priceType: "paid" },
  { key: "paid-trial", name: "有料（無料トライアルあり）", priceType: "paid" },
  { key: "quote", name: "要問い合わせ", priceType: "paid" },
] as const satisfies readonly { key: string; name: string; priceType: TPriceType }[];

export type TDemoPlanKey = (typeof DEMO_PLANS)[number]["key"];

export const DEMO_TAGS = [
  "クラウド",
  "無料トライアル",
  "API連携",
  "スマホ対応",
  "SSO",
  "多言語対応",
  "電子申請",
  "CSV連携",
  "自動連携",
  "中小企業向け",
  "大企業向け",
  "テレワーク",
  "法改正対応",
  "セキュリティ",
  "ペーパーレス",
  "分析・レポート",
  "導入サポート",
  "英語対応",
  "打刻",
  "通知",
  "チャット連携",
  "給与連携",
  "従業員データ連携",
  "初期費用無料",
  "ISMS認証",
] as const;

export type TDemoTag = (typeof DEMO_TAGS)[number];

/** The categories the demo news items carry (seed/demo/editorial.ts), in the console's order. */
export const DEMO_NEWS_CATEGORIES = ["お知らせ", "新着アプリ", "アップデート", "キャンペーン", "メンテナンス"] as const;
