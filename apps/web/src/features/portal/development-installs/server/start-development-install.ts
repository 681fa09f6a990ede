import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { TDb } from "@store/db/client";
import {
  findDevelopmentTenant,
  recordDevelopmentInstallation,
  saveDevelopmentTenant,
} from "@store/db/queries/development-installs";
import { findIntegrationAddon, findIntegrationClient } from "@store/db/queries/integration-facts";
import { AppError } from "@store/domain/errors";
import { registrationKind } from "@store/domain/integration";
import type { TAppContent } from "@store/domain/schemas/app-content";
import { DEVELOPMENT_CALLBACK_PATH } from "@/paths/developer-paths";
import { config } from "@/server/config";
import { addDevelopmentAddon, ensureDevelopmentTenant } from "@/server/suite/development-tenants";
import { SuiteRequestError } from "@/server/suite/suite-errors";
import { DEVELOPMENT_INSTALL_TTL_S, newNonce, signInstallState } from "./install-state";

/** The draft to try and who tries it: a provider's users in their tenant, or a reviewer in the review tenant. */
export type TDevelopmentInstallRequest = {
  kind: "development" | "review";
  draft: { id: number; appProviderId: number; content: TAppContent };
  /** The parent service's users made admins of the tenant (the provider's users, or the reviewer). */
  members: { email: string; name: string }[];
  /** Who tries it: one of `members`, by e-mail address. */
  actorEmail: string;
  /** The provider's name, or the store's, naming the tenant. */
  ownerName: string;
  returnTo: string;
  now: Date;
};

/**
 * Where to send the browser: the parent service's consent page (with the nonce that binds its
 * answer to this browser), or for an add-on, added already, back to the draft's page.
 */
export type TDevelopmentInstallStart = { authorizeUrl: string; nonce: string | null; tenantName: string };

function notReady(message: string, key: string): AppError {
  return new AppError("UNPROCESSABLE", message, { userMessage: { key: `developmentInstall.errors.${key}` } });
}

/** The parent service's refusal or silence, as a 503 the page can say plainly. */
function unavailable(error: unknown, what = "make the tenant"): AppError {
  const status = error instanceof SuiteRequestError ? error.status : 0;
  return new AppError("UNAVAILABLE", `the parent service could not ${what} (${status})`, {
    userMessage: { key: "developmentInstall.errors.suiteUnavailable" },
    retryAfterSeconds: 30,
  });
}

/** The tenant this try goes to, made at the parent service the first time (and its members kept current). */
async function tenantFor(db: TDb, request: TDevelopmentInstallRequest) {
  const appProviderId = request.kind === "development" ? request.draft.appProviderId : null;
  const key = appProviderId === null ? "review" : `provider-${appProviderId}`;
  const name = `${request.ownerName} ${request.kind === "development" ? "開発テナント" : "審査テナント"}`;
  const kept = await findDevelopmentTenant(db, { kind: request.kind, appProviderId });
  try {
    const tenant = await ensureDevelopmentTenant({
      key,
      kind: request.kind,
      name: kept?.name ?? name,
      members: request.members,
    });
    await saveDevelopmentTenant(db, {
      id: tenant.id,
      kind: request.kind,
      appProviderId,
      subdomain: tenant.subdomain,
      name: tenant.name,
    });
    return tenant;
  } catch (error) {
    throw unavailable(error);
  }
}

/**
 * Starts installing a draft in a development (or review) tenant through the parent service's own
 * sign-in and consent page, as a tenant admin would grant a published app: the draft must name a
 * registered OAuth client of its provider and the scopes to ask. Answers where to send the browser.
 * The code that comes back is never exchanged (the store does not hold the app's secret): the
 * callback reads the grant from the parent service instead (finish-development-install.ts).
 */
export async function startDevelopmentInstall(
  db: TDb,
  request: TDevelopmentInstallRequest,
): Promise<TDevelopmentInstallStart> {
  const { content } = request.draft;
  const kind = registrationKind(content.integrationType);
  if (kind === "addon") return addDraftAddon(db, request);
  if (kind !== "oauthClient") {
    throw notReady(`a ${content.integrationType} app has nothing to install`, "notConnection");
  }
  const clientId = content.integration.oauthClientId;
  const client = clientId
    ? await findIntegrationClient(db, { appProviderId: request.draft.appProviderId, clientId, appId: null })
    : undefined;
  if (!clientId || !client?.registrationClientUri)
    throw notReady("the draft names no registered OAuth client", "noClient");
  if (content.integration.scopes.length === 0) throw notReady("the draft asks no scopes", "noScopes");

  const tenant = await tenantFor(db, request);
  const nonce = newNonce();
  const state = await signInstallState({
    kind: request.kind,
    draftId: request.draft.id,
    tenantId: tenant.id,
    clientId,
    returnTo: request.returnTo,
    nonce,
    exp: Math.floor(request.now.getTime() / 1000) + DEVELOPMENT_INSTALL_TTL_S,
  });
  const { SUITE_URL, BASE_URL } = config();
  // PKCE is required by the parent service; the verifier is dropped with the code it would redeem.
  const challenge = createHash("sha256").update(randomBytes(32)).digest("base64url");
  const url = new URL("/oauth/authorize", SUITE_URL);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: new URL(DEVELOPMENT_CALLBACK_PATH, BASE_URL).toString(),
    scope: content.integration.scopes.join(" "),
    state,
    code_challenge: challenge,
    code_challenge_method: "S256",
    prompt: "consent",
  }).toString();
  return { authorizeUrl: url.toString(), nonce, tenantName: tenant.name };
}

/**
 * An install or labs draft: the store adds the draft's registered add-on to the tenant itself, with
 * the scopes the draft asks (the parent service refuses scopes the add-on was not registered for),
 * as the tenant's admin who clicked; there is no consent page to go through.
 */
async function addDraftAddon(db: TDb, request: TDevelopmentInstallRequest): Promise<TDevelopmentInstallStart> {
  const { content } = request.draft;
  const { addonKey, scopes } = content.integration;
  const addon = addonKey
    ? await findIntegrationAddon(db, { appProviderId: request.draft.appProviderId, addonKey })
    : undefined;
  if (!addonKey || !addon?.registrationUri) throw notReady("the draft names no registered add-on", "noAddon");
  const tenant = await tenantFor(db, request);
  const actor = tenant.members.find((member) => member.email === request.actorEmail) ?? tenant.members[0];
  try {
    await addDevelopmentAddon(tenant.id, { appCode: content.code, addonKey, scopes });
  } catch (error) {
    if (error instanceof SuiteRequestError && [403, 422].includes(error.status))
      throw notReady(`the parent service refused the add-on (${error.status})`, "addonRefused");
    throw unavailable(error, "add the add-on");
  }
  await recordDevelopmentInstallation(db, {
    tenantId: tenant.id,
    draftAppId: request.draft.id,
    oauthClientId: null,
    addonKey,
    scopes: [...scopes].sort(),
    installedBy: actor?.userId ?? request.actorEmail,
    now: request.now,
  });
  const back = new URL(request.returnTo, "http://store.invalid");
  back.searchParams.set("development_install", "installed");
  return { authorizeUrl: back.pathname + back.search, nonce: null, tenantName: tenant.name };
}
