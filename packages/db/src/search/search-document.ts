import { searchGrams } from "@store/domain/search-grams";
import { foldSearchText } from "@store/domain/search-text";
import { readingsOf } from "./readings";

/** What an app is found by. */
export type TSearchFields = {
  name: string;
  title: string;
  description: string;
  providerName: string;
  tags: string[];
  categories: string[];
};

export type TSearchDocument = { searchText: string; searchGrams: string[] };

/**
 * The apps' search_text and search_grams. search_text holds one field per line, folded, in this
 * order (queries/apps.ts relevance reads the first four by position): name, title, description,
 * provider, then tags, category names, and the kana readings of name, title, tags and categories.
 */
export async function buildSearchDocuments(apps: TSearchFields[]): Promise<TSearchDocument[]> {
  const readable = apps.map((app) => [app.name, app.title, ...app.tags, ...app.categories]);
  const readings = await readingsOf(readable.flat());
  let at = 0;
  return apps.map((app, i) => {
    const own = readings.slice(at, at + (readable[i]?.length ?? 0)).filter((reading) => reading.length > 0);
    at += readable[i]?.length ?? 0;
    const fields = [app.name, app.title, app.description, app.providerName, ...app.tags, ...app.categories].map(
      foldSearchText,
    );
    const searchText = [...fields, ...own].join("\n");
    return { searchText, searchGrams: searchGrams(searchText) };
  });
}
