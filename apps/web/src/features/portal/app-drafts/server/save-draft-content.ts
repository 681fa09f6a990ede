import "server-only";
import type { TDb } from "@store/db/client";
import {
  claimAppCode,
  insertDraftApp,
  isCodeOfAnApp,
  releaseAppCode,
  type TDraftAppRow,
  updateDraftApp,
} from "@store/db/queries/draft-apps";
import { removedMarkup, sanitizeAppContent } from "@store/db/rich-text";
import { isDraftEditable } from "@store/domain/change-request";
import { codeReservationCutoff } from "@store/domain/draft-limits";
import type { TRemovedMarkup } from "@store/domain/pre-checks/draft-checks-input";
import { removedMarkupAfterSave } from "@store/domain/pre-checks/markup";
import type { TLocale } from "@store/domain/locales";
import type { TProviderPrincipal } from "@store/domain/principals";
import { emptyAppContent, type TAppContent } from "@store/domain/schemas/app-content";
import { applyAppContentPatch, type TAppContentPatch } from "@store/domain/schemas/app-content-patch";
import { ZodError } from "zod";
import { serverTranslator } from "@/server/server-translator";
import { validationItems } from "@/server/http/validation";
import { notEditable, staleVersion, unprocessable } from "./draft-errors";

/** The largest body of a save: a whole content with long rich texts (the default cap is for small payloads). */
export const DRAFT_BODY_LIMIT_BYTES = 1024 * 1024;

/** What a developer API request brings besides its body: the viewer's language, and a clock for tests. */
export type TDraftRequestContext = { locale: TLocale; now?: Date };

/** The draft fields besides its content that a save may change. */
export type TDraftMeta = { notificationEmail?: string | null; loginUrl?: string | null };

/** The app a draft belongs to: its code is the draft's, for good. */
type TDraftOfApp = { id: number; code: string } | null;

/**
 * The content a patch makes of `base`: nested lists by id and `_destroy` (an id the list lacks
 * refuses the save, 422 on the list's path) and rich text sanitised, with what the sanitiser took
 * out of each text the patch wrote (kept on the draft and shown to the provider, never dropped
 * silently). A draft of an existing app keeps its app's code (422 when the patch changes it); a new
 * app's draft claims its code when saved (holdCode).
 */
function patchedContent(
  input: { base: TAppContent; patch: TAppContentPatch; app: TDraftOfApp; removed: TRemovedMarkup },
  locale: TLocale,
): { content: TAppContent; removedMarkup: TRemovedMarkup } {
  const { t } = serverTranslator(locale);
  let applied: ReturnType<typeof applyAppContentPatch>;
  try {
    applied = applyAppContentPatch(input.base, input.patch);
  } catch (error) {
    if (error instanceof ZodError)
      throw unprocessable("patched content is not content", validationItems(error, locale));
    throw error;
  }
  if (!applied.ok) {
    const ids = applied.unknownIds.join(", ");
    throw unprocessable(`items ${ids} are not in ${applied.path.join(".")}`, {
      [applied.path.join(".")]: [t("draftApi.errors.unknownItems", { ids })],
    });
  }
  const written = storable(applied.content);
  const content = sanitizeAppContent(written);
  if (input.app && content.code !== input.app.code) {
    throw unprocessable(`the code of app ${input.app.id}'s draft stays ${input.app.code}`, {
      code: [t("draftApi.errors.codeLocked")],
    });
  }
  const removed = removedMarkupAfterSave({
    base: input.base,
    written,
    before: input.removed,
    removedOf: removedMarkup,
  });
  return { content, removedMarkup: removed };
}

/**
 * A new app's draft takes its code (APP_CODE_RESERVATION_DAYS) or keeps it, in the transaction
 * that saves it: 422 on `code` when an app has it or another draft holds it. The one message for
 * both, whoever's it is, so the refusal does not tell an unreleased app's code from a released one.
 */
