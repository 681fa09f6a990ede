import "server-only";
import type { TDb } from "@store/db/client";
import { listAppProviderNames, listOperatorApps } from "@store/db/queries/operator-apps";
import type { TAppStatus } from "@store/domain/enums";
import type { TOperatorAppListQuery } from "@store/domain/schemas/operator-app";

export type TOperatorAppRow = {
  id: number;
  code: string;
  name: string;
  status: TAppStatus;
  providerName: string;
  /** ISO time. */
  updatedAt: string;
};

export type TOperatorAppList = {
  apps: TOperatorAppRow[];
  /** Continues with older apps; null on the last page. */
  nextBefore: number | null;
  providers: { id: number; name: string }[];
};

/** One page of the console's app list, with the providers its filter offers. */
export async function listOperatorAppPage(db: TDb, query: TOperatorAppListQuery): Promise<TOperatorAppList> {
  const [page, providers] = await Promise.all([listOperatorApps(db, query), listAppProviderNames(db)]);
  return {
    apps: page.apps.map((app) => ({
      id: app.id,
      code: app.code,
      name: app.name,
      status: app.status,
      providerName: app.providerName,
      updatedAt: app.updatedAt.toISOString(),
    })),
    nextBefore: page.hasMore ? (page.apps.at(-1)?.id ?? null) : null,
    providers,
  };
}
