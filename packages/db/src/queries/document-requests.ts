import { LISTED_APP_STATUSES, type TSurveyAreaKey } from "@store/domain/enums";
import { safeLink } from "@store/domain/schemas/app-content";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TDb } from "../client";
import { apps } from "../schema/apps";
import { documentRequests } from "../schema/requests";

const documentUrlOf = () => sql<string | null>`${apps.content}->>'documentUrl'`;

/** A listed app that offers a document: the only apps a visitor may request one of (a discontinued one takes no new requests). */
export async function findRequestableDocument(db: TDb, code: string) {
  const [row] = await db
    .select({
      appId: apps.id,
      code: apps.code,
      name: apps.name,
      documentUrl: documentUrlOf(),
      documentEyecatchUrl: sql<string | null>`${apps.content}->>'documentEyecatchUrl'`,
    })
    .from(apps)
    .where(and(eq(apps.code, code), inArray(apps.status, [...LISTED_APP_STATUSES])))
    .limit(1);
  // The page offers a document only for a link it may render (buildAppDetail): the same rule here.
  const documentUrl = safeLink(row?.documentUrl);
  return row && documentUrl
    ? { ...row, documentUrl, documentEyecatchUrl: safeLink(row.documentEyecatchUrl) }
    : undefined;
}

export async function insertDocumentRequest(
  db: TDb,
  values: { appId: number; email: string; interesting: TSurveyAreaKey[]; ipAddress: string | null },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(documentRequests)
    .values({
      appId: values.appId,
      email: values.email,
      surveyAnswers: { interesting: values.interesting },
      status: "sending",
      ipAddress: values.ipAddress,
    })
    .returning({ id: documentRequests.id });
  if (!row) throw new Error("document request insert returned nothing");
  return row;
}

/** What the document mail needs: the request and its app's name and document link. */
export async function findDocumentRequestForMail(db: TDb, id: number) {
  const [row] = await db
    .select({
      id: documentRequests.id,
      email: documentRequests.email,
      status: documentRequests.status,
      sentAt: documentRequests.sentAt,
      appName: apps.name,
      appCode: apps.code,
      documentUrl: documentUrlOf(),
    })
    .from(documentRequests)
    .innerJoin(apps, eq(apps.id, documentRequests.appId))
    .where(eq(documentRequests.id, id))
    .limit(1);
  return row && { ...row, documentUrl: safeLink(row.documentUrl) };
}

export async function markDocumentRequestSent(db: TDb, id: number, sentAt: Date): Promise<void> {
  await db.update(documentRequests).set({ status: "sent", sentAt }).where(eq(documentRequests.id, id));
}

export async function markDocumentRequestFailed(db: TDb, id: number): Promise<void> {
  await db.update(documentRequests).set({ status: "failed" }).where(eq(documentRequests.id, id));
}
