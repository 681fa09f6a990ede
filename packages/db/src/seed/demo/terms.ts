// The store's terms documents, in Markdown. Fictional text written for the demo; not legal advice.
import type { TTermsKind } from "@store/domain/enums";
import { jstDate } from "./reference-date";

export type TArticle = { heading: string; clauses: string[] };

/** Numbers the articles 第1条, 第2条 … and their clauses 1., 2. … as Japanese terms do. */
function document(preamble: string, articles: TArticle[], closing: string): string {
  const body = articles.map((article, i) => {
    const clauses =
      article.clauses.length === 1
        ? (article.clauses[0] ?? "")
        : article.clauses.map((clause, j) => `${j + 1}. ${clause}`).join("\n");
    return `## 第${i + 1}条（${article.heading}）\n\n${clauses}`;
  });
  return [preamble, ...body, closing].join("\n\n");
}

const STORE_TERMS = document(
  "この利用規約（以下「本規約」）は、HRスイート株式会社（以下「当社」）が提供する「HR Suite App Store」（以下「本ストア」）の利用条件を定めるものです。本ストアを利用するすべての方（以下「利用者」）は、本規約に同意したうえで本ストアを利用するものとします。",
  [
    {
      heading: "目的",
      clauses: [
        "本ストアは、当社が提供する人事労務サービス「HR Suite」と連携するアプリケーション（以下「アプリ」）の情報を提供し、その連携の手続きを行うためのサービスです。",
      ],
    },
    {
      heading: "定義",
      clauses: [
        "「テナント」とは、HR Suiteの利用契約を締結した法人その他の団体をいいます。",
        "「テナント管理者」とは、テナントにおいてHR Suiteの管理者権限を付与された者をいいます。",
        "「アプリ提供者」とは、当社とパートナー契約を締結し、本ストアにアプリを掲載する事業者をいいます。",
      ],
    },
    {
      heading: "アプリの連携",
      clauses: [
        "アプリの連携、連携の解除、追加および削除は、テナント管理者のみが行うことができます。",
        "アプリの利用契約は、テナントとアプリ提供者との間で締結されるものとし、当社はその当事者となりません。",
        "複数のアプリが一つの連携アカウントを共有する場合、一つのアプリの連携または連携の解除は、同じ連携アカウントを共有するすべてのアプリに及びます。",
      ],
    },
    {
      heading: "情報の提供",
      clauses: [
        "テナント管理者がアプリを連携したときは、当該アプリの掲載ページに記載された範囲のHR Suiteのデータが、アプリ提供者に提供されます。",
        "資料請求において利用者が入力した情報は、資料の送付のために当社が利用し、アプリ提供者には通知しません。",
      ],
    },
    {
      heading: "禁止事項",
      clauses: [
        "利用者は、次の行為をしてはなりません。\n\n- 法令または公序良俗に違反する行為\n- 本ストアの運営を妨げる行為\n- 他の利用者またはアプリ提供者になりすます行為\n- 本ストアに掲載された情報を、当社の許諾なく複製、転載する行為",
      ],
    },
    {
      heading: "免責",
      clauses: [
        "当社は、アプリの内容、品質および継続的な提供について保証しません。",
        "当社は、アプリの利用によって利用者に生じた損害について、当社の故意または重過失による場合を除き、責任を負いません。",
      ],
    },
    {
      heading: "本規約の変更",
      clauses: [
        "当社は、必要と判断した場合、本ストア上で告知したうえで本規約を変更できるものとします。変更後に本ストアを利用した利用者は、変更後の規約に同意したものとみなします。",
      ],
    },
    {
      heading: "準拠法および管轄",
      clauses: [
        "本規約は日本法に準拠し、本ストアに関する紛争は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。",
      ],
    },
  ],
  "附則\n\n本規約は2025年10月1日から施行します。",
);

type TPartnerTermsVersion = "2024-04-01" | "2025-04-01" | "2026-04-01";

