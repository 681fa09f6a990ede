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

type TVoiceAuthor = Pick<TDemoVoice, "authorName" | "companySize" | "industry">;

const AUTHORS: readonly TVoiceAuthor[] = [
  { authorName: "人事部 K.S.さん", industry: "製造業", companySize: "従業員320名" },
  { authorName: "総務課 M.T.さん", industry: "小売業", companySize: "従業員85名" },
  { authorName: "管理本部 Y.N.さん", industry: "IT・ソフトウェア", companySize: "従業員540名" },
  { authorName: "人事労務チーム A.I.さん", industry: "医療・福祉", companySize: "従業員210名" },
  { authorName: "経営企画室 H.O.さん", industry: "建設業", companySize: "従業員130名" },
  { authorName: "労務担当 R.W.さん", industry: "飲食業", companySize: "従業員1,200名" },
  { authorName: "総務人事部 S.F.さん", industry: "卸売業", companySize: "従業員60名" },
  { authorName: "人事課 T.K.さん", industry: "運輸業", companySize: "従業員450名" },
  { authorName: "バックオフィス担当 E.M.さん", industry: "広告・メディア", companySize: "従業員38名" },
  { authorName: "人材開発部 N.H.さん", industry: "金融業", companySize: "従業員2,300名" },
];

/** Voices in Japanese: a title, a text and the rating its tone goes with. */
const GENERIC_VOICES: readonly Pick<TDemoVoice, "title" | "body" | "rating">[] = [
  {
    title: "二重入力がなくなりました",
    body: "HR Suiteの従業員情報がそのまま連携されるので、二重入力がなくなりました。設定も半日ほどで終わりました。",
    rating: 5,
  },
  {
    title: "締め作業が3日から1日に",
    body: "導入前は毎月の締め作業に3日かかっていましたが、今は1日で終わります。サポートの返信も早く助かっています。",
    rating: 5,
  },
  {
    title: "現場の従業員にも定着しました",
    body: "スマホから使えるので、現場の従業員にも定着しました。操作説明会も1回で済みました。",
    rating: 4,
  },
  {
    title: "登録漏れがなくなりました",
    body: "入社・退職のたびに手作業で登録していた手間がなくなり、登録漏れもなくなりました。",
    rating: 4,
  },
  {
    title: "アプリ連携にして正解でした",
    body: "最初はCSVでの運用を考えていましたが、アプリ連携にして正解でした。異動の反映も自動です。",
    rating: 5,
  },
  {
    title: "迷わず使えます",
    body: "画面がわかりやすく、ITに詳しくない担当者でも迷わず使えています。",
    rating: 4,
  },
  {
    title: "予算が立てやすい料金",
    body: "料金体系がシンプルで、従業員数が増えても予算が立てやすいです。ただ、オプションの説明はもう少し詳しいと助かります。",
    rating: 3,
  },
  {
    title: "データ移行の支援が丁寧",
    body: "他社サービスから乗り換えましたが、データ移行の支援が丁寧で安心できました。",
    rating: 5,
  },
  {
    title: "レポートは便利、画面はやや重い",
    body: "管理者向けのレポートが充実していて、経営会議の資料づくりが楽になりました。月末は画面の表示が少し遅く感じます。",
    rating: 3,
  },
  {
    title: "設定項目が多く最初は戸惑いました",
    body: "連携項目を細かく選べるのは良いのですが、最初の設定で何を選べばよいか分からず、問い合わせが必要でした。",
    rating: 2,
  },
];

/** Voices in English, by authors at companies that work in English. */
const ENGLISH_VOICES: readonly Omit<TDemoVoice, "daysAgo" | "locale" | "showCompany" | "showName">[] = [
  {
    authorName: "J. Carter",
    industry: "IT & Software",
    companySize: "120 employees",
    title: "No more double entry",
    body: "Employee records flow in from HR Suite, so we stopped typing everything twice. Setup took an afternoon.",
    rating: 5,
  },
  {
    authorName: "L. Nguyen",
    industry: "Manufacturing",
    companySize: "900 employees",
    title: "Works well for our bilingual team",
    body: "Our staff in Japan and abroad use the same screens. The English labels could be more consistent in places.",
    rating: 4,
  },
  {
    authorName: "M. Silva",
    industry: "Retail",
    companySize: "45 employees",
    title: "Good, but support hours are limited",
    body: "The integration does what it says. Support only answers during Japanese business hours, which is hard for us.",
    rating: 3,
  },
];

/**
 * `count` plausible user voices, varied by `seed` so apps do not all read the same: mostly
 * Japanese, one in five in English; the company shown for most, the name for a few.
 */
export function genericVoices(seed: number, count: number): TDemoVoice[] {
  return Array.from({ length: count }, (_, i) => {
    const daysAgo = 12 + ((seed * 37 + i * 53) % 600);
    const showCompany = (seed + i) % 4 !== 3;
    const showName = (seed * 3 + i) % 5 === 0;
    if ((seed + i) % 5 === 2) {
      const english = ENGLISH_VOICES[(seed + i) % ENGLISH_VOICES.length] ?? ENGLISH_VOICES[0];
      if (english) return { ...english, locale: "en-us", showCompany, showName, daysAgo };
    }
    const author = AUTHORS[(seed * 3 + i) % AUTHORS.length] ?? AUTHORS[0];
    const voice = GENERIC_VOICES[(seed + i * 7) % GENERIC_VOICES.length] ?? GENERIC_VOICES[0];
    if (!author || !voice) throw new Error("the demo voices' vocabulary is empty");
    return { ...author, ...voice, locale: "ja", showCompany, showName, daysAgo };
  });
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
