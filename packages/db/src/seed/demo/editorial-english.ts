// The demo's editorial content in English (issue 31): every special, campaign and case study and the
// newest news items, as an operator would have written them in the console. Each is keyed by the
// Japanese title of the item it translates; editorial-versions.ts refuses a key that names no item.
// The product and company names are fictional, romanised from the Japanese.
import type { TDemoCampaign, TDemoCase, TDemoSpecial } from "./editorial";

export type TSpecialVersion = Pick<TDemoSpecial, "title" | "description" | "body">;
export type TCampaignVersion = Pick<TDemoCampaign, "title" | "description" | "benefits" | "conditions">;
export type TCaseVersion = Pick<TDemoCase, "title" | "summary" | "body" | "companyName" | "companySize" | "industry">;
/** A news item's version: its title and its paragraphs, as the Japanese items are written. */
export type TNewsVersion = { title: string; body: string[] };

export const ENGLISH_SPECIALS: Record<string, TSpecialVersion> = {
  "はじめての勤怠・給与連携": {
    title: "Your first attendance and payroll integration",
    description:
      "Cut your month-end close in half. Here are the apps that connect time and attendance to payroll, and the order to set them up in.",
    body: [
      "<p>Are you still typing attendance totals into your payroll software by hand? Connect time and attendance to payroll through HR Suite, and everything from registering employees to handing over attendance data happens automatically.</p>",
      "<h3>The order to set them up in</h3>",
      "<ul><li>Start by connecting a payroll app, so that you keep one employee master</li><li>Then automate clocking in and attendance totals with a time and attendance app</li><li>Finally, add apps for year-end tax adjustment and commuting routes to cover the work around them</li></ul>",
    ].join(""),
  },
  従業員の健康を守るアプリ: {
    title: "Apps that protect your employees’ health",
    description:
      "Health checkups, stress checks, occupational physicians: the health management the law requires, done reliably and without the extra work.",
    body: [
      "<p>Workplaces with 50 or more employees must run stress checks and appoint an occupational physician, on top of regular health checkups.</p>",
      "<p>Apps that connect to the employee information in HR Suite can automate keeping track of who is due and reminding them to get checked.</p>",
    ].join(""),
  },
  採用から入社までをつなぐアプリ: {
    title: "Apps that connect hiring to onboarding",
    description:
      "Are you entering candidates’ details all over again when they join? We have gathered the apps that turn hiring and onboarding into a single flow.",
    body: [
      "<p>The information you collect while hiring carries straight over into onboarding and your employee directory. You can build that flow by combining HR Suite with the right apps.</p>",
      "<h3>Combinations that work well</h3>",
      "<ul><li>Harukaze Recruiting + Hinata Aptitude Test: screening and assessing candidates</li><li>Kakitsubata Employment Contracts + Minamo Onboarding: from signing the contract to settling in</li></ul>",
    ].join(""),
  },
};

export const ENGLISH_CAMPAIGNS: Record<string, TCampaignVersion> = {
  "年末調整 準備応援キャンペーン": {
    title: "Year-End Tax Adjustment Head Start Campaign",
    description: "Get started with year-end tax adjustment and payroll apps with no setup fee.",
    benefits:
      "Apply during the campaign and we waive the setup fee. You are also welcome to join a walkthrough of your first year-end tax adjustment, free of charge.",
    conditions:
      "Open to companies that apply for the first time during the campaign period. Cannot be combined with other campaigns.",
  },
  "冬の安否確認 見直しキャンペーン": {
    title: "Winter Safety Check Review Campaign",
    description: "Get ready for the season of natural disasters by reviewing how you confirm your employees are safe.",
    benefits:
      "20% off the usage fee for three months. After setup, a dedicated representative helps you run your first drill.",
    conditions:
      "Open to companies that apply for the first time during the campaign period and sign a contract of 12 months or more.",
  },
  "新年度 入社手続きキャンペーン": {
    title: "New Fiscal Year Onboarding Campaign",
    description: "Welcome your new hires without passing paperwork back and forth.",
    benefits:
      "Employment contract sending fees and onboarding usage fees were waived for everyone joining up to April.",
    conditions: "This campaign was open to companies that applied for the first time during the campaign period.",
  },
  ストレスチェック実施応援キャンペーン: {
    title: "Stress Check Support Campaign",
    description: "Make your yearly stress check easier for everyone to take.",
    benefits:
      "The first year’s usage fee was 50% off, and participants could join a free seminar on reading group analysis results.",
    conditions: "This campaign was open to companies with at least one workplace of 50 or more employees.",
  },
  "新年度 勤怠・シフト見直しキャンペーン": {
    title: "New Fiscal Year Attendance and Shift Review Campaign",
    description: "The new fiscal year starts in April: a good time to review how you manage attendance and shifts.",
    benefits: "No setup fee, and we lend you up to two IC card readers free of charge.",
    conditions: "Open to companies that apply for the first time during the campaign period.",
  },
};

