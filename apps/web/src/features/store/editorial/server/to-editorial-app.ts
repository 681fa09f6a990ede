import "server-only";
import { LISTED_APP_STATUSES, type TAppStatus } from "@store/domain/enums";
import type { TEditorialApp } from "@store/domain/schemas/editorial";

type TEditorialAppRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  logoImage: string | null;
  status: TAppStatus;
  providerName: string;
};

function isListed(status: TAppStatus): status is TEditorialApp["status"] {
  return (LISTED_APP_STATUSES as readonly TAppStatus[]).includes(status);
}

/** An app row of an editorial query as its card; the queries return listed apps only. */
export function toEditorialApp(row: TEditorialAppRow): TEditorialApp {
  if (!isListed(row.status)) throw new Error(`app ${row.code} is ${row.status}, not listed`);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    logoImage: row.logoImage,
    status: row.status,
    appProvider: { name: row.providerName },
  };
}

/** A timestamp the query guarantees (published or effective), as an ISO string. */
export function toIso(value: Date | null): string {
  if (!value) throw new Error("expected a timestamp");
  return value.toISOString();
}

/** Rows of a join table query grouped by their owner's id. */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}
