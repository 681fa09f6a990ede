import type { TOauthClientState } from "@store/domain/integration";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { draftApps } from "../schema/drafts";
import { addonRegistrations } from "../schema/providers";

// A provider's add-ons at the parent service (issue 27): every query names the provider, so one
// provider never reads nor changes another's add-on. The registration's address and sealed token
// are read only by findAddonRegistration, for the server code that manages the add-on at the suite.

const ADDON_COLUMNS = {
  id: addonRegistrations.id,
  appProviderId: addonRegistrations.appProviderId,
  addonKey: addonRegistrations.addonKey,
  name: addonRegistrations.name,
  addonUrl: addonRegistrations.addonUrl,
  registeredScopes: addonRegistrations.registeredScopes,
  suiteState: addonRegistrations.suiteState,
  stateCheckedAt: addonRegistrations.stateCheckedAt,
  createdAt: addonRegistrations.createdAt,
};

export type TAddonRow = {
  id: number;
  appProviderId: number;
  addonKey: string;
  name: string;
  addonUrl: string;
  registeredScopes: string[];
  suiteState: TOauthClientState | null;
  stateCheckedAt: Date | null;
  createdAt: Date;
};

/** An add-on with where and how it is managed at the parent service (null for the demo seed's). */
export type TAddonRegistrationRow = TAddonRow & {
  registrationUri: string | null;
  /** Sealed by the server code; never answered. */
  registrationAccessToken: string | null;
};

/** An app or open draft naming an add-on: what a delete must not pull from under it. */
export type TAddonUse = { kind: "app" | "draft"; id: number; name: string; addonKey: string };

/** One of the provider's add-ons, by its key. */
function ownAddon(params: { appProviderId: number; addonKey: string }) {
  return and(
    eq(addonRegistrations.appProviderId, params.appProviderId),
    eq(addonRegistrations.addonKey, params.addonKey),
  );
}

/** The provider's add-ons, oldest first. */
export function listAddonRegistrations(db: TDb, params: { appProviderId: number }): Promise<TAddonRow[]> {
  return db
    .select(ADDON_COLUMNS)
    .from(addonRegistrations)
    .where(eq(addonRegistrations.appProviderId, params.appProviderId))
    .orderBy(asc(addonRegistrations.createdAt), asc(addonRegistrations.id));
}

/** One of the provider's add-ons with its registration; undefined for another provider's. */
export async function findAddonRegistration(
  db: TDb,
  params: { appProviderId: number; addonKey: string },
): Promise<TAddonRegistrationRow | undefined> {
  const [row] = await db
    .select({
      ...ADDON_COLUMNS,
      registrationUri: addonRegistrations.registrationUri,
      registrationAccessToken: addonRegistrations.registrationAccessToken,
    })
    .from(addonRegistrations)
    .where(ownAddon(params))
    .limit(1);
  return row;
}

/** What the parent service answered of an add-on, and when. */
type TAddonAnswer = {
  name: string;
  addonUrl: string;
  registeredScopes: string[];
  suiteState: TOauthClientState;
  checkedAt: Date;
};

function answeredColumns(answer: TAddonAnswer) {
  const { checkedAt, ...columns } = answer;
  return { ...columns, stateCheckedAt: checkedAt };
}

/** Stores an add-on just registered at the parent service (its token sealed by the caller). */
export async function insertAddonRegistration(
  db: TDb,
  params: TAddonAnswer & {
    appProviderId: number;
    addonKey: string;
    registrationUri: string;
    sealedRegistrationAccessToken: string;
  },
): Promise<TAddonRow> {
  const { appProviderId, addonKey, registrationUri, sealedRegistrationAccessToken, ...answer } = params;
  const [row] = await db
    .insert(addonRegistrations)
    .values({
      appProviderId,
      addonKey,
      registrationUri,
      registrationAccessToken: sealedRegistrationAccessToken,
      ...answeredColumns(answer),
      createdAt: answer.checkedAt,
    })
    .returning(ADDON_COLUMNS);
  if (!row) throw new Error("addon registration insert returned nothing");
  return row;
}

/** The name, address, scopes and state as the parent service answered them (a read, a change). */
export async function updateAddonRegistration(
  db: TDb,
  params: TAddonAnswer & { appProviderId: number; addonKey: string },
): Promise<TAddonRow | undefined> {
  const { appProviderId, addonKey, ...answer } = params;
  const [row] = await db
    .update(addonRegistrations)
    .set(answeredColumns(answer))
    .where(ownAddon({ appProviderId, addonKey }))
    .returning(ADDON_COLUMNS);
  return row;
}

/** The add-on's state at the parent service as just read ('missing' when it no longer knows it). */
export async function recordAddonState(
  db: TDb,
  params: { appProviderId: number; addonKey: string; suiteState: TOauthClientState; checkedAt: Date },
): Promise<TAddonRow | undefined> {
  const [row] = await db
    .update(addonRegistrations)
    .set({ suiteState: params.suiteState, stateCheckedAt: params.checkedAt })
    .where(ownAddon(params))
    .returning(ADDON_COLUMNS);
  return row;
}

/** The provider's apps and open drafts whose content names one of these add-ons, sorted by name. */
export async function listAddonUses(
  db: TDb,
  params: { appProviderId: number; addonKeys: readonly string[] },
): Promise<TAddonUse[]> {
  if (params.addonKeys.length === 0) return [];
  const keys = [...params.addonKeys];
  const appKey = sql<string>`${apps.content}->'integration'->>'addonKey'`;
  const draftKey = sql<string>`${draftApps.content}->'integration'->>'addonKey'`;
  const [appRows, draftRows] = await Promise.all([
    db
      .select({ id: apps.id, name: apps.name, addonKey: appKey })
      .from(apps)
      .where(and(eq(apps.appProviderId, params.appProviderId), inArray(appKey, keys))),
    db
      .select({ id: draftApps.id, name: draftApps.name, addonKey: draftKey })
      .from(draftApps)
      .where(
        and(eq(draftApps.appProviderId, params.appProviderId), eq(draftApps.merged, false), inArray(draftKey, keys)),
      ),
  ]);
  const uses: TAddonUse[] = [
    ...appRows.map((row) => ({ kind: "app" as const, ...row })),
    ...draftRows.map((row) => ({ kind: "draft" as const, ...row })),
  ];
  return uses.sort((a, b) => a.name.localeCompare(b.name, "ja") || a.id - b.id);
}

/**
 * Removes the provider's add-on unless an app or open draft names it (looked up again here, in the
 * caller's transaction): answers the uses that kept it, or [] when it is gone.
 */
export async function deleteAddonRegistration(
  db: TDb,
  params: { appProviderId: number; addonKey: string },
): Promise<{ deleted: boolean; uses: TAddonUse[] }> {
  const uses = await listAddonUses(db, { appProviderId: params.appProviderId, addonKeys: [params.addonKey] });
  if (uses.length > 0) return { deleted: false, uses };
  const removed = await db.delete(addonRegistrations).where(ownAddon(params)).returning({ id: addonRegistrations.id });
  return { deleted: removed.length > 0, uses: [] };
}
