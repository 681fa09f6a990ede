import "server-only";
import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OpenDocumentRequest } from "@/features/store/document-request";
import { readVoiceFeedbackState } from "@/features/store/voice-feedback/index.server";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { openAccessRequestAt } from "@/features/tenant/access-request/index.server";
import { installConsent, ScopeUpdateNotice, scopeUpdateFor } from "@/features/tenant/tenant-admin/index.server";
import { publicAppPath } from "@/paths/developer-paths";
import { voiceWritingPath } from "@/paths/voice-paths";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { requestLocale } from "@/server/pages/request-locale";
import { AppDetailView } from "./app-detail-view";
import { ListingLanguageNotice } from "./listing-language-notice";
import { appStructuredData, jsonForScript } from "./app-structured-data";
import { pageCatalogContext } from "../catalog-context";
import { readAppDetailPage } from "../read-public-catalog";
import { readAppVoices } from "./voices/read-app-voices";
import { type TVoicesPageQuery, voicesState } from "./voices/voices-query";

/** One read per request for the head and the page; a hidden or unknown app is the not-found screen. */
const loadApp = cache(async (code: string, original = false) => {
  const [db, ctx] = await Promise.all([getDb(), pageCatalogContext({ viewer: true })]);
  try {
    return { ctx, ...(await readAppDetailPage(db, code, { ...ctx, original })) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

/**
 * Issue 27 item 4, for an admin of the current tenant: the scopes the install dialog lists (the
 * strings made here, so the page's first-load script stays as it was), or the update waiting for
 * them once installed. Nothing for anyone else.
 */
async function adminConsent(app: { code: string; installed: boolean }, tenantId: string | null) {
  if (tenantId === null) return {};
  const [db, locale] = await Promise.all([getDb(), requestLocale()]);
  if (!app.installed) return { consent: await installConsent(db, { code: app.code, locale }) };
  const update = await scopeUpdateFor(db, { tenantId, code: app.code, locale });
  return { scopeUpdateNotice: update ? <ScopeUpdateNotice update={update} /> : null };
}

/** Which dialog the address opens on the app page (SPEC §2 Document-request dialog address). */
export type TAppPageDialog = "documentRequest" | "documentRequestThanks" | null;

export async function appPageMetadata(
  code: string,
  dialog: TAppPageDialog = null,
  original = false,
): Promise<Metadata> {
  const { app } = await loadApp(code, original);
  return pageMetadata({
    title: app.title ? `${app.name} - ${app.title}` : app.name,
    description: app.description || app.title,
    image: app.lineupImage ?? app.logoImage ?? undefined,
    // The dialog's addresses show the app page: only the page itself is indexed.
    noIndex: dialog !== null,
  });
}

/**
 * The app page (SPEC §2 App detail), with the document-request dialog open when its address asks,
 * and its voices section as the address's `voices_*` parameters choose (issue 28).
 */
export async function AppDetailPage({
  code,
  dialog = null,
  voices = {},
  original = false,
}: {
  code: string;
  dialog?: TAppPageDialog;
  voices?: TVoicesPageQuery;
  /** Issue 31: the listing as its provider wrote it in Japanese, not its translation. */
  original?: boolean;
}) {
  const { ctx, app, related, listing } = await loadApp(code, original);
  if (dialog !== null && !app.document) notFound();
  const path = publicAppPath(app.code);
  const pageUrl = new URL(path, config().BASE_URL).toString();
  const voicesData = await readAppVoices({ appId: app.id, state: voicesState(voices) });
  const feedback = await readVoiceFeedbackState({ appId: app.id, voices: voicesData.voices });
  const requestedAt = ctx.viewer === "tenantUser" && !app.installed ? await openAccessRequestAt(app.id) : null;
  return (
    <PageFrame>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, from our own data
        dangerouslySetInnerHTML={{ __html: jsonForScript(appStructuredData(app, pageUrl, voicesData.summary)) }}
      />
      <AppDetailView
        app={app}
        related={related}
        listingNotice={<ListingLanguageNotice listing={listing} path={path} />}
        viewer={ctx.viewer}
        tenantAccess={ctx.tenantAccess}
        requestedAt={requestedAt}
        voices={{ data: voicesData, base: path, feedback, writeHref: voiceWritingPath(app.code) }}
        {...(await adminConsent(app, ctx.viewer === "tenantAdmin" ? ctx.tenantId : null))}
      />
      {dialog !== null ? (
        <OpenDocumentRequest code={app.code} name={app.name} thanks={dialog === "documentRequestThanks"} />
      ) : null}
    </PageFrame>
  );
}
