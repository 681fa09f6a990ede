// What one generated app is, as a pure function of the seed and its index: its name and code (a
// unique combination of the vocabulary), its store facts and its content from a few templates.
import type { TAppStatus, TIntegrationType, TPrimaryActionType } from "@store/domain/enums";
import { emptyIntegration, type TAppContent, type TContentIntegration } from "@store/domain/schemas/app-content";
import { contentLists } from "../apps";
import { boxUsage, describedFeatures, genericVoices, imageUsage, providerLinks, screens } from "../demo/content";
import { DEMO_REFERENCE_DATE } from "../demo/reference-date";
import type { TDemoCategoryKey } from "../demo/taxonomy";
import type { TDemoVoice } from "../demo/types";
import { createRandom, hashParts } from "./random";
import {
  BODY_PARAGRAPHS,
  BRANDS,
  DESCRIPTION_TEMPLATES,
  EDITIONS,
  FEATURE_TITLES,
  SUBJECTS,
  SUFFIXES,
  type TSubject,
  TITLE_TEMPLATES,
} from "./vocabulary";

/** Independent random streams per purpose, so adding a draw to one never shifts another. */
export const STREAM = { facts: 1, content: 2, installs: 3, logs: 4, providers: 5, campaigns: 6 } as const;

const NAMES_PER_EDITION = BRANDS.length * SUBJECTS.length * SUFFIXES.length;
/** How many distinct app names the vocabulary makes. */
export const MAX_GENERATED_APPS = NAMES_PER_EDITION * EDITIONS.length;
/** Coprime with NAMES_PER_EDITION: walking indexes by it visits every name of an edition once. */
const NAME_STRIDE = 7919;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A moment `days` and `hours` before the demo catalog's reference date (no wall clock). */
export function beforeReference(days: number, hours = 0): Date {
  return new Date(DEMO_REFERENCE_DATE.getTime() - days * DAY - hours * HOUR);
}

const isLatin = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** Words joined the way names are written: Latin words apart, Japanese ones together. */
function joinWords(words: string[]): string {
  return words
    .filter((word) => word !== "")
    .reduce(
      (name, word) =>
        name === "" ? word : isLatin(name.at(-1) ?? "") || isLatin(word[0] ?? "") ? `${name} ${word}` : name + word,
      "",
    );
}

export type TAppName = { name: string; code: string; subject: TSubject };

/** The name and code of app `index`: distinct for every index below MAX_GENERATED_APPS. */
export function appName(seed: number, index: number): TAppName {
  const edition = Math.floor(index / NAMES_PER_EDITION);
  const offset = hashParts(seed) % NAMES_PER_EDITION;
  const q = ((index % NAMES_PER_EDITION) * NAME_STRIDE + offset) % NAMES_PER_EDITION;
  const brand = BRANDS[q % BRANDS.length];
  const subject = SUBJECTS[Math.floor(q / BRANDS.length) % SUBJECTS.length];
  const suffix = SUFFIXES[Math.floor(q / (BRANDS.length * SUBJECTS.length))];
  const extra = EDITIONS[edition];
  if (!brand || !subject || !suffix || !extra) throw new Error(`no app name for index ${index}`);
  return {
    name: joinWords([brand.text, subject.text, suffix.text, extra.text]),
    code: [brand.slug, subject.slug, suffix.slug, extra.slug].filter((slug) => slug !== "").join("-"),
    subject,
  };
}

const STATUS_WEIGHTS = { published: 85, upcoming: 5, discontinued: 4, archived: 3, draft: 3 } satisfies Record<
  TAppStatus,
  number
>;
const INTEGRATION_WEIGHTS = { connect: 45, adapt: 15, install: 25, suite_labs: 5, suite_option: 10 } satisfies Record<
  TIntegrationType,
  number
>;
const ACTION_WEIGHTS = {
  demo_and_inquiry: 35,
  inquiry: 25,
  demo: 15,
  trial: 15,
  none: 8,
  close_soon: 2,
} satisfies Record<TPrimaryActionType, number>;

/** The store's facts of an app, drawn before its content: what the catalog's plan needs of every app. */
export type TAppFacts = {
  status: TAppStatus;
  integrationType: TIntegrationType;
  /** Installations and published voices are planned for these only. */
  installable: boolean;
  voices: number;
  publishedDaysAgo: number | null;
  featured: boolean;
};

