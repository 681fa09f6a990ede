// What a preview shows (SPEC §2 preview routes): a draft's content or an app's stored content, read
// only within the previewer's reach. A provider user reaches their own provider's drafts and apps;
// an operator reaches every one (the review of change requests needs it).
import { and, eq, type SQL } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";

export type TPreviewScope = { kind: "provider"; appProviderId: number } | { kind: "operator" };

function withinScope(
  ownerColumn: typeof apps.appProviderId | typeof draftApps.appProviderId,
  scope: TPreviewScope,
): SQL | undefined {
  return scope.kind === "provider" ? eq(ownerColumn, scope.appProviderId) : undefined;
}

/** A draft, its app (null for a new app's draft) and provider, if the scope reaches it. */
export async function findDraftAppForPreview(db: TDb, params: { draftId: number; scope: TPreviewScope }) {
  const [row] = await db
    .select({
      id: draftApps.id,
      appId: draftApps.appId,
      appProviderId: draftApps.appProviderId,
      code: draftApps.code,
      content: draftApps.content,
    })
    .from(draftApps)
    .where(and(eq(draftApps.id, params.draftId), withinScope(draftApps.appProviderId, params.scope)))
    .limit(1);
  return row;
}

/** An app's stored content, whatever its status, if the scope reaches it. */
export async function findAppForPreview(db: TDb, params: { appId: number; scope: TPreviewScope }) {
  const [row] = await db
    .select({ id: apps.id, appProviderId: apps.appProviderId, code: apps.code, content: apps.content })
    .from(apps)
    .where(and(eq(apps.id, params.appId), withinScope(apps.appProviderId, params.scope)))
    .limit(1);
  return row;
}
