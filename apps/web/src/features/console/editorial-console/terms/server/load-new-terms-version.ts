import "server-only";
import type { TDb } from "@store/db/client";
import { findTermsVersionById, listAllTermsVersions } from "@store/db/queries/terms";
import { TERMS_KINDS, type TTermsKind } from "@store/domain/enums";

export type TNewTermsVersion = {
  kind: TTermsKind;
  title: string;
  bodyMarkdown: string;
  translations: Record<string, { title: string; bodyMarkdown: string }>;
};

/**
 * What the new-version form starts from: the kind asked for (the site's terms when none or an
 * unknown one) with the title and Markdown of its newest version (and of each locale's version),
 * so a revision edits the text in force instead of retyping it.
 */
export async function loadNewTermsVersion(db: TDb, kind: string | undefined): Promise<TNewTermsVersion> {
  const wanted = TERMS_KINDS.find((k) => k === kind) ?? "terms";
  const newest = (await listAllTermsVersions(db)).find((row) => row.kind === wanted);
  const row = newest ? await findTermsVersionById(db, { id: newest.id }) : undefined;
  const translations = Object.fromEntries(
    Object.entries(row?.translations ?? {}).map(([locale, version]) => [
      locale,
      { title: version?.title ?? "", bodyMarkdown: version?.bodyMarkdown ?? "" },
    ]),
  );
  return { kind: wanted, title: row?.title ?? "", bodyMarkdown: row?.bodyMarkdown ?? "", translations };
}
