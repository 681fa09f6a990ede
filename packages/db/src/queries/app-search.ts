import { LISTED_APP_STATUSES, type TAppMinRating, type TPriceType } from "@store/domain/enums";
import { termGrams, termNameGrams } from "@store/domain/search-grams";
import { type AnyColumn, and, desc, inArray, type SQL, sql } from "drizzle-orm";
import { apps, listedAppCategories } from "../schema/apps";
import { campaignApps, campaigns } from "../schema/editorial";
import { plans } from "../schema/taxonomy";
import { SEARCH_TEXT_LINES, searchTextLine, type TSearchTextLine } from "../search/search-document";

// The public app list's filter as SQL: conditions, relevance and orders (app-list and app-facets run them).

/** What narrows the public list. Terms are already folded (domain search-text). */
export type TAppListFilter = {
  terms: string[];
  /** A top-level category also matches the apps of its children; several ids match any of them. */
  categoryIds: number[];
  priceType: TPriceType | null;
  /** Only apps of a campaign running at `now`. */
  campaign: boolean;
  /** Only apps whose published voices average this many stars or more (issue 28); absent: any. */
  minRating?: TAppMinRating | null;
  now: Date;
};

export const APP_LIST_ORDERS = ["relevance", "latest", "popular", "featured", "rating"] as const;
export type TAppListOrder = (typeof APP_LIST_ORDERS)[number];

/**
 * Apps in the order of their names as a Japanese reader sorts them (issue 31): by the name's kana
 * reading where it has kanji, else by the folded name, so 朝霧給与 (あさぎり…) comes before
 * こもれび経費, not after every kana name as kanji code points would put it.
 */
export const appNameOrder = sql`coalesce(nullif(split_part(${apps.searchText}, chr(10), 2), ''), split_part(${apps.searchText}, chr(10), 1))`;

const KATAKANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCodePoint(0x30a1 + i)).join("");
const HIRAGANA = Array.from({ length: 0x30f6 - 0x30a1 + 1 }, (_, i) => String.fromCodePoint(0x3041 + i)).join("");

/**
 * A text column folded in SQL as foldSearchText folds in JavaScript (NFKC, lower case, katakana as
 * hiragana; spaces are left as they are), for the console's searches over columns without a
 * search document: ｺﾓﾚﾋﾞ and コモレビ find こもれび.
 */
export function foldedColumn(column: SQL | AnyColumn): SQL<string> {
  return sql<string>`translate(lower(normalize(${column}, NFKC)), ${KATAKANA}, ${HIRAGANA})`;
}

/** Escapes LIKE's wildcards and its escape character, so a term matches only itself. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

export const listed = () => inArray(apps.status, [...LISTED_APP_STATUSES]);

/**
 * Every term occurs in the app's search text. The GIN-indexed grams narrow the candidates (an app
 * holding a term holds all of its grams); LIKE over the text decides, exactly as without the index.
 */