export function appFacts(seed: number, index: number): TAppFacts {
  const random = createRandom(seed, STREAM.facts, index);
  const status = random.weighted(STATUS_WEIGHTS);
  const integrationType = random.weighted(INTEGRATION_WEIGHTS);
  const publishedDaysAgo =
    status === "draft" ? null : status === "upcoming" ? random.between(1, 60) : random.between(30, 2200);
  const installable = status === "published" || status === "discontinued";
  return {
    status,
    integrationType,
    installable,
    voices: status === "published" && random.chance(0.2) ? random.between(1, 5) : 0,
    publishedDaysAgo,
    featured: status === "published" && random.chance(0.005),
  };
}

/** The ids the content refers to, read from the database the catalog is added to. */
export type TCatalogRefs = {
  /** Category ids by the demo catalog's keys (when its categories are there), and every category id. */
  categoryByKey: ReadonlyMap<TDemoCategoryKey, number>;
  categoryIds: readonly number[];
  categoryNames: ReadonlyMap<number, string>;
  plans: readonly { id: number; priceType: "free" | "paid" }[];
  tags: readonly { id: number; name: string }[];
};

export type TProviderRef = { id: number; name: string; domain: string };

/** One generated app, ready to be written. */
export type TGeneratedApp = {
  index: number;
  facts: TAppFacts;
  content: TAppContent;
  providerId: number;
  providerName: string;
  tagNames: string[];
  categoryNames: string[];
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  voices: TGeneratedVoice[];
};

/** A published voice of a generated app (the demo catalog's vocabulary, dated after the app's publication). */
export type TGeneratedVoice = Omit<TDemoVoice, "daysAgo"> & { publishedAt: Date };

const fill = (template: string, words: Record<string, string>) =>
  template.replace(/\{(\w)\}/g, (_, key: string) => words[key] ?? "");

function appCategories(random: ReturnType<typeof createRandom>, subject: TSubject, refs: TCatalogRefs): number[] {
  const own = subject.categories.flatMap((key) => {
    const id = refs.categoryByKey.get(key);
    return id === undefined ? [] : [id];
  });
  const chosen = new Set(own.length ? random.sample(own, random.between(1, own.length)) : []);
  // Some apps also sit in an unrelated category, so every category has apps of every subject.
  if (chosen.size === 0 || random.chance(0.3)) chosen.add(random.pick(refs.categoryIds));
  return [...chosen].slice(0, 3);
}

