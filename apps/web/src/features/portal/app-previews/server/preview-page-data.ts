import "server-only";
import type { TDb } from "@store/db/client";
import { countListedAppsPerCategoryAndPlan } from "@store/db/queries/app-facets";
import { findRelatedApps } from "@store/db/queries/app-list";
import { AppError } from "@store/domain/errors";
import { DEFAULT_LOCALE } from "@store/domain/locales";
import { localizeSummary } from "@store/domain/taxonomy-names";
import type { TAppSummary } from "@store/domain/schemas/app";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import {
  pageCatalogContext,
  type TCatalogContext,
  localizedSummary,
  RELATED_APPS_LIMIT,
  readTaxonomyNames,
  toAppSummary,
} from "@/features/store/catalog/index.server";
import { getT } from "@/i18n/get-t";
import { getDb } from "@/server/db";
import { pageMetadata } from "@/server/pages/metadata";
import { readPagePrincipal, requirePrincipal } from "@/server/http/require-principal";
import type { TAppPreviewTarget } from "../preview-targets";
import { loadAppPreview, type TPreviewer } from "./load-app-preview";

/**
 * Who previews: an operator's session first, else the provider user's. Under /developers a visitor
 * is sent to the developer sign-in like on the area's other pages (`signIn`); on the public
 * route they simply get the not-found screen.
 */
async function readPreviewer(signIn: boolean): Promise<TPreviewer> {
  const operator = await readPagePrincipal("operator");
  if (operator) return operator;
  return signIn ? requirePrincipal("providerUser") : readPagePrincipal("providerUser");
}

/** The related apps of the public page; a new app's draft has no app yet (id 0), so none. */
async function relatedApps(db: TDb, appId: number, ctx: TCatalogContext): Promise<TAppSummary[]> {
  if (appId === 0) return [];
  const [rows, counts] = await Promise.all([
    findRelatedApps(db, { appId, limit: RELATED_APPS_LIMIT, now: ctx.now }),
    countListedAppsPerCategoryAndPlan(db),
  ]);
  return rows.map((row) => toAppSummary(row, counts, ctx.flags));
}

/** One read per request for the head and the page (the target as JSON, for the cache's key). */
const loadPreview = cache(async (targetKey: string, signIn: boolean) => {
  const target = JSON.parse(targetKey) as TAppPreviewTarget;
  const [db, ctx, previewer] = await Promise.all([
    getDb(),
    pageCatalogContext({ viewer: true }),
    readPreviewer(signIn),
  ]);
  try {
    const [app, names] = await Promise.all([
      loadAppPreview(db, target, previewer, ctx),
      readTaxonomyNames(ctx.locale ?? DEFAULT_LOCALE),
    ]);
    const related = await relatedApps(db, app.id, ctx);
    return {
      app: localizeSummary(app, names),
      related: related.map((summary) => localizedSummary(summary, names)),
      ctx,
    };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

/** The preview's data, or the not-found screen (null targets are addresses that name nothing). */
export async function previewPageData(target: TAppPreviewTarget | null, options: { signIn: boolean }) {
  if (target === null) notFound();
  return loadPreview(JSON.stringify(target), options.signIn);
}

/** A preview's head: its own title, never indexed. */
export async function previewPageMetadata(
  target: TAppPreviewTarget | null,
  options: { signIn: boolean },
): Promise<Metadata> {
  const [{ app }, t] = await Promise.all([previewPageData(target, options), getT("preview")]);
  return pageMetadata({ title: t("metaTitle", { name: app.name }), noIndex: true });
}