function termsCondition(terms: string[]): SQL | undefined {
  if (terms.length === 0) return undefined;
  const grams = [...new Set(terms.flatMap(termGrams))];
  return and(
    sql`${apps.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...terms.map((term) => sql`${apps.searchText} like ${`%${escapeLike(term)}%`} escape '\\'`),
  );
}

/** In one of the categories or their children (listed_app_categories holds both for a listed app). */
function categoryCondition(categoryIds: number[]): SQL | undefined {
  if (categoryIds.length === 0) return undefined;
  return sql`exists (select 1 from ${listedAppCategories}
    where ${listedAppCategories.appId} = ${apps.id} and ${inArray(listedAppCategories.categoryId, categoryIds)})`;
}

function priceTypeCondition(priceType: TPriceType | null): SQL | undefined {
  if (!priceType) return undefined;
  return sql`exists (select 1 from ${plans} where ${plans.id} = ${apps.planId} and ${plans.priceType} = ${priceType})`;
}

/** True for an app in a campaign that runs at `now` (startsAt inclusive, endsAt exclusive). */
export function inRunningCampaign(now: Date): SQL<boolean> {
  const at = now.toISOString();
  return sql<boolean>`exists (select 1 from ${campaignApps} join ${campaigns} on ${campaigns.id} = ${campaignApps.campaignId}
    where ${campaignApps.appId} = ${apps.id} and ${campaigns.startsAt} <= ${at} and ${campaigns.endsAt} > ${at})`;
}

/** On the kept average (apps_rating_idx): apps without a rated voice have none and never match. */
function minRatingCondition(minRating: TAppMinRating | null | undefined): SQL | undefined {
  if (!minRating) return undefined;
  return sql`${apps.voiceRatingAverage} >= ${minRating}`;
}

export type TFacet = "categories" | "plan" | "campaign";

/** The filter's conditions on listed apps, leaving out one facet (for that facet's counts). */
export function filterConditions(filter: TAppListFilter, except?: TFacet): SQL | undefined {
  const inCategories = except === "categories" ? undefined : categoryCondition(filter.categoryIds);
  return and(
    // listed_app_categories holds listed apps only: with a category, the status check is implied
    // (and left out, so the planner starts from the category's apps instead of the apps table).
    inCategories ? undefined : listed(),
    termsCondition(filter.terms),
    inCategories,
    except === "plan" ? undefined : priceTypeCondition(filter.priceType),
    except === "campaign" || !filter.campaign ? undefined : inRunningCampaign(filter.now),
    minRatingCondition(filter.minRating),
  );
}

/** What a term scores by the best field it occurs in (name > title > tags > provider > description). */
const LINE_SCORES: Record<TSearchTextLine, number> = {
  name: 100,
  nameReading: 100,
  nameTranslations: 100,
  title: 40,
  titleReading: 40,
  titleTranslations: 40,
  tags: 20,
  provider: 10,
  providerReading: 10,
  description: 1,
  descriptionReading: 1,
  descriptionTranslations: 1,
};

const lineOf = (line: TSearchTextLine) => sql`split_part(${apps.searchText}, chr(10), ${searchTextLine(line)})`;

/**
 * Relevance of an app to the terms: per term, the score of the best field it occurs in, plus a
 * bonus when the name (or its reading) starts with the term, and one when it is the whole query.
 * search_text's lines fall in relevance (search/search-document.ts), so the best field is the line
 * of the term's first occurrence: one strpos and a count of the line breaks before it.
 */
export function relevance(terms: string[]): SQL<number> {
  if (terms.length === 0) return sql<number>`0`;
  const scores = sql.raw(`array[${SEARCH_TEXT_LINES.map((line) => LINE_SCORES[line]).join(", ")}]`);
  const names = [lineOf("name"), lineOf("nameReading")];
  const perTerm = terms.map((term) => {
    const before = sql`left(${apps.searchText}, strpos(${apps.searchText}, ${term}) - 1)`;
    const line = sql`length(${before}) - length(replace(${before}, chr(10), '')) + 1`;
    const prefix = sql.join(
      names.map((name) => sql`starts_with(${name}, ${term})`),
      sql` or `,
    );
    return sql`(coalesce((${scores})[${line}], 0) + case when ${prefix} then 30 else 0 end)`;
  });
  const whole = terms.join(" ");
  const exact = sql.join(
    names.map((name) => sql`${name} = ${whole}`),
    sql` or `,
  );
  return sql<number>`(${sql.join(perTerm, sql` + `)} + case when ${exact} then 200 else 0 end)`;
}

/** Every term occurs in the app's name or its reading (name-tagged grams narrow, LIKE decides). */
export function inNameCondition(terms: string[]): SQL | undefined {
  const grams = [...new Set(terms.flatMap(termNameGrams))];
  return and(
    sql`${apps.searchGrams} @> array[${sql.join(
      grams.map((gram) => sql`${gram}`),
      sql`, `,
    )}]::text[]`,
    ...terms.map((term) => {
      const like = `%${escapeLike(term)}%`;
      return sql`(${lineOf("name")} like ${like} escape '\\' or ${lineOf("nameReading")} like ${like} escape '\\')`;
    }),
  );
}

/**
 * The most an app can score when some term is not in its name lines: that term scores at most a
 * title's 40 (no name starts with it, and the query is not its name), every other at most a
 * name's 100 plus 30 for a name starting with it.
 */
export const bestScoreOutsideNames = (terms: string[]) =>
  (LINE_SCORES.name + 30) * (terms.length - 1) + LINE_SCORES.title;

export function orderBy(order: TAppListOrder, terms: string[]): SQL[] {
  const latest = [sql`${apps.publishedAt} desc nulls last`, desc(apps.id)];
  const featured = [sql`${apps.featuredPosition} asc nulls last`, ...latest];
  const byRelevance = terms.length > 0 ? [sql`${relevance(terms)} desc`] : [];
  switch (order) {
    case "relevance":
      return [...byRelevance, ...featured];
    case "latest":
      return [...latest.slice(0, 1), ...byRelevance, ...latest.slice(1)];
    case "popular":
      return [desc(apps.installedCount), ...byRelevance, ...latest];
    case "rating":
      // Best rated first, more ratings first among equals; apps without a rating last (apps_rating_idx).
      return [sql`${apps.voiceRatingAverage} desc nulls last`, desc(apps.voiceRatingCount), ...byRelevance, ...latest];
    case "featured":
      return [sql`${apps.featuredPosition} asc nulls last`, ...byRelevance, ...latest];
  }
}

/** Whether a filter narrows the list beyond "listed", leaving one facet out. */
export function narrows(filter: TAppListFilter, except: TFacet): boolean {
  return (
    filter.terms.length > 0 ||
    Boolean(filter.minRating) ||
    (except !== "categories" && filter.categoryIds.length > 0) ||
    (except !== "plan" && filter.priceType !== null) ||
    (except !== "campaign" && filter.campaign)
  );
}
