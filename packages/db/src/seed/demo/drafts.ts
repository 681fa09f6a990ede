// Drafts of the demo providers, one per change-request state a developer meets.
import type { TChangeRequestStatus } from "@store/domain/enums";
import { BACK_OFFICE_APPS } from "./apps-back-office";
import { TALENT_APPS } from "./apps-talent";
import { WORKSTYLE_APPS } from "./apps-workstyle";
import { describedFeatures, imageUsage, providerLinks, screens } from "./content";
import type { TDemoProviderKey } from "./providers";
import type { TDemoApp } from "./types";

export type TDemoDraft = {
  provider: TDemoProviderKey;
  /** The app the draft edits; null for a new app's draft. */
  appCode: string | null;
  content: TDemoApp;
  changeRequestStatus: TChangeRequestStatus;
  merged?: boolean;
  reviewComment?: string;
  notificationEmail: string;
  loginUrl?: string;
  updatedDaysAgo: number;
  submittedDaysAgo?: number;
  reviewedDaysAgo?: number;
};

function existing(code: string): TDemoApp {
  const app = [...BACK_OFFICE_APPS, ...WORKSTYLE_APPS, ...TALENT_APPS].find((a) => a.code === code);
  if (!app) throw new Error(`demo draft edits unknown app ${code}`);
  return app;
}

export const DEMO_DRAFTS: TDemoDraft[] = [
  {
    provider: "tokiwa",
    appCode: null,
    changeRequestStatus: "in_draft",
    notificationEmail: "dev@tokiwa-time.example",
    loginUrl: "https://app.tokiwa-time.example/login",
    updatedDaysAgo: 2,
    content: {
      code: "tokiwa-yukyu",
      name: "ときわ有給管理",
      provider: "tokiwa",
      integrationType: "connect",
      status: "draft",
      primaryActionType: "trial",
      triable: true,
      plan: "paid-trial",
      categories: ["timecard"],
      tags: ["法改正対応", "通知", "無料トライアル"],
      title: "年5日の有給休暇取得を、漏れなく管理",
      description: "有給休暇の付与と取得状況を管理し、年5日の取得義務を満たしていない従業員を早めにお知らせします。",
      body: "<p>有給休暇の付与日数と取得状況を、HR Suiteの従業員情報とあわせて管理します。</p>",
      termsUrl: "https://www.tokiwa-time.example/terms",
      price: "月額 100円／ユーザー",
      priceCaption: "税抜",
      images: screens("tokiwa-yukyu", [["有給休暇の取得状況の一覧", "有給休暇の取得状況一覧の画面"]]),
      publishedDaysAgo: null,
    },
  },
  {
    provider: "komorebi",
    appCode: null,
    changeRequestStatus: "pending",
    notificationEmail: "dev@komorebi-accounting.example",
    updatedDaysAgo: 4,
    submittedDaysAgo: 4,
    content: {
      code: "komorebi-nenmatsu",
      name: "こもれび年末調整",
      provider: "komorebi",
      sharedOauthClient: "komorebi-cloud",
      integrationType: "connect",
      status: "draft",
      primaryActionType: "demo",
      plan: "paid",
      categories: ["year-end", "payroll"],
      tags: ["ペーパーレス", "スマホ対応", "給与連携"],
      title: "年末調整を、こもれび給与とひとつの流れで",
      description: "従業員がスマートフォンで申告した内容を、こもれび給与の年末調整計算へそのまま取り込みます。",
      body: "<p>こもれびクラウドのアカウントで、こもれび給与と同時に連携できます。</p><ul><li>申告書の回収状況を一覧で確認</li><li>控除証明書の画像を添付</li></ul>",
      termsUrl: "https://www.komorebi-accounting.example/terms",
      price: "年額 500円／従業員",
      priceCaption: "税抜",
      ...providerLinks("komorebi-accounting.example", "komorebi-nenmatsu"),
      images: screens("komorebi-nenmatsu", [
        ["申告書の回収状況", "申告書の回収状況の画面"],
        ["スマートフォンでの申告", "スマートフォンの申告画面"],
        ["控除証明書の添付", "控除証明書の添付画面"],
      ]),
      features: describedFeatures("komorebi-nenmatsu", [
        ["質問に答えて申告", "従業員は質問に答えるだけで、扶養控除等申告書などが完成します。"],
        ["こもれび給与へ取り込み", "申告内容を、こもれび給与の年末調整計算へそのまま取り込みます。"],
      ]),
      usages: [
        imageUsage("komorebi-nenmatsu", 1, "回収状況を確認する", "未提出の従業員にはまとめてリマインドを送れます。"),
      ],
      publishedDaysAgo: null,
    },
  },
  {
    provider: "komorebi",
    appCode: "komorebi-kaikei",
    changeRequestStatus: "in_review",
    notificationEmail: "dev@komorebi-accounting.example",
    updatedDaysAgo: 9,
    submittedDaysAgo: 9,
    content: {
      ...existing("komorebi-kaikei"),
      description:
        "HR Suiteと連携して、給与・賞与の支払いや経費精算の結果を自動で仕訳にするクラウド会計ソフトです。インボイス制度と電子帳簿保存法に対応しています。",
      price: "無料〜月額 3,480円",
      priceCaption: "税抜。従業員5名までは無料。2027年1月に料金を改定します",
    },
  },
  {
    provider: "kurogane",
    appCode: "kurogane-sso",
    changeRequestStatus: "rejected",
    reviewComment:
      "3枚目のスクリーンショットに実在する企業のロゴが写っています。サンプルの企業名に差し替えてから、もう一度申請してください。",
    notificationEmail: "dev@kurogane-id.example",
    updatedDaysAgo: 6,
    submittedDaysAgo: 12,
    reviewedDaysAgo: 6,
    content: {
      ...existing("kurogane-sso"),
      title: "社内のクラウドサービスに、ひとつのIDとパスキーでログイン",
      images: screens("kurogane-sso", [
        ["ログインできるサービスの一覧", "サービス一覧の画面"],
        ["パスキーの登録", "パスキー登録の画面"],
        ["管理者向けのログイン履歴", "ログイン履歴の画面"],
      ]),
    },
  },
  {
    provider: "harukaze",
    appCode: "harukaze-ats",
    changeRequestStatus: "approved",
    merged: true,
    notificationEmail: "dev@harukaze-recruit.example",
    updatedDaysAgo: 40,
    submittedDaysAgo: 45,
    reviewedDaysAgo: 40,
    content: existing("harukaze-ats"),
  },
];