export async function assertCodeFree(tx: TDb, code: string, draftId: number, locale: TLocale, now = new Date()) {
  const held =
    !(await isCodeOfAnApp(tx, { code })) &&
    (await claimAppCode(tx, { code, draftId, staleBefore: codeReservationCutoff(now) }));
  if (!held) {
    throw unprocessable(`code ${code} is taken`, { code: [serverTranslator(locale).t("draftApi.errors.codeTaken")] });
  }
}

/** A new app's draft holds the code it has now, or none while its code is empty. */
async function holdCode(tx: TDb, row: TDraftAppRow, ctx: TDraftRequestContext): Promise<TDraftAppRow> {
  if (row.appId !== null) return row;
  if (row.code === "") await releaseAppCode(tx, { draftId: row.id });
  else await assertCodeFree(tx, row.code, row.id, ctx.locale, ctx.now);
  return row;
}

/**
 * Text PostgreSQL stores as written: without NUL (refused by text and jsonb) and without lone
 * surrogates (refused by jsonb), which no one types on purpose.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function storable<T>(value: T): T {
  if (typeof value === "string") return value.replace(LONE_SURROGATE, "\uFFFD").replaceAll("\u0000", "") as T;
  if (Array.isArray(value)) return value.map(storable) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, storable(item)])) as T;
  }
  return value;
}

/** Later than the row's own time, even within the same millisecond. */
function laterThan(previous: Date | null, now: Date): Date {
  return previous ? new Date(Math.max(now.getTime(), previous.getTime() + 1)) : now;
}

/** Opens a draft of a new app (`app` null, from empty content) or of an app (from its content). */
export async function insertDraft(
  tx: TDb,
  principal: TProviderPrincipal,
  input: { app: { id: number; code: string; content: TAppContent } | null; patch: TAppContentPatch } & TDraftMeta,
  ctx: TDraftRequestContext,
): Promise<TDraftAppRow> {
  const app = input.app && { id: input.app.id, code: input.app.code };
  const base = input.app ? { ...input.app.content, code: input.app.code } : emptyAppContent();
  const { content, removedMarkup } = patchedContent({ base, patch: input.patch, app, removed: {} }, ctx.locale);
  const row = await insertDraftApp(tx, {
    appProviderId: principal.appProviderId,
    appId: input.app?.id ?? null,
    content,
    removedMarkup,
    notificationEmail: storable(input.notificationEmail ?? null),
    loginUrl: storable(input.loginUrl ?? null),
    notificationLocale: ctx.locale,
    updatedByProviderUserId: principal.providerUserId,
    updatedAt: ctx.now ?? new Date(),
  });
  return holdCode(tx, row, ctx);
}

/**
 * Saves changes to a locked draft: refused (409) when it is not the provider's to edit now or when
 * `version` is not the draft's (someone saved in between); the answer of a 409 is the draft as it
 * is. A save without a version (the app route's) applies to whatever the draft is now.
 */
export async function saveDraft(
  tx: TDb,
  principal: TProviderPrincipal,
  row: TDraftAppRow,
  input: { version?: number; patch?: TAppContentPatch } & TDraftMeta,
  ctx: TDraftRequestContext,
): Promise<TDraftAppRow> {
  if (row.merged || !isDraftEditable(row.changeRequestStatus)) throw notEditable(row);
  if (input.version !== undefined && input.version !== row.version) throw staleVersion(row, input.version);
  const app = row.appId === null ? null : { id: row.appId, code: row.code };
  const { content, removedMarkup } = input.patch
    ? patchedContent({ base: row.content, patch: input.patch, app, removed: row.removedMarkup }, ctx.locale)
    : row;
  const saved = await updateDraftApp(tx, {
    appProviderId: principal.appProviderId,
    draftId: row.id,
    version: row.version + 1,
    content,
    removedMarkup,
    notificationEmail:
      input.notificationEmail === undefined ? row.notificationEmail : storable(input.notificationEmail),
    loginUrl: input.loginUrl === undefined ? row.loginUrl : storable(input.loginUrl),
    notificationLocale: ctx.locale,
    updatedByProviderUserId: principal.providerUserId,
    updatedAt: laterThan(row.updatedAt, ctx.now ?? new Date()),
  });
  return holdCode(tx, saved, ctx);
}