/** App `index` in full: facts, content (valid ZAppContent) and what its search document needs. */
export function generateApp(seed: number, index: number, refs: TCatalogRefs, provider: TProviderRef): TGeneratedApp {
  const facts = appFacts(seed, index);
  const { name, code, subject } = appName(seed, index);
  const random = createRandom(seed, STREAM.content, index);
  const words = { s: subject.ja, n: name };
  const categoryIds = appCategories(random, subject, refs);
  const tags = random.sample(refs.tags, random.between(2, 6));
  const plan = refs.plans.length ? random.pick(refs.plans) : null;
  const primaryActionType = random.weighted(ACTION_WEIGHTS);
  const triable = primaryActionType === "trial" || random.chance(0.2);
  const screenCount = random.between(1, 4);
  const publishedAt = facts.publishedDaysAgo === null ? null : beforeReference(facts.publishedDaysAgo, random.int(10));
  const createdAt = beforeReference((facts.publishedDaysAgo ?? random.between(1, 90)) + 14);
  const releaseDays = facts.publishedDaysAgo === null ? [] : releaseDaysAgo(random, facts.publishedDaysAgo);
  const updatedAt = beforeReference(Math.min(facts.publishedDaysAgo ?? 1, ...releaseDays));
  const inquiryByUrl = random.chance(0.3);
  const paid = plan?.priceType === "paid";
  const links = providerLinks(provider.domain, code);
  const content: TAppContent = {
    name,
    code,
    title: fill(random.pick(TITLE_TEMPLATES), words),
    description: fill(random.pick(DESCRIPTION_TEMPLATES), words),
    integrationType: facts.integrationType,
    primaryActionType,
    categoryIds,
    planId: plan?.id ?? null,
    tagIds: tags.map((tag) => tag.id),
    logoImage: `/img/apps/${code}/logo.svg`,
    lineupImage: `/img/apps/${code}/lineup.svg`,
    ssoSupported: random.chance(0.3),
    triable,
    body: random
      .sample(BODY_PARAGRAPHS, random.between(2, BODY_PARAGRAPHS.length))
      .map((p) => fill(p, words))
      .join(""),
    videoId: null,
    thumbnailImage: null,
    thumbnailAlt: null,
    ...contentLists({
      images: screens(
        code,
        Array.from({ length: screenCount }, (_, i) => [`${name}の画面 ${i + 1}`, `${name}の画面 ${i + 1}`] as const),
      ),
      features: describedFeatures(
        code,
        random
          .sample(FEATURE_TITLES, random.between(2, 4))
          .map((title) => [title, `${subject.ja}の業務で使える「${title}」を備えています。`] as const),
      ),
      usages: [
        imageUsage(code, 1, "はじめての設定", `${name}の初期設定の流れを説明します。`),
        ...(random.chance(0.4)
          ? [boxUsage(`${code.replaceAll("-", "")}doc`, "連携設定マニュアル", "連携設定の手順書です。")]
          : []),
      ],
      connection: null,
      releases: releaseDays.map((daysAgo, i) => ({
        title: `${name} ${releaseDays.length - i}.0 をリリースしました`,
        url: random.chance(0.5) ? `https://www.${provider.domain}/news/${code}-${releaseDays.length - i}` : null,
        publishedAt: beforeReference(daysAgo, 15),
      })),
    }),
    price: paid ? `月額 ${random.between(1, 40) * 100}円／従業員` : null,
    priceCaption: paid ? "税抜" : null,
    additionalCharge: paid && random.chance(0.5) ? `初期費用 ${random.between(1, 20) * 10_000}円（税抜）` : null,
    url: facts.integrationType === "adapt" ? `https://app.${provider.domain}/${code}` : null,
    idpAppUrl: null,
    helpUrl: links.helpUrl,
    contactUrl: links.contactUrl,
    termsUrl: `https://www.${provider.domain}/terms`,
    demoRequestUrl: links.demoRequestUrl,
    suiteSchoolUrl: null,
    documentUrl: links.documentUrl,
    documentEyecatchUrl: links.documentEyecatchUrl,
    serviceUrl: links.serviceUrl,
    inquiryActionType: inquiryByUrl ? "url" : "form",
    inquiryUrl: inquiryByUrl ? links.contactUrl : null,
    campaign: null,
    announcement: random.chance(0.1) ? `${name}の操作説明会（オンライン・無料）を毎月開催しています。` : null,
    idpHelp: null,
    suiteDataHelp: null,
    integration: generatedIntegration(facts.integrationType, code),
    translations: {},
  };
  return {
    index,
    facts,
    content,
    providerId: provider.id,
    providerName: provider.name,
    tagNames: tags.map((tag) => tag.name),
    categoryNames: categoryIds.map((id) => refs.categoryNames.get(id) ?? ""),
    publishedAt,
    createdAt,
    updatedAt,
    voices: genericVoices(index, facts.voices).map(({ daysAgo, ...voice }) => ({
      ...voice,
      publishedAt: beforeReference(Math.min(daysAgo, Math.max(0, (facts.publishedDaysAgo ?? 1) - 1)), 13),
    })),
  };
}

/** Where a generated add-on app's add-on lives. */
export function addonUrlOf(code: string): string {
  return `https://addons.hr-suite.example/${code}`;
}

/**
 * What installing a generated app needs (issue 27), drawing nothing: a connection asks the masters
 * it reads (its client is the row's own), an add-on app names its add-on (`ad_` and its code).
 */
function generatedIntegration(type: TIntegrationType, code: string): TContentIntegration {
  if (type === "connect" || type === "adapt")
    return { ...emptyIntegration(), scopes: ["departments:read", "employees:read"] };
  if (type === "install" || type === "suite_labs") return { ...emptyIntegration(), addonKey: `ad_${code}` };
  return emptyIntegration();
}

/** Up to four releases after publication, newest first. */
function releaseDaysAgo(random: ReturnType<typeof createRandom>, publishedDaysAgo: number): number[] {
  const count = random.between(0, 4);
  return Array.from({ length: count }, () => random.int(Math.max(1, publishedDaysAgo)))
    .filter((days, i, all) => all.indexOf(days) === i)
    .sort((a, b) => a - b);
}
