import "server-only";
import { LISTED_APP_STATUSES, type TAppStatus } from "@store/domain/enums";
import { localizeCard, type TCardTranslations } from "@store/domain/listing-translations";
import type { TLocale } from "@store/domain/locales";
import type { TEditorialApp } from "@store/domain/schemas/editorial";

type TEditorialAppRow = {
  id: number;
  code: string;
  name: string;
  description: string;
  logoImage: string | null;
  status: TAppStatus;
  providerName: string;
  cardTranslations: TCardTranslations;
};

function isListed(status: TAppStatus): status is TEditorialApp["status"] {
  return (LISTED_APP_STATUSES as readonly TAppStatus[]).includes(status);
}

/**
 * An app row of an editorial query as its card; the queries return listed apps only. It carries
 * the provider's card translations (issue 31), which the public reads apply and drop
 * (withLocalizedApps) before anyone sees the card.
 */
export function toEditorialApp(row: TEditorialAppRow): TEditorialApp & { cardTranslations: TCardTranslations } {
  if (!isListed(row.status)) throw new Error(`app ${row.code} is ${row.status}, not listed`);
  return {
    cardTranslations: row.cardTranslations,
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    logoImage: row.logoImage,
    status: row.status,
    appProvider: { name: row.providerName },
  };
}

/** An editorial item with its app cards as a viewer of `locale` reads them, as catalog cards (localizeCard). */
export function withLocalizedApps<T extends { apps: TEditorialApp[] }>(item: T, locale: TLocale): T {
  return { ...item, apps: item.apps.map((app) => localizeCard(app, locale)) };
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
