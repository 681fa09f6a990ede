import "server-only";
import type { TDb } from "@store/db/client";
import {
  deleteOwnVoice,
  findOwnVoice,
  findPublishedApp,
  findVoiceEligibility,
  type TOwnVoiceRow,
  upsertOwnVoice,
} from "@store/db/queries/voice-writing";
import { AppError } from "@store/domain/errors";
import type { TLocale } from "@store/domain/locales";
import type { TOwnVoice, TOwnVoiceAnswer, TVoiceChecksRequest } from "@store/domain/schemas/own-voice";
import { type TVoiceCheckFinding, voiceChecks, voiceChecksPass } from "@store/domain/voices/voice-checks";
import type { TVoiceInput } from "@store/domain/voices/voice-input";
import { isVoicePublic } from "@store/domain/voices/voice-status";
import { invalidatePublicStore } from "@/server/public/public-cache";
import { PUBLIC_TAGS } from "@/server/public/public-tags";
import type { TTenantDirectory } from "@/server/suite/suite-api";
import type { TTenantPrincipal } from "@/server/tenant-session/tenant-principal";

// The author's side of a user voice (issue 28): may they write one, what they wrote, writing and
// withdrawing it. Each answer is the caller's own: a voice is found by the app and the caller's
// account, never by an id the caller sends.

/** The published app with this code; 404 for any other (a draft, a discontinued or unknown app). */
export async function publishedAppOrNotFound(db: TDb, code: string) {
  const app = await findPublishedApp(db, code);
  if (!app) throw new AppError("NOT_FOUND", `no published app ${code}`);
  return app;
}

export function ownVoiceJson(row: TOwnVoiceRow): TOwnVoice {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    locale: row.locale,
    showCompany: row.showCompany,
    showName: row.showName,
    status: row.status,
    checks: row.checks,
    rejectionReason: row.status === "rejected" ? row.rejectionReason : null,
    reply: row.replyText && row.replyAt ? { text: row.replyText, at: row.replyAt.toISOString() } : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Who writes: the account and the company the parent service last confirmed. */
const authorOf = (principal: TTenantPrincipal) => ({
  suiteUserId: principal.user.id,
  tenantId: principal.user.currentTenant?.id ?? null,
});

/** Whether the caller may write about the app (with their current company) and the voice they wrote. */
export async function readOwnVoice(
  db: TDb,
  params: { appId: number; principal: TTenantPrincipal; now?: Date },
): Promise<TOwnVoiceAnswer> {
  const { suiteUserId, tenantId } = authorOf(params.principal);
  const [eligibility, voice] = await Promise.all([
    findVoiceEligibility(db, { tenantId, appId: params.appId, now: params.now ?? new Date() }),
    findOwnVoice(db, { appId: params.appId, suiteUserId }),
  ]);
  return { eligibility, voice: voice ? ownVoiceJson(voice) : null };
}

/** The checks of a draft as the form sends it while the author types. */
export function checkVoiceDraft(draft: TVoiceChecksRequest, directoryNames: readonly string[]): TVoiceCheckFinding[] {
  return voiceChecks(draft, { directoryNames, locale: draft.locale });
}

/**
 * Writes the caller's voice, or their edit of it (back to moderation): 403 when their company may
 * not write about the app, 422 with the `findings` (error.details) when a check failed. Warnings are
 * kept with the voice for the operator.
 */
export async function saveOwnVoice(
  db: TDb,
  params: {
    appId: number;
    principal: TTenantPrincipal;
    input: TVoiceInput;
    /** The caller's language, for the mails about the operator's decision. */
    locale: TLocale;
    /** The author's company as the parent service's directory tells it: names for the checks, size and industry. */
    directory: TTenantDirectory;
    now?: Date;
  },
): Promise<{ voice: TOwnVoice; created: boolean }> {
  const { principal, input, appId } = params;
  const { suiteUserId, tenantId } = authorOf(principal);
  const eligibility = await findVoiceEligibility(db, { tenantId, appId, now: params.now ?? new Date() });
  if (eligibility !== "eligible" || tenantId === null) {
    throw new AppError("FORBIDDEN", `may not write a voice about app ${appId}: ${eligibility}`, {
      userMessage: { key: "voices.write.errors.notEligible" },
    });
  }
  const findings = voiceChecks(input, { directoryNames: params.directory.names, locale: input.locale });
  if (!voiceChecksPass(findings)) {
    throw new AppError("UNPROCESSABLE", "the voice failed its automatic checks", {
      userMessage: { key: "voices.write.errors.checksFailed" },
      details: { findings },
    });
  }
  const before = await findOwnVoice(db, { appId, suiteUserId });
  const { voice, created } = await upsertOwnVoice(db, {
    appId,
    tenantId,
    suiteUserId,
    authorName: principal.user.name,
    authorEmail: principal.user.email,
    mailLocale: params.locale,
    companySize: params.directory.companySize,
    industry: params.directory.industry,
    rating: input.rating,
    title: input.title,
    text: input.text,
    locale: input.locale,
    showCompany: input.showCompany,
    showName: input.showName,
    checks: findings,
  });
  // An edit takes a public voice off the store until an operator publishes it again.
  if (before && isVoicePublic(before.status)) await invalidatePublicStore([PUBLIC_TAGS.apps]);
  return { voice: ownVoiceJson(voice), created };
}

/** Deletes the caller's voice about the app, if they wrote one (nothing to delete is no error). */
export async function withdrawOwnVoice(db: TDb, params: { appId: number; principal: TTenantPrincipal }) {
  const status = await deleteOwnVoice(db, { appId: params.appId, suiteUserId: params.principal.user.id });
  if (status && isVoicePublic(status)) await invalidatePublicStore([PUBLIC_TAGS.apps]);
}
