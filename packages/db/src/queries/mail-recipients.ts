import { and, eq, inArray } from "drizzle-orm";
import type { TDb } from "../client";
import { draftApps } from "../schema/drafts";
import { appProviders, providerUsers } from "../schema/providers";
import { documentRequests } from "../schema/requests";
import { accountTokens, operators } from "../schema/staff";

// Mail jobs name rows, not addresses (an address is read when the mail is sent): the failed-mail
// list looks up whom each was for, one query per kind of row, keyed by the row's id.

/** The address of each account token's account (invitation and reset mails), by token id. */
export async function findAccountTokenRecipients(
  db: TDb,
  params: { tokenIds: number[] },
): Promise<Map<number, string>> {
  if (params.tokenIds.length === 0) return new Map();
  const [users, staff] = await Promise.all([
    db
      .select({ id: accountTokens.id, email: providerUsers.email })
      .from(accountTokens)
      .innerJoin(
        providerUsers,
        and(eq(accountTokens.accountKind, "provider_user"), eq(providerUsers.id, accountTokens.accountId)),
      )
      .where(inArray(accountTokens.id, params.tokenIds)),
    db
      .select({ id: accountTokens.id, email: operators.email })
      .from(accountTokens)
      .innerJoin(operators, and(eq(accountTokens.accountKind, "operator"), eq(operators.id, accountTokens.accountId)))
      .where(inArray(accountTokens.id, params.tokenIds)),
  ]);
  return new Map([...users, ...staff].map((row) => [row.id, row.email]));
}

/** The visitor's address of each document request, by request id. */
export async function findDocumentRequestRecipients(
  db: TDb,
  params: { documentRequestIds: number[] },
): Promise<Map<number, string>> {
  if (params.documentRequestIds.length === 0) return new Map();
  const rows = await db
    .select({ id: documentRequests.id, email: documentRequests.email })
    .from(documentRequests)
    .where(inArray(documentRequests.id, params.documentRequestIds));
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** The notification address of each draft (change-request mails), by draft id, when it has one. */
export async function findDraftNotificationRecipients(
  db: TDb,
  params: { draftIds: number[] },
): Promise<Map<number, string>> {
  if (params.draftIds.length === 0) return new Map();
  const rows = await db
    .select({ id: draftApps.id, email: draftApps.notificationEmail })
    .from(draftApps)
    .where(inArray(draftApps.id, params.draftIds));
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
}

/** The address of each provider (the mails about its webhook endpoint), by provider id. */
export async function findProviderRecipients(
  db: TDb,
  params: { appProviderIds: number[] },
): Promise<Map<number, string>> {
  if (params.appProviderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appProviders.id, email: appProviders.email })
    .from(appProviders)
    .where(inArray(appProviders.id, params.appProviderIds));
  return new Map(rows.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])));
}
