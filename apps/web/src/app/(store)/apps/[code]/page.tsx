import { AppError } from "@store/domain/errors";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { AppDetailView } from "@/features/catalog/app-detail-view";
import { appStructuredData, jsonForScript } from "@/features/catalog/app-structured-data";
import { pageCatalogContext } from "@/features/catalog/catalog-context";
import { getAppDetail, getRelatedApps } from "@/features/catalog/get-app-detail";
import { PageFrame } from "@/features/shell/page-frame";
import { config } from "@/server/config";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/metadata";

type TParams = Promise<{ code: string }>;

/** One read per request for the head and the page; a hidden or unknown app is the not-found screen. */
const loadApp = cache(async (code: string) => {
  const [db, ctx] = await Promise.all([getDb(), pageCatalogContext({ viewer: true })]);
  try {
    return { db, ctx, app: await getAppDetail(db, code, ctx) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

export async function generateMetadata({ params }: { params: TParams }): Promise<Metadata> {
  const { app } = await loadApp((await params).code);
  return pageMetadata({
    title: app.title ? `${app.name} - ${app.title}` : app.name,
    description: app.description || app.title,
    image: app.lineupImage ?? app.logoImage ?? undefined,
    noIndex: false,
  });
}

export default async function AppDetailPage({ params }: { params: TParams }) {
  const { code } = await params;
  const { db, ctx, app } = await loadApp(code);
  const related = await getRelatedApps(db, app.id, ctx);
  const pageUrl = new URL(`/apps/${encodeURIComponent(app.code)}`, config().BASE_URL).toString();
  return (
    <PageFrame>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, from our own data
        dangerouslySetInnerHTML={{ __html: jsonForScript(appStructuredData(app, pageUrl)) }}
      />
      <AppDetailView app={app} related={related} viewer={ctx.viewer} />
    </PageFrame>
  );
}
