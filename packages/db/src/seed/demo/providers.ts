// Fictional app providers of the demo catalog. Names, addresses and domains are invented; every
// domain ends in .example.

type TDemoProvider = {
  name: string;
  domain: string;
  description: string;
  address: string;
  awards?: readonly { title: string; description: string }[];
  /** OAuth clients that several of the provider's apps share (DOMAIN.md: shared provider account). */
  sharedOauthClients?: readonly { key: string; name: string }[];
};

export const DEMO_PROVIDERS = {
  hrsuite: {
    name: "HRスイート株式会社",
    domain: "hr-suite.example",
    description:
      "人事労務クラウド「HR Suite」の開発・提供元です。データ連携、Labs機能、有料オプションなど、HR Suiteを拡張する公式アプリを提供しています。",
    address: "東京都千代田区神田錦町9-1-1 ひかりビル12階",
    awards: [
      {
        title: "クラウドサービス大賞 2025 人事部門 優秀賞",
        description: "人事労務領域での使いやすさと連携の広さが評価されました。",
      },
    ],
  },
  asagi: {
    name: "あさぎ給与システム株式会社",
    domain: "asagi-payroll.example",
    description: "1998年創業。中堅・中小企業向けの給与計算ソフトを25年以上開発してきた給与計算の専門企業です。",
    address: "大阪府大阪市北区中之島9-3-2 あさぎタワー8階",
    awards: [
      {
        title: "バックオフィスDXアワード 2024 給与部門 最優秀賞",
        description: "給与計算の自動化率と導入支援の手厚さが評価されました。",
      },
      {
        title: "ユーザー満足度調査 2025 給与計算ソフト部門 第1位",
        description: "導入企業1,200社へのアンケートで総合満足度第1位を獲得しました。",
      },
    ],
  },
  komorebi: {
    name: "こもれび会計株式会社",
    domain: "komorebi-accounting.example",
    description: "会計・給与・経費をひとつのアカウントでつなぐ「こもれびクラウド」シリーズを提供しています。",
    address: "東京都渋谷区桜丘町9-8 こもれびスクエア5階",
    awards: [
      {
        title: "スモールビジネス支援アワード 2025 グッドサービス賞",
        description: "個人事業主から中小企業まで使える料金体系が評価されました。",
      },
    ],
    sharedOauthClients: [{ key: "komorebi-cloud", name: "こもれびクラウド" }],
  },
  suzuran: {
    name: "すずらんヘルスケア株式会社",
    domain: "suzuran-health.example",
    description: "健康診断の予約から結果管理、産業医面談までを支援する健康経営サービスを提供しています。",
    address: "神奈川県横浜市西区みなとみらい9-5-1",
    awards: [
      {
        title: "健康経営ソリューションアワード 2024 特別賞",
        description: "健診受診率の向上に貢献した点が評価されました。",
      },
    ],
  },
  kokonoe: {
    name: "株式会社ここのえメンタル",
    domain: "kokonoe-mental.example",
    description:
      "臨床心理士と開発者が共同で設計した、ストレスチェックとオンラインカウンセリングのサービスを提供しています。",
    address: "京都府京都市中京区烏丸通9-12 ここのえビル3階",
  },
  amatsuboshi: {
    name: "あまつぼし安否サービス株式会社",
    domain: "amatsuboshi.example",
    description: "災害時の安否確認と緊急連絡を、全国4,000社以上に提供しています。",
    address: "宮城県仙台市青葉区一番町9-7-3",
    awards: [
      {
        title: "防災テック大賞 2023 企業部門 大賞",
        description: "通信障害時にも届く多重配信の仕組みが評価されました。",
      },
    ],
  },
  tokiwa: {
    name: "株式会社ときわタイム",
    domain: "tokiwa-time.example",
    description: "打刻、勤怠集計、残業管理までをカバーするクラウド勤怠サービスを開発しています。",
    address: "東京都港区芝浦9-4-10 ときわビル7階",
    awards: [
      {
        title: "働き方改革ITアワード 2025 勤怠管理部門 優秀賞",
        description: "法改正への迅速な対応と現場の打刻のしやすさが評価されました。",
      },
    ],
  },
  akebono: {
    name: "株式会社あけぼのシフト",
    domain: "akebono-shift.example",
    description: "飲食・小売・介護などシフト制の職場向けに、シフト作成と人員配置のサービスを提供しています。",
    address: "福岡県福岡市中央区天神9-2-8",
  },
  michishirube: {
    name: "株式会社みちしるべ交通",
    domain: "michishirube.example",
    description: "全国の鉄道・バス路線データをもとに、通勤経路検索と定期代計算のサービスを提供しています。",
    address: "愛知県名古屋市中村区名駅9-6-2 みちしるべビル",
  },
  seseragi: {
    name: "株式会社せせらぎワークフロー",
    domain: "seseragi-flow.example",
    description: "稟議・各種申請をノーコードで電子化するワークフローサービスを提供しています。",
    address: "東京都品川区大崎9-11-1 せせらぎテラス4階",
  },
  iroha: {
    name: "株式会社いろは経費",
    domain: "iroha-keihi.example",
    description: "領収書の読み取りから仕訳までを自動化する経費精算サービスを提供しています。",
    address: "東京都中央区日本橋9-3-6",
  },
  musubi: {
    name: "株式会社むすびウェア",
    domain: "musubi-ware.example",
    description: "チャット、カレンダー、社内ポータルを備えたグループウェア「むすびワークスペース」を提供しています。",
    address: "北海道札幌市中央区北九条西9-1-1",
    sharedOauthClients: [{ key: "musubi-workspace", name: "むすびワークスペース" }],
  },
  kurogane: {
    name: "株式会社くろがねID",
    domain: "kurogane-id.example",
    description: "シングルサインオンとID管理のクラウドサービスを提供するセキュリティ企業です。",
    address: "東京都新宿区西新宿9-9-2 くろがねタワー21階",
    awards: [
      {
        title: "情報セキュリティアワード 2025 ID管理部門 優秀賞",
        description: "多要素認証とIDライフサイクル管理の自動化が評価されました。",
      },
    ],
  },
  harukaze: {
    name: "株式会社はるかぜ採用",
    domain: "harukaze-recruit.example",
    description: "応募者管理から面接調整、内定者フォローまでをつなぐ採用支援サービスを提供しています。",
    address: "東京都目黒区目黒9-1-4 はるかぜビル6階",
    awards: [
      { title: "HRテクノロジー大賞 2024 採用部門 奨励賞", description: "採用担当者の工数削減効果が評価されました。" },
    ],
  },
  minamo: {
    name: "株式会社みなもオンボード",
    domain: "minamo-onboard.example",
    description: "入社手続きと入社後の定着を支援するオンボーディングサービスを提供しています。",
    address: "兵庫県神戸市中央区三宮町9-1-5",
  },
  hinata: {
    name: "株式会社ひなた適性研究所",
    domain: "hinata-aptitude.example",
    description: "産業・組織心理学の研究をもとに、採用と配置のための適性検査を開発しています。",
    address: "東京都文京区本郷9-2-3",
  },
  tomoshibi: {
    name: "株式会社ともしび評価",
    domain: "tomoshibi-hyoka.example",
    description: "目標管理と人事評価、1on1をひとつにつなぐ評価サービスを提供しています。",
    address: "東京都千代田区九段南9-3-1",
  },
  kogane: {
    name: "株式会社こがねタレント",
    domain: "kogane-talent.example",
    description: "従業員のスキルと経験を見える化するタレントマネジメントサービスを提供しています。",
    address: "広島県広島市中区紙屋町9-1-2",
  },
  fukurou: {
    name: "株式会社ふくろうエンゲージ",
    domain: "fukurou-engage.example",
    description: "パルスサーベイとサンクスカードで、組織のコンディションを見える化します。",
    address: "東京都世田谷区三軒茶屋9-5-8",
    awards: [
      {
        title: "エンゲージメント経営アワード 2025 ベストプラクティス賞",
        description: "回答率90%を超える設問設計が評価されました。",
      },
    ],
  },
  manabi: {
    name: "株式会社まなびのたね",
    domain: "manabi-tane.example",
    description: "2,000本以上の動画講座をそろえた法人向けeラーニングサービスを提供しています。",
    address: "東京都豊島区東池袋9-1-1 たねビル9階",
  },
  kakitsubata: {
    name: "株式会社かきつばた電子契約",
    domain: "kakitsubata-sign.example",
    description: "雇用契約書や各種同意書を、オンラインで締結・保管できる電子契約サービスを提供しています。",
    address: "東京都千代田区大手町9-6-1",
  },
  shiosai: {
    name: "株式会社しおさい労務",
    domain: "shiosai-roumu.example",
    description: "社会保険労務士と連携した労務相談と、社会保険・雇用保険の電子申請サービスを提供しています。",
    address: "静岡県静岡市葵区呉服町9-2-1",
  },
  wakaba: {
    name: "株式会社わかばベネフィット",
    domain: "wakaba-benefit.example",
    description: "全国20万件以上の優待をそろえた福利厚生サービスと、社内ポイント制度を提供しています。",
    address: "東京都台東区上野9-8-1",
  },
  tsumugi: {
    name: "株式会社つむぎデータ",
    domain: "tsumugi-data.example",
    description: "人事データの連携と分析を専門とするデータエンジニアリング企業です。",
    address: "東京都江東区豊洲9-1-7 つむぎタワー15階",
  },
} as const satisfies Record<string, TDemoProvider>;

export type TDemoProviderKey = keyof typeof DEMO_PROVIDERS;

type TSharedClients<T> = T extends { sharedOauthClients: readonly { key: infer K }[] } ? K : never;
export type TDemoOauthClientKey = TSharedClients<(typeof DEMO_PROVIDERS)[TDemoProviderKey]>;
