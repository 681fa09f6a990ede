import "server-only";
import type { TDb } from "@store/db/client";
import { approveAccessRequests, declineAccessRequest } from "@store/db/queries/access-requests";
import { logOperation } from "@store/db/queries/installations";
import { enqueueJob } from "@store/db/queries/jobs";
import { AppError } from "@store/domain/errors";
import type { TTenantActor } from "@/server/tenant-session/tenant-actor";
import { ACCESS_REQUEST_MAIL_JOB } from "./access-request-job-kind";

function requesterMail(id: number) {
  return {
    kind: ACCESS_REQUEST_MAIL_JOB,
    payload: { accessRequestId: id, recipient: "requester" },
    idempotencyKey: `access-request-mail:${id}:requester`,
  };
}

/**
 * An admin declines an open request of their tenant with a note: the answer, its operation-log
 * row and the requester's mail in one transaction. Another tenant's or an answered request is 404.
 */
export async function declineAccess(
  db: TDb,
  input: { actor: TTenantActor; id: number | null; note: string },
): Promise<{ id: number; status: "declined" }> {
  const { actor, id } = input;
  const declined =
    id === null
      ? undefined
      : await db.transaction(async (tx) => {
          const row = await declineAccessRequest(tx, {
            tenantId: actor.tenantId,
            id,
            answeredBy: actor.suiteUserId,
            declineNote: input.note,
            now: new Date(),
          });
          if (!row) return undefined;
          await logOperation(tx, actor, { operationType: "access_request_declined", appNames: [row.appName] });
          await enqueueJob(tx, requesterMail(row.id));
          return row;
        });
  if (!declined) {
    throw new AppError("NOT_FOUND", `no open access request ${id} in ${actor.tenantId}`, {
      userMessage: { key: "accessRequest.errors.notFound" },
    });
  }
  return { id: declined.id, status: "declined" };
}

/**
 * The install of apps approves every open request of the tenant for them (called in the
 * transaction that records the install): one operation-log row naming the apps asked for, and a
 * mail to each requester.
 */
export async function approveAccessOnInstall(
  tx: TDb,
  input: {
    actor: Pick<TTenantActor, "tenantId" | "suiteUserId" | "email" | "ipAddress" | "userAgent">;
    apps: { id: number; name: string }[];
  },
): Promise<void> {
  const { actor } = input;
  const approved = await approveAccessRequests(tx, {
    tenantId: actor.tenantId,
    appIds: input.apps.map((app) => app.id),
    answeredBy: actor.suiteUserId,
    now: new Date(),
  });
  if (approved.length === 0) return;
  const appIds = new Set(approved.map((row) => row.appId));
  const appNames = input.apps.filter((app) => appIds.has(app.id)).map((app) => app.name);
  await logOperation(tx, actor, { operationType: "access_request_approved", appNames });
  for (const row of approved) await enqueueJob(tx, requesterMail(row.id));
}
