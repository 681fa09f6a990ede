// Builders for the repetitive parts of the demo apps' rich content.
import type {
  TAppFeature,
  TAppImage,
  TAppUsage,
  TConnectionItem,
  TSupportedSuiteOption,
} from "@store/domain/schemas/app";
import type { TConnectionDirection } from "@store/domain/enums";
import type { TDemoVoice } from "./types";

export const SUITE_IDP_OPTION: TSupportedSuiteOption = { id: 1, name: "IdP（シングルサインオン）", featureType: "idp" };
export const SUITE_DATA_OPTION: TSupportedSuiteOption = { id: 2, name: "データ連携", featureType: "suite_data" };

export const SUITE_LABS_TERMS_PATH = "/labs-terms";

export function screenUrl(code: string, n: number): string {
  return `/img/apps/${code}/screen-${n}.svg`;
}

/** Screenshots numbered from 1, as the image route draws them. */
export function screens(code: string, items: readonly [caption: string, altText: string][]): TAppImage[] {
  return items.map(([caption, altText], i) => ({ url: screenUrl(code, i + 1), caption, altText }));
}

/** Described features, each illustrated by one of the app's screens (from `firstScreen` on). */
export function describedFeatures(
  code: string,
  items: readonly [title: string, body: string][],
  firstScreen = 1,
): TAppFeature[] {
  return items.map(([title, body], i) => ({
    title,
    body,
    imageUrl: screenUrl(code, firstScreen + i),
    imageAltText: `${title}の画面`,
  }));
}

export function imageUsage(code: string, screen: number, title: string, body: string): TAppUsage {
  return {
    title,
    embedType: "image",
    embedId: null,
    embedUrl: null,
    body,
    imageUrl: screenUrl(code, screen),
    imageAltText: title,
  };
}

export function wistiaUsage(id: string, title: string, body: string): TAppUsage {
  return {
    title,
    embedType: "wistia",
    embedId: id,
    embedUrl: `https://fast.wistia.net/embed/iframe/${id}`,
    body,
    imageUrl: null,
  };
}

export function boxUsage(id: string, title: string, body: string): TAppUsage {
  return { title, embedType: "box", embedId: id, embedUrl: `https://app.box.com/embed/s/${id}`, body, imageUrl: null };
}

export function items(rows: readonly [suite: string, targetService: string, direction: TConnectionDirection][]) {
  return rows.map(([suite, targetService, direction]): TConnectionItem => ({ suite, targetService, direction }));
}

/** The usual basic items of an employee-master connection. */
export const EMPLOYEE_BASIC_ITEMS = items([
  ["従業員番号", "社員コード", "to_service"],
  ["氏名", "氏名", "to_service"],
  ["氏名（フリガナ）", "フリガナ", "to_service"],
  ["メールアドレス", "メールアドレス", "to_service"],
  ["入社日", "入社年月日", "to_service"],
  ["雇用形態", "雇用区分", "to_service"],
]);

export const SUITE_PLANS_ALL = ["ベーシック", "スタンダード", "プロフェッショナル"];
export const SUITE_PLANS_UPPER = ["スタンダード", "プロフェッショナル"];

/** The usual links of an app on its provider's domain. */
export function providerLinks(domain: string, code: string) {
  return {
    helpUrl: `https://support.${domain}/hc/${code}`,
    contactUrl: `https://www.${domain}/contact?from=hr-suite-store`,
    demoRequestUrl: `https://www.${domain}/demo?app=${code}`,
    serviceUrl: `https://www.${domain}/services/${code}`,
    documentUrl: `https://www.${domain}/documents/${code}.pdf`,
    documentEyecatchUrl: screenUrl(code, 1),
    suiteSchoolUrl: `https://school.hr-suite.example/courses/${code}`,
  };
}

const AUTHORS = [
  "人事部 K.S.さん（製造業・従業員320名）",
  "総務課 M.T.さん（小売業・従業員85名）",
  "管理本部 Y.N.さん（IT・ソフトウェア・従業員540名）",
  "人事労務チーム A.I.さん（医療・福祉・従業員210名）",
  "経営企画室 H.O.さん（建設業・従業員130名）",
  "労務担当 R.W.さん（飲食業・従業員1,200名）",
  "総務人事部 S.F.さん（卸売業・従業員60名）",
  "人事課 T.K.さん（運輸業・従業員450名）",
  "バックオフィス担当 E.M.さん（広告・メディア・従業員38名）",
  "人材開発部 N.H.さん（金融業・従業員2,300名）",
];

const GENERIC_BODIES = [
  "HR Suiteの従業員情報がそのまま連携されるので、二重入力がなくなりました。設定も半日ほどで終わりました。",
  "導入前は毎月の締め作業に3日かかっていましたが、今は1日で終わります。サポートの返信も早く助かっています。",
  "スマホから使えるので、現場の従業員にも定着しました。操作説明会も1回で済みました。",
  "入社・退職のたびに手作業で登録していた手間がなくなり、登録漏れもなくなりました。",
  "最初はCSVでの運用を考えていましたが、アプリ連携にして正解でした。異動の反映も自動です。",
  "画面がわかりやすく、ITに詳しくない担当者でも迷わず使えています。",
  "料金体系がシンプルで、従業員数が増えても予算が立てやすいです。",
  "他社サービスから乗り換えましたが、データ移行の支援が丁寧で安心できました。",
  "管理者向けのレポートが充実していて、経営会議の資料づくりが楽になりました。",
  "連携項目を細かく選べるので、社内のルールに合わせた運用ができています。",
];

/** `count` plausible user voices, varied by `seed` so apps do not all read the same. */
export function genericVoices(seed: number, count: number): TDemoVoice[] {
  return Array.from({ length: count }, (_, i) => ({
    authorName: AUTHORS[(seed * 3 + i) % AUTHORS.length] ?? "人事担当者さん",
    body: GENERIC_BODIES[(seed + i * 7) % GENERIC_BODIES.length] ?? "便利に使っています。",
    daysAgo: 12 + ((seed * 37 + i * 53) % 600),
  }));
}

/** What an app that signs in through the suite's IdP needs on its page. */
export function idpSettings(code: string, idpAppUrl: string) {
  return {
    ssoSupported: true,
    idpAppUrl,
    suiteIdpUrl: `https://secure.hr-suite.example/idp/apps/${code}`,
    idpHelp: { url: `https://support.hr-suite.example/articles/idp-${code}`, title: "IdP機能の設定方法" },
  };
}

/** What an app fed by the suite's data-integration feature needs on its page. */
export function suiteDataSettings(code: string) {
  return {
    suiteDataUrl: `https://secure.hr-suite.example/data-integration/connections/${code}`,
    suiteDataHelp: {
      url: `https://support.hr-suite.example/articles/data-integration-${code}`,
      title: "データ連携機能での連携設定",
    },
  };
}
