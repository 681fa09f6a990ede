import "server-only";
import type { TDb } from "@store/db/client";
import type { TClaimedJob } from "@store/db/queries/jobs";
import { findVoiceForMail } from "@store/db/queries/voice-moderation";
import { listMailedProviderUsers } from "@store/db/queries/provider-users";
import type { TLocale } from "@store/domain/locales";
import type { TMailAddress } from "@store/domain/mail-address";
import { DEVELOPER_PATHS } from "@/paths/developer-paths";
import { config } from "@/server/config";
import type { TJobContext } from "@/server/jobs/jobs";
import type { TMail, TMailer } from "@/server/jobs/mail";
import { mailRecipient } from "@/server/jobs/mail-recipient";
import { serverTranslator } from "@/server/server-translator";
import type { TVoiceAuthorMailPayload, TVoiceProviderMailPayload } from "./voice-mail-payloads";

/** Where the author sees their voice and its status, and edits it (helper W's page). */
const ownVoicePath = (code: string) => `/apps/${encodeURIComponent(code)}/voices/mine`;

function mailTexts(locale: TLocale) {
  const { t } = serverTranslator(locale);
  return (key: string, values?: Record<string, string | number>) => t(`ops.voices.mails.${key}`, values);
}

/** The author's mail in their language: what the operator decided about their voice, and why. */
export function composeVoiceAuthorMail(input: {
  to: TMailAddress;
  locale: TLocale;
  event: TVoiceAuthorMailPayload["event"];
  reason: string | null;
  voice: { title: string; app: { code: string; name: string } };
}): TMail {
  const t = mailTexts(input.locale);
  const values = { app: input.voice.app.name, title: input.voice.title };
  const reason = input.event !== "published" && input.reason ? [t("author.reason"), input.reason, ""] : [];
  const text = [
    t("author.greeting"),
    "",
    t(`author.${input.event}.body`, values),
    "",
    ...reason,
    t("author.open"),
    new URL(ownVoicePath(input.voice.app.code), config().BASE_URL).toString(),
    "",
    "--",
    t("footer"),
    "",
  ].join("\n");
  return { to: input.to, subject: t(`author.${input.event}.subject`, values), text };
}

/** A provider user's mail (in Japanese: provider users have no language of their own yet). */
export function composeVoiceProviderMail(input: {
  to: TMailAddress;
  locale: TLocale;
  voice: { title: string; rating: number | null; app: { name: string } };
}): TMail {
  const t = mailTexts(input.locale);
  const values = { app: input.voice.app.name, title: input.voice.title };
  const rating =
    input.voice.rating === null ? t("provider.noRating") : t("provider.rating", { stars: input.voice.rating });
  const text = [
    t("provider.greeting"),
    "",
    t("provider.body", values),
    "",
    `${t("provider.title")}: ${input.voice.title}`,
    `${t("provider.ratingLabel")}: ${rating}`,
    "",
    t("provider.open"),
    new URL(DEVELOPER_PATHS.voices, config().BASE_URL).toString(),
    "",
    "--",
    t("footer"),
    "",
  ].join("\n");
  return { to: input.to, subject: t("provider.subject", values), text };
}

const messageId = (job: TClaimedJob) => `<${job.idempotencyKey}@${new URL(config().BASE_URL).hostname}>`;

/** The job that mails the author; a voice without an address (the seed's) gets none. */
export function sendVoiceAuthorMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TVoiceAuthorMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const voice = await findVoiceForMail(db, { voiceId: payload.voiceId });
    if (!voice?.authorEmail) return;
    const to = mailRecipient([voice.authorEmail], { voiceId: voice.id, job: job.id });
    if (!to) return;
    const mail = composeVoiceAuthorMail({
      to,
      locale: voice.mailLocale ?? "ja",
      event: payload.event,
      reason: payload.reason,
      voice,
    });
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({ ...mail, messageId: messageId(job) });
    await ctx?.complete();
  };
}

/** The job that mails one of the provider's users that a voice about its app was published. */
export function sendVoiceProviderMail(deps: { mailer: () => TMailer }) {
  return async (db: TDb, payload: TVoiceProviderMailPayload, job: TClaimedJob, ctx?: TJobContext): Promise<void> => {
    const voice = await findVoiceForMail(db, { voiceId: payload.voiceId });
    if (!voice) return;
    const users = await listMailedProviderUsers(db, { appProviderId: voice.app.appProviderId });
    const user = users.find((candidate) => candidate.id === payload.providerUserId);
    if (!user) return;
    const to = mailRecipient([user.email], { voiceId: voice.id, providerUserId: user.id, job: job.id });
    if (!to) return;
    const mail = composeVoiceProviderMail({ to, locale: "ja", voice });
    ctx?.signal.throwIfAborted();
    await deps.mailer().send({ ...mail, messageId: messageId(job) });
    await ctx?.complete();
  };
}
