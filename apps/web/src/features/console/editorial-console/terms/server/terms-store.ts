import "server-only";
import type { TDb } from "@store/db/client";
import {
  deleteUnpublishedTermsVersion,
  findTermsVersionById,
  insertTermsVersion,
  publishTermsVersion,
  type TTermsVersionRow,
  termsVersionLabelTaken,
  updateUnpublishedTermsVersion,
} from "@store/db/queries/terms";
import { renderTermsMarkdown } from "@store/db/rich-text";
import { renderTermsTranslations } from "@store/db/terms-translations";
import type { TTermsKind } from "@store/domain/enums";
import type { TOpsTermsVersion, TUpdateTermsVersionRequest } from "@store/domain/schemas/editorial";
import type { TEditorialContext, TEditorialStore } from "../../server/editorial-store";
import { isUniqueViolation, termsVersionNotFound, termsVersionPublished, termsVersionTaken } from "./terms-errors";
import { auditedTermsVersion, currentTermsVersionId, toOpsTermsVersion } from "./terms-version-answer";

/** A version's fields; a new version also names its kind (a saved one keeps it). */
export type TTermsVersionInput = TUpdateTermsVersionRequest & { kind?: TTermsKind };

/**
 * The columns of a version's fields: its Markdown rendered to sanitised HTML and contents now, and
 * so each locale's version (issue 31; a version without its own body reads the Japanese one).
 */
function written(input: TUpdateTermsVersionRequest) {
  const { html, toc } = renderTermsMarkdown(input.bodyMarkdown);
  return {
    version: input.version,
    title: input.title,
    bodyMarkdown: input.bodyMarkdown,
    effectiveAt: new Date(input.effectiveAt),
    bodyHtml: html,
    toc,
    translations: renderTermsTranslations(input.translations, { title: input.title, html, toc }),
  };
}

/** A published version is never changed: the refusal carries it as it is. */
async function refusePublished(db: TDb, row: TTermsVersionRow, { now }: TEditorialContext): Promise<never> {
  throw termsVersionPublished(row, await currentTermsVersionId(db, row.kind, now), now);
}

/**
 * Terms versions as a kind of the editorial stack: a version is written while unpublished and never
 * after (409: make a new version instead); its label is unique per kind (422 on `version`); it is
 * published once, for good, and applies from its effective time; only a draft may be deleted.
 */
export const TERMS_STORE: TEditorialStore<TTermsVersionRow, TTermsVersionInput, TOpsTermsVersion> = {
  subject: "termsVersion",
  notFound: termsVersionNotFound,
  find: (db, id, options) => findTermsVersionById(db, { id, forUpdate: options?.lock }),
  insert: async (db, input, { locale }) => {
    if (!input.kind) throw new Error("a new terms version needs its kind");
    if (await termsVersionLabelTaken(db, { kind: input.kind, version: input.version })) {
      throw termsVersionTaken(input.version, locale);
    }
    return insertTermsVersion(db, { kind: input.kind, ...written(input) });
  },
  update: async (db, before, input, ctx) => {
    if (before.publishedAt !== null) return refusePublished(db, before, ctx);
    if (await termsVersionLabelTaken(db, { kind: before.kind, version: input.version, exceptId: before.id })) {
      throw termsVersionTaken(input.version, ctx.locale);
    }
    return (
      (await updateUnpublishedTermsVersion(db, { id: before.id, values: written(input) })) ??
      refusePublished(db, before, ctx)
    );
  },
  setPublishedAt: async (db, before, publishedAt, ctx) => {
    if (publishedAt === null) throw new Error("a terms version is never unpublished");
    if (before.publishedAt !== null) return refusePublished(db, before, ctx);
    const after = await publishTermsVersion(db, { id: before.id, now: publishedAt });
    if (!after) throw termsVersionNotFound(before.id);
    return after;
  },
  remove: async (db, before, ctx) => {
    if (before.publishedAt !== null || !(await deleteUnpublishedTermsVersion(db, { id: before.id }))) {
      await refusePublished(db, before, ctx);
    }
  },
  answer: async (db, row, { now }) => toOpsTermsVersion(row, await currentTermsVersionId(db, row.kind, now), now),
  audited: auditedTermsVersion,
  // Two operators saving the same label at once: the unique index decides, the answer is the same.
  failed: (error, input, { locale }) =>
    input && isUniqueViolation(error) ? termsVersionTaken(input.version, locale) : error,
};
