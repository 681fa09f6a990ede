import { LISTED_APP_STATUSES } from "@store/domain/enums";
import type { TLocale } from "@store/domain/locales";
import type { TContactRequest } from "@store/domain/schemas/contact-request";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { contactRequests } from "../schema/contact-requests";
import { draftApps } from "../schema/drafts";
import { appProviders } from "../schema/providers";

/**
 * The notification address of the app as published: the one its last approved change request
 * carried. A draft's address counts only once an operator approved it, so what a provider types
 * into a draft never submitted (or withdrawn) receives no visitor's details. Null when the
 * published app named none: its mails go to the provider's own address.
 */
const publishedNotificationEmailOf = () =>
  sql<string | null>`(select ${draftApps.notificationEmail} from ${draftApps}
    where ${draftApps.appId} = ${apps.id} and ${draftApps.merged} and ${draftApps.changeRequestStatus} = 'approved'
    order by ${draftApps.reviewedAt} desc nulls last, ${draftApps.id} desc limit 1)`;

/** A listed app a visitor may contact (a discontinued one takes no new requests), with what its contact page needs. */
export async function findContactableApp(db: TDb, code: string) {
  const [row] = await db
    .select({
      appId: apps.id,
      code: apps.code,
      name: apps.name,
      status: apps.status,
      integrationType: apps.integrationType,
      primaryActionType: apps.primaryActionType,
      inquiryActionType: sql<string | null>`${apps.content}->>'inquiryActionType'`,
      inquiryUrl: sql<string | null>`${apps.content}->>'inquiryUrl'`,
    })
    .from(apps)
    .where(and(eq(apps.code, code), inArray(apps.status, [...LISTED_APP_STATUSES])))
    .limit(1);
  return row;
}

export async function insertContactRequest(
  db: TDb,
  values: TContactRequest & {
    appId: number;
    tenantId: string | null;
    suiteUserId: string | null;
    locale: TLocale;
    ipAddress: string | null;
  },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactRequests)
    .values({
      appId: values.appId,
      kind: values.kind,
      company: values.company,
      name: values.name,
      email: values.email,
      phone: values.phone,
      companySize: values.companySize,
      message: values.message,
      tenantId: values.tenantId,
      suiteUserId: values.suiteUserId,
      locale: values.locale,
      ipAddress: values.ipAddress,
    })
    .returning({ id: contactRequests.id });
  if (!row) throw new Error("contact request insert returned nothing");
  return row;
}

const leadColumns = {
  id: contactRequests.id,
  kind: contactRequests.kind,
  company: contactRequests.company,
  name: contactRequests.name,
  email: contactRequests.email,
  phone: contactRequests.phone,
  companySize: contactRequests.companySize,
  message: contactRequests.message,
  tenantId: contactRequests.tenantId,
  createdAt: contactRequests.createdAt,
  appName: apps.name,
  appCode: apps.code,
};

/**
 * One request with its app, for its mails: the published app's notification address and the
 * provider's own (the mail goes to the first that is a valid address).
 */
export async function findContactRequestForMail(db: TDb, id: number) {
  const [row] = await db
    .select({
      ...leadColumns,
      locale: contactRequests.locale,
      notificationEmail: publishedNotificationEmailOf(),
      providerEmail: appProviders.email,
    })
    .from(contactRequests)
    .innerJoin(apps, eq(apps.id, contactRequests.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(eq(contactRequests.id, id))
    .limit(1);
  return row;
}

/** The leads of one provider's apps only, newest first. */
export async function listProviderLeads(db: TDb, params: { appProviderId: number; limit: number }) {
  return db
    .select(leadColumns)
    .from(contactRequests)
    .innerJoin(apps, eq(apps.id, contactRequests.appId))
    .where(eq(apps.appProviderId, params.appProviderId))
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
    .limit(params.limit);
}
export type TProviderLead = Awaited<ReturnType<typeof listProviderLeads>>[number];

/** Whom each request's two mails go to (the failed-mail page), by request id. */
export async function findContactRequestRecipients(
  db: TDb,
  params: { ids: number[] },
): Promise<Map<number, { requester: string; provider: string }>> {
  if (params.ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: contactRequests.id,
      requester: contactRequests.email,
      provider: sql<string>`coalesce(${publishedNotificationEmailOf()}, ${appProviders.email})`,
    })
    .from(contactRequests)
    .innerJoin(apps, eq(apps.id, contactRequests.appId))
    .innerJoin(appProviders, eq(appProviders.id, apps.appProviderId))
    .where(inArray(contactRequests.id, params.ids));
  return new Map(rows.map(({ id, ...to }) => [id, to]));
}