/** The partner terms as they read from `version` on: later versions add and sharpen articles. */
function partnerTerms(version: TPartnerTermsVersion): string {
  const since2025 = version !== "2024-04-01";
  const since2026 = version === "2026-04-01";
  const articles: TArticle[] = [
    {
      heading: "目的",
      clauses: [
        "本規約は、HRスイート株式会社（以下「当社」）が運営する「HR Suite App Store」（以下「本ストア」）にアプリケーション（以下「アプリ」）を掲載する事業者（以下「パートナー」）と当社との間の権利義務関係を定めます。",
      ],
    },
    {
      heading: "パートナー契約の成立",
      clauses: [
        "パートナー契約は、当社所定の申込みを当社が承諾したときに成立します。",
        "当社は、審査の結果、申込みを承諾しないことがあります。その理由は開示しません。",
      ],
    },
    {
      heading: "アプリの掲載",
      clauses: [
        "パートナーは、当社所定の管理画面から、アプリの掲載内容の下書きを作成し、変更を申請するものとします。",
        "当社は、申請された掲載内容を審査し、承認したものを本ストアに公開します。",
        ...(since2025
          ? ["当社は、掲載内容が本規約に違反すると判断したときは、事前の通知なく掲載を停止できるものとします。"]
          : []),
      ],
    },
    {
      heading: "テナントとの契約",
      clauses: [
        "アプリの利用契約は、パートナーとテナントとの間で締結されるものとし、当社はその当事者となりません。",
        "パートナーは、アプリの料金、提供条件および解約の方法を、掲載内容に正確に記載するものとします。",
      ],
    },
    {
      heading: "データの取扱い",
      clauses: [
        "パートナーは、アプリの連携によって取得したHR Suiteのデータを、掲載内容に記載した目的の範囲内でのみ利用するものとします。",
        "パートナーは、連携が解除されたときは、取得したデータをテナントとの契約に従って速やかに削除するものとします。",
        ...(since2025
          ? [
              "パートナーは、取得したデータに個人情報が含まれる場合、個人情報の保護に関する法律その他の法令を遵守し、安全管理のために必要かつ適切な措置を講じるものとします。",
            ]
          : []),
        ...(since2026
          ? ["パートナーは、テナントの書面による同意なく、取得したデータを機械学習モデルの学習に利用してはなりません。"]
          : []),
      ],
    },
    ...(since2026
      ? [
          {
            heading: "生成AIを用いた機能",
            clauses: [
              "パートナーは、アプリが生成AIを用いた機能を含む場合、その旨と、生成された内容の確認が必要である旨を掲載内容に明記するものとします。",
              "当社は、生成AIを用いた機能について、追加の資料の提出を求めることがあります。",
            ],
          },
        ]
      : []),
    {
      heading: "手数料",
      clauses: [
        since2025
          ? "本ストアへの掲載は無料とします。ただし、当社所定の有料プロモーションを利用する場合はこの限りではありません。"
          : "本ストアへの掲載は無料とします。",
      ],
    },
    {
      heading: "反社会的勢力の排除",
      clauses: [
        "パートナーは、自らが暴力団その他の反社会的勢力に該当しないこと、およびこれらと関係を有しないことを表明し、保証します。",
      ],
    },
    {
      heading: "契約の解除",
      clauses: [
        "当社またはパートナーは、3か月前までに相手方に通知することにより、パートナー契約を解除できます。",
        "パートナーが本規約に違反したときは、当社は催告なくパートナー契約を解除できます。",
      ],
    },
    {
      heading: "準拠法および管轄",
      clauses: ["本規約は日本法に準拠し、本規約に関する紛争は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。"],
    },
  ];
  const [year, month, day] = version.split("-").map(Number);
  return document(
    "このパートナー規約（以下「本規約」）は、本ストアにアプリを掲載する事業者と当社との間に適用されます。",
    articles,
    `附則\n\n本規約は${year}年${month}月${day}日から施行します。`,
  );
}