export const ENGLISH_CASES: Record<string, TCaseVersion> = {
  "3つの工場の勤怠と給与をひとつに。締め作業が5日から2日へ": {
    companyName: "Midori Seiki Co., Ltd.",
    companySize: "300 employees",
    industry: "Manufacturing",
    title: "Attendance and payroll for three factories in one place: the month-end close drops from 5 days to 2",
    summary:
      "Each factory had its own time cards and its own way of running payroll. Tokiwa Attendance and Asagi Payroll Cloud brought them all together.",
    body: [
      "<h3>The challenge</h3>",
      "<p>Each of the three factories used different time cards. At every month-end close, an administrator at head office typed the summary sheets sent in by each factory into the payroll software by hand. Checking for typing mistakes alone could take a whole day.</p>",
      "<h3>Why they chose these apps</h3>",
      "<p>The deciding factors were that the employee information kept in HR Suite flows straight into attendance and payroll, and that staff can clock in with their IC cards.</p>",
      "<h3>What changed</h3>",
      "<p>Attendance totals now go straight into payroll, and the month-end close has shrunk from five days to two. New hires and transfers only need to be entered once.</p>",
      "<p>“Another big change is that our factory managers can now see overtime as it happens.” (General Manager, General Affairs)</p>",
    ].join(""),
  },
  "シフト勤務の職員も受検しやすく。ストレスチェックの受検率が96%に": {
    companyName: "Koharu-kai Medical Corporation",
    companySize: "210 staff",
    industry: "Healthcare and social care",
    title: "Easier for shift workers too: stress check participation reaches 96%",
    summary:
      "Letting staff on night shifts take the stress check on their smartphones raised participation from 72% to 96%.",
    body: [
      "<h3>The challenge</h3>",
      "<p>Stress checks were run on paper questionnaires, but staff on night and rotating shifts had few chances to hand them in, and participation stayed at 72%.</p>",
      "<h3>What they did</h3>",
      "<p>Koharu-kai introduced Kokonoe Stress Check and set it up so that staff sign in through HR Suite’s IdP feature. Nobody has to remember another ID, and staff can take the check on their smartphones during a break.</p>",
      "<h3>The results</h3>",
      "<p>Participation rose to 96%. Using the group analysis, Koharu-kai rebalanced the workload between wards, and the share of highly stressed staff fell the following year.</p>",
    ].join(""),
  },
  "採用から配置まで、候補者のデータを一本化": {
    companyName: "Hibiki Systems Inc.",
    companySize: "800 employees",
    industry: "IT and software",
    title: "One record for every candidate, from hiring to team placement",
    summary:
      "By connecting applicant tracking and aptitude testing to HR Suite, Hibiki Systems carries each new hire’s information into onboarding and placement decisions.",
    body: [
      "<h3>The challenge</h3>",
      "<p>Hiring 150 people a year, the company kept its data in separate places: applicant details in its applicant tracking system, aptitude test results in another service, and everything after hiring in HR Suite.</p>",
      "<h3>What they did</h3>",
      "<p>They connected Harukaze Recruiting and Hinata Aptitude Test to HR Suite, and set up a flow that registers each successful candidate in HR Suite as soon as their onboarding begins.</p>",
      "<h3>The results</h3>",
      "<p>Data entry for onboarding has all but disappeared. When deciding where people will work, managers now discuss aptitude test results side by side with each team’s tendencies.</p>",
    ].join(""),
  },
  "40店舗の安否確認と連絡網を、名簿の更新なしで": {
    companyName: "Tsubaki Foods Co., Ltd.",
    companySize: "1,200 employees (including part-time staff)",
    industry: "Food manufacturing and retail",
    title: "Safety checks and emergency contacts for 40 stores, without updating a single list",
    summary: "Store staff come and go often. Connected to HR Suite, their contact details are now always up to date.",
    body: [
      "<h3>The challenge</h3>",
      "<p>With frequent turnover among the staff of 40 stores and 2 factories, the contact list for safety checks was updated by hand every month. Every drill turned up contact details that no longer reached anyone.</p>",
      "<h3>What they did</h3>",
      "<p>They connected Amatsuboshi Safety Check and Amatsuboshi Emergency Contacts to HR Suite, so that new hires, leavers and transfers appear on the contact list by the next morning.</p>",
      "<h3>The results</h3>",
      "<p>Nobody updates the list by hand any more, and 98% of staff now respond during drills. When a typhoon approaches, the emergency contact network also tells each store whether it will open.</p>",
    ].join(""),
  },
};

/** The newest news items (those a visitor sees first on the home page and /news). */
export const ENGLISH_NEWS: Record<string, TNewsVersion> = {
  "新着アプリ：あけぼのヘルプ募集が近日公開になりました": {
    title: "New app: Akebono Shift Help is coming soon",
    body: [
      "We have started listing Akebono Shift Help, which lets you ask staff at nearby stores to cover understaffed shifts. It is scheduled to launch in December 2026.",
    ],
  },
  "11月15日（日）未明にメンテナンスを行います": {
    title: "Scheduled maintenance in the early hours of Sunday, November 15",
    body: [
      "We will carry out system maintenance at the time below. While it is under way, apps cannot be connected or disconnected.",
      "When: Sunday, November 15, 2026, 2:00–5:00 a.m. JST (planned)",
    ],
  },
  "新着アプリ：こもれび請求書受取が近日公開になりました": {
    title: "New app: Komorebi Invoice Inbox is coming soon",
    body: [
      "We have started listing Komorebi Invoice Inbox, which reads paper and PDF invoices and turns them into scheduled payments.",
    ],
  },
  "「冬の安否確認 見直しキャンペーン」を開始しました": {
    title: "The Winter Safety Check Review Campaign has started",
    body: [
      "Until December 25, 2026, we are running a campaign for companies introducing or reviewing a safety check service. See the campaigns page for details.",
    ],
  },
  "特集「はじめての勤怠・給与連携」を公開しました": {
    title: "New special: “Your first attendance and payroll integration”",
    body: [
      "Our new special introduces the apps that connect time and attendance to payroll, and the order to set them up in.",
    ],
  },
  "10月4日（日）未明にメンテナンスを行いました": {
    title: "Maintenance in the early hours of Sunday, October 4 is complete",
    body: ["The scheduled maintenance has been completed. Thank you for your patience."],
  },
};
