import { nameGrams, searchGrams } from "@store/domain/search-grams";
import { foldSearchText } from "@store/domain/search-text";
import type { TCardTranslation } from "@store/domain/listing-translations";
import { readingsOf } from "./readings";

/** What an app is found by. */
export type TSearchFields = {
  name: string;
  title: string;
  description: string;
  providerName: string;
  tags: string[];
  categories: string[];
  /** The provider's card translations (issue 31): names, titles and descriptions in other locales. */
  translations?: readonly TCardTranslation[];
};

export type TSearchDocument = { searchText: string; searchGrams: string[] };

/**
 * The layout of search_text, the one place it is defined: one line per entry, always all of them
 * (empty when there is nothing), folded, in falling order of relevance. A reading of the name ranks
 * like the name, a reading of the title like the title, category names and all readings of tags and
 * categories like tags, the provider's and the description's readings like them (issue 31: a query in
 * kana finds whatever its kanji word finds, wherever the word stands), and the provider's
 * translations of the name, title and description like the field they translate. Because the lines fall in relevance, the line a term first occurs in is the
 * best field it occurs in (queries/app-search.ts relevance relies on it). Several values on one line are
 * joined by a space: a term holds no white space, so it matches across neither lines nor values.
 */
/** Changes with the layout (or the readings): a data step rebuilds every app's document once per version. */
export const SEARCH_DOCUMENT_VERSION = 5;

export const SEARCH_TEXT_LINES = [
  "name",
  "nameReading",
  "nameTranslations",
  "title",
  "titleReading",
  "titleTranslations",
  "tags",
  "provider",
  "providerReading",
  "description",
  "descriptionReading",
  "descriptionTranslations",
] as const;
export type TSearchTextLine = (typeof SEARCH_TEXT_LINES)[number];

/** The 1-based number of a line of search_text (for split_part and friends). */
export function searchTextLine(line: TSearchTextLine): number {
  return SEARCH_TEXT_LINES.indexOf(line) + 1;
}

/** The apps' search_text (laid out as SEARCH_TEXT_LINES says) and search_grams. */
export async function buildSearchDocuments(apps: TSearchFields[]): Promise<TSearchDocument[]> {
  const readable = apps.map((app) => [
    app.name,
    app.title,
    app.providerName,
    app.description,
    ...app.tags,
    ...app.categories,
  ]);
  const readings = await readingsOf(readable.flat());
  let at = 0;
  return apps.map((app, i) => {
    const count = readable[i]?.length ?? 0;
    const [nameReading = "", titleReading = "", providerReading = "", descriptionReading = "", ...tagReadings] =
      readings.slice(at, at + count);
    at += count;
    const translated = (field: keyof TCardTranslation) =>
      (app.translations ?? []).map((translation) => translation[field] ?? "").join(" ");
    const lines: Record<TSearchTextLine, string> = {
      name: app.name,
      nameReading,
      nameTranslations: translated("name"),
      title: app.title,
      titleReading,
      titleTranslations: translated("title"),
      tags: [...app.tags, ...app.categories, ...tagReadings].join(" "),
      provider: app.providerName,
      providerReading,
      description: app.description,
      descriptionReading,
      descriptionTranslations: translated("description"),
    };
    const folded = SEARCH_TEXT_LINES.map((line) => foldSearchText(lines[line]));
    const searchText = folded.join("\n");
    // Plain grams of the whole text, and the name lines' grams tagged (queries/app-search.ts relevance).
    const names = [folded[searchTextLine("name") - 1], folded[searchTextLine("nameReading") - 1]].join(" ");
    return { searchText, searchGrams: [...searchGrams(searchText), ...nameGrams(names)] };
  });
}
