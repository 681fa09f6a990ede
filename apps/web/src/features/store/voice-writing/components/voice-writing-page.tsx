import "server-only";
import { findPublishedApp } from "@store/db/queries/voice-writing";
import { VOICE_ELIGIBILITY_DAYS } from "@store/domain/voices/voice-limits";
import { notFound } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { clientMessages } from "@/i18n/client-messages";
import { getT } from "@/i18n/get-t";
import { publicAppPath } from "@/paths/developer-paths";
import { getDb } from "@/server/db";
import { requirePrincipal } from "@/server/http/require-principal";
import { requestLocale } from "@/server/pages/request-locale";
import { Link } from "@/ui/store-link";
import { readOwnVoice } from "../server/own-voice";
import { OwnVoiceArea } from "./own-voice-area";

/** The published app a voice is written about; any other code is the not-found screen. */
export async function loadVoiceApp(code: string) {
  const app = await findPublishedApp(await getDb(), code);
  if (!app) notFound();
  return app;
}

/**
 * `/apps/{code}/voices/mine` (issue 28): a visitor is sent to sign in and back; a user whose current
 * company may not write about the app reads why, without a form; an author writes their voice, or
 * sees the one they wrote with its status and edits or deletes it.
 */
export async function VoiceWritingPage({ code }: { code: string }) {
  const principal = await requirePrincipal("tenantUser");
  const db = await getDb();
  const app = await loadVoiceApp(code);
  const [t, messages, locale, own] = await Promise.all([
    getT("voices.write"),
    getMessages(),
    requestLocale(),
    readOwnVoice(db, { appId: app.id, principal }),
  ]);
  const appPath = publicAppPath(code);
  const company = principal.user.currentTenant?.name ?? null;
  return (
    <PageFrame>
      <article className="mx-auto max-w-2xl px-4 py-8" data-voice-writing>
        <p className="mb-2 text-sm">
          <Link href={appPath} className="text-brand-700 underline">
            {t("backToApp", { name: app.name })}
          </Link>
        </p>
        {own.eligibility === "eligible" || own.voice ? (
          <NextIntlClientProvider messages={clientMessages(messages, ["voices.write", "voices.checks"])}>
            <OwnVoiceArea
              code={code}
              appName={app.name}
              appPath={appPath}
              eligible={own.eligibility === "eligible"}
              initialVoice={own.voice}
              uiLocale={locale}
            />
          </NextIntlClientProvider>
        ) : (
          <section aria-labelledby="voice-not-eligible" data-voice-not-eligible={own.eligibility}>
            <h1 id="voice-not-eligible" className="mb-4 text-2xl font-bold">
              {t("title")}
            </h1>
            <p className="mb-3">{t(`notEligible.${own.eligibility}`, { days: VOICE_ELIGIBILITY_DAYS })}</p>
            {company ? <p className="mb-6 text-sm text-ink-muted">{t("notEligible.company", { company })}</p> : null}
            <Link href={appPath} className="font-bold text-brand-700 underline">
              {t("backToApp", { name: app.name })}
            </Link>
          </section>
        )}
      </article>
    </PageFrame>
  );
}
