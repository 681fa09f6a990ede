import "server-only";
import type { TDb } from "@store/db/client";
import { findDraftApp } from "@store/db/queries/draft-apps";
import { findDraftForPreChecks } from "@store/db/queries/pre-check-reports";
import { listProviderUsersOfProvider } from "@store/db/queries/provider-users";
import { AppError } from "@store/domain/errors";
import { personName } from "@store/domain/person-name";
import type { TOperatorPrincipal, TProviderPrincipal } from "@store/domain/principals";
import { editDraftPath } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { startDevelopmentInstall, type TDevelopmentInstallStart } from "./start-development-install";

/** The most users the parent service makes admins of one development tenant. */
const MAX_MEMBERS = 20;

/**
 * POST /api/developers/experimental/draft_apps/{id}/development_install: the provider's users try
 * their own draft in the provider's development tenant (every user of the provider is its admin).
 */
export async function startDraftDevelopmentInstall(
  db: TDb,
  principal: TProviderPrincipal,
  draftId: number | null,
  now = new Date(),
): Promise<TDevelopmentInstallStart> {
  const draft =
    draftId === null ? undefined : await findDraftApp(db, { appProviderId: principal.appProviderId, draftId });
  if (!draft) throw new AppError("NOT_FOUND", `draft ${draftId} is not the provider's`);
  const users = await listProviderUsersOfProvider(db, { appProviderId: principal.appProviderId });
  const members = users
    .filter((user) => user.suspendedAt === null)
    .slice(0, MAX_MEMBERS)
    .map((user) => ({ email: user.email, name: personName(user, "ja") }));
  return startDevelopmentInstall(db, {
    kind: "development",
    draft,
    members,
    actorEmail: principal.email,
    ownerName: principal.appProviderName,
    returnTo: editDraftPath(draft),
    now,
  });
}

/**
 * POST /api/ops/change_requests/{id}/review_install: the reviewer tries the submitted draft in the
 * review tenant, through the same consent page.
 */
export async function startReviewInstall(
  db: TDb,
  principal: TOperatorPrincipal,
  draftId: number | null,
  now = new Date(),
): Promise<TDevelopmentInstallStart> {
  const draft = draftId === null ? undefined : await findDraftForPreChecks(db, { draftId });
  const open = draft && !draft.merged && ["pending", "in_review"].includes(draft.changeRequestStatus);
  if (!draft || !open) throw new AppError("NOT_FOUND", `no change request ${draftId} to try`);
  return startDevelopmentInstall(db, {
    kind: "review",
    draft,
    members: [{ email: principal.email, name: principal.name }],
    actorEmail: principal.email,
    ownerName: config().STORE_NAME,
    returnTo: `/ops/change_requests/${draft.id}`,
    now,
  });
}