const PARTNER_API_TERMS = document(
  "このパートナーAPI利用規約（以下「本規約」）は、HRスイート株式会社（以下「当社」）がパートナーに提供するHR SuiteのAPI（以下「本API」）の利用条件を定めます。",
  [
    {
      heading: "適用",
      clauses: ["本規約は、パートナー規約に加えて、本APIを利用するすべてのパートナーに適用されます。"],
    },
    {
      heading: "認証情報の管理",
      clauses: [
        "パートナーは、当社が発行するクライアントIDおよびクライアントシークレット（以下「認証情報」）を、自己の責任で管理するものとします。",
        "パートナーは、認証情報が漏えいしたおそれがあるときは、直ちに当社に通知し、当社の指示に従うものとします。",
      ],
    },
    {
      heading: "利用の範囲",
      clauses: [
        "パートナーは、テナントが許可した範囲に限り、本APIを利用できます。",
        "パートナーは、一つの認証情報を複数のアプリで共有する場合、その旨を各アプリの掲載内容に記載するものとします。",
      ],
    },
    {
      heading: "利用制限",
      clauses: [
        "当社は、本APIの安定した提供のため、単位時間あたりのリクエスト数に上限を設けることがあります。",
        "パートナーが上限を超えて本APIを利用したときは、当社はその利用を一時的に制限できます。",
      ],
    },
    {
      heading: "仕様の変更",
      clauses: [
        "当社は、本APIの仕様を変更するときは、原則として90日前までにパートナーに通知します。ただし、セキュリティ上の理由による緊急の変更はこの限りではありません。",
      ],
    },
    {
      heading: "禁止事項",
      clauses: [
        "パートナーは、本APIのリバースエンジニアリング、本APIを通じて取得したデータの第三者への販売、その他当社が不適切と判断する行為をしてはなりません。",
      ],
    },
  ],
  "附則\n\n本規約は2025年4月1日から施行します。",
);

const LABS_TERMS = document(
  "このLabs利用規約（以下「本規約」）は、HRスイート株式会社（以下「当社」）が試験的に提供するHR Suiteの機能（以下「Labs機能」）の利用条件を定めます。",
  [
    {
      heading: "Labs機能の性質",
      clauses: [
        "Labs機能は、正式な提供に先立って試験的に提供される機能です。当社は、Labs機能の仕様を予告なく変更し、または提供を終了することがあります。",
      ],
    },
    {
      heading: "利用の開始",
      clauses: [
        "Labs機能は、テナント管理者が本規約に同意し、本ストアから追加したときに利用できるようになります。",
        "Labs機能は、テナント管理者が本ストアから削除することで、いつでも利用を終了できます。",
      ],
    },
    {
      heading: "料金",
      clauses: ["Labs機能の提供期間中は無料とします。正式な提供に移行するときは、料金を事前に通知します。"],
    },
    {
      heading: "フィードバック",
      clauses: [
        "当社は、Labs機能の改善のため、利用状況に関する情報を収集します。",
        "利用者が当社に提供した意見や要望は、当社が自由に利用できるものとします。",
      ],
    },
    {
      heading: "保証の否認",
      clauses: [
        "当社は、Labs機能について、正確性、完全性、特定の目的への適合性を保証しません。Labs機能の出力は、利用者の責任で確認したうえで利用してください。",
      ],
    },
  ],
  "附則\n\n本規約は2024年10月1日から施行します。",
);

export type TDemoTermsVersion = {
  kind: TTermsKind;
  version: string;
  title: string;
  bodyMarkdown: string;
  effectiveAt: Date;
};

export const DEMO_TERMS: TDemoTermsVersion[] = [
  {
    kind: "terms",
    version: "2025-10-01",
    title: "HR Suite App Store 利用規約",
    bodyMarkdown: STORE_TERMS,
    effectiveAt: jstDate("2025-10-01"),
  },
  ...(["2024-04-01", "2025-04-01", "2026-04-01"] as const).map(
    (version): TDemoTermsVersion => ({
      kind: "partner_terms",
      version,
      title: "HR Suite App Store パートナー規約",
      bodyMarkdown: partnerTerms(version),
      effectiveAt: jstDate(version),
    }),
  ),
  {
    kind: "partner_api_terms",
    version: "2025-04-01",
    title: "HR Suite パートナーAPI利用規約",
    bodyMarkdown: PARTNER_API_TERMS,
    effectiveAt: jstDate("2025-04-01"),
  },
  {
    kind: "labs_terms",
    version: "2024-10-01",
    title: "HR Suite Labs 利用規約",
    bodyMarkdown: LABS_TERMS,
    effectiveAt: jstDate("2024-10-01"),
  },
];
