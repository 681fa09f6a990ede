// A terms version's versions in the store's other locales (issue 31), stored as the Japanese one
// is: the Markdown an operator wrote and the sanitised HTML and contents it renders to. A version
// without its own body reads the Japanese body under its own title.
import type { TTermsTranslations } from "@store/domain/schemas/editorial";
import type { TRANSLATED_LOCALES } from "@store/domain/localized-names";
import type { TTocEntry } from "@store/domain/schemas/editorial";
import { renderTermsMarkdown } from "./rich-text";

type TTranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/** Each locale's written version (a title, perhaps Markdown) rendered beside the Japanese `rendered` one. */
export function renderTermsTranslations(
  versions: Partial<Record<TTranslatedLocale, { title?: string; bodyMarkdown?: string }>>,
  japanese: { title: string; html: string; toc: TTocEntry[] },
): TTermsTranslations {
  const rendered: TTermsTranslations = {};
  for (const [locale, version] of Object.entries(versions) as [
    TTranslatedLocale,
    { title?: string; bodyMarkdown?: string },
  ][]) {
    const markdown = version.bodyMarkdown ?? "";
    const body = markdown === "" ? japanese : renderTermsMarkdown(markdown);
    rendered[locale] = {
      title: version.title || japanese.title,
      bodyMarkdown: markdown,
      bodyHtml: body.html,
      toc: body.toc,
    };
  }
  return rendered;
}
