// The interaction pages oidc-provider sends the browser to during authorization: the sign-in page
// (login prompt) and the consent page, and the POSTs that finish each step.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import type { TRegisteredClientView } from "./api.js";
import type { TSuiteConfig } from "./config.js";
import type { TSuiteDirectory, TSuiteTenant, TSuiteUser } from "./fixture.js";
import { DEMO_PASSWORD } from "./fixture.js";
import { readFormBody, sendHtml } from "./http.js";
import { appConsentPage, consentPage, messagePage, signInPage } from "./pages.js";
import type { TSuiteRecords } from "./records.js";
import { SCOPES, type TScope } from "./scopes.js";

export type TInteractionDeps = {
  provider: Provider;
  config: TSuiteConfig;
  directory: TSuiteDirectory;
  records: TSuiteRecords;
  storeUrl: string;
  /** The client registered here (an app's, RFC 7591) under this id, or undefined (the store's own). */
  registeredClient: (clientId: string) => Promise<TRegisteredClientView | undefined>;
};

/** Why the signed-in user may not connect a registered app's client: a page to show instead of consent. */
type TAppConsentRefusal = { status: number; title: string; message: string };

const WRONG_CREDENTIALS = "メールアドレスまたはパスワードが正しくありません。";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function createInteractionHandler({
  provider,
  config,
  directory,
  records,
  storeUrl,
  registeredClient,
}: TInteractionDeps) {
  const page = { suiteName: config.suiteName };

  /** The user's current tenant (picked at sign-in or switched to, else the first membership). */
  function currentTenant(user: TSuiteUser): { tenant: TSuiteTenant; admin: boolean } | undefined {
    const remembered = records.currentTenantOf(user.id);
    const membership = user.memberships.find((m) => m.tenantId === remembered) ?? user.memberships[0];
    const tenant = membership ? directory.findTenant(membership.tenantId) : undefined;
    if (!membership || !tenant) return undefined;
    return { tenant, admin: records.adminOf(user.id, tenant.id, membership.admin) };
  }

  /** The catalogue scopes the request asks for, in the catalogue's order. */
  function requestedScopes(scope: unknown): TScope[] {
    const asked = new Set(typeof scope === "string" ? scope.split(" ") : []);
    return SCOPES.filter((entry) => asked.has(entry.name));
  }

  /**
   * Consent to a registered app's client connects it to the user's current tenant, which only an
   * admin of that tenant may do, and only while the client is active: the tenant, or the page to
   * show instead.
   */
  function appConsentTenant(
    client: TRegisteredClientView,
    name: string,
    user: TSuiteUser | undefined,
  ): { tenant: TSuiteTenant } | { refusal: TAppConsentRefusal } {
    if (client.status === "disabled") {
      return {
        refusal: {
          status: 403,
          title: "このアプリは利用できません",
          message: `「${name}」は現在 ${config.suiteName} で無効になっています。`,
        },
      };
    }
    const current = user ? currentTenant(user) : undefined;
    if (!current?.admin) {
      const tenantName = current?.tenant.name ?? "会社";
      return {
        refusal: {
          status: 403,
          title: "連携を許可できません",
          message: `「${name}」との連携を許可できるのは、${tenantName} の管理者だけです。管理者に依頼してください。`,
        },
      };
    }
    return { tenant: current.tenant };
  }

  function refuse(res: ServerResponse, { status, title, message }: TAppConsentRefusal) {
    sendHtml(res, status, messagePage(page, title, message));
  }

  async function clientName(clientId: unknown): Promise<string> {
    const client = typeof clientId === "string" ? await provider.Client.find(clientId) : undefined;
    return client?.clientName ?? config.storeName;
  }

  async function show(req: IncomingMessage, res: ServerResponse) {
    const { uid, prompt, params, session } = await provider.interactionDetails(req, res);
    const name = await clientName(params.client_id);
    if (prompt.name === "login") {
      return sendHtml(res, 200, signInPage({ ...page, uid, clientName: name, directory }));
    }
    const user = session ? directory.findUser(session.accountId) : undefined;
    const client = typeof params.client_id === "string" ? await registeredClient(params.client_id) : undefined;
    if (prompt.name === "consent" && user && client) {
      const checked = appConsentTenant(client, name, user);
      if ("refusal" in checked) return refuse(res, checked.refusal);
      const scopes = requestedScopes(params.scope);
      return sendHtml(
        res,
        200,
        appConsentPage({ ...page, uid, clientName: name, user, tenant: checked.tenant, scopes }),
      );
    }
    if (prompt.name === "consent" && user) {
      const scopes = stringList(prompt.details.missingOIDCScope);
      return sendHtml(res, 200, consentPage({ ...page, uid, clientName: name, user, scopes }));
    }
    return sendHtml(res, 400, messagePage(page, "ログインを続けられません", `想定外の手順です（${prompt.name}）。`));
  }

  /** A picked demo user ("userId:tenantId"), or e-mail + demo password. */
  function authenticate(form: URLSearchParams): { user: TSuiteUser; tenantId?: string } | undefined {
    const pick = form.get("pick");
    if (pick) {
      const [userId = "", tenantId = ""] = pick.split(":");
      const user = directory.findUser(userId);
      const member = user?.memberships.some((m) => m.tenantId === tenantId);
      return user && member ? { user, tenantId } : undefined;
    }
    const user = directory.findUserByEmail(form.get("email") ?? "");
    return user && form.get("password") === DEMO_PASSWORD ? { user } : undefined;
  }

  async function login(req: IncomingMessage, res: ServerResponse) {
    const { uid, prompt, params } = await provider.interactionDetails(req, res);
    const form = await readFormBody(req);
    if (prompt.name !== "login") {
      return sendHtml(
        res,
        400,
        messagePage(page, "ログインを続けられません", "このログイン画面はすでに使われました。"),
      );
    }
    const signedIn = authenticate(form);
    if (!signedIn) {
      const name = await clientName(params.client_id);
      const email = form.get("email") ?? undefined;
      const html = signInPage({ ...page, uid, clientName: name, directory, error: WRONG_CREDENTIALS, email });
      return sendHtml(res, 401, html);
    }
    // Picking a user under a company makes that company the current tenant (the store reads it).
    if (signedIn.tenantId) records.setCurrentTenant(signedIn.user.id, signedIn.tenantId, false);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: signedIn.user.id } },
      {
        mergeWithLastSubmission: false,
      },
    );
  }

  async function confirm(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    const { prompt, params, session } = details;
    if (prompt.name !== "consent" || !session) {
      return sendHtml(res, 400, messagePage(page, "ログインを続けられません", "この確認画面はすでに使われました。"));
    }
    const clientId = String(params.client_id);
    const client = await registeredClient(clientId);
    let connectTo: TSuiteTenant | undefined;
    if (client) {
      const checked = appConsentTenant(client, await clientName(clientId), directory.findUser(session.accountId));
      if ("refusal" in checked) return refuse(res, checked.refusal);
      connectTo = checked.tenant;
    }
    // Extend the session's grant for this client, or start one (oidc-provider 7+ Grant API).
    const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId: session.accountId, clientId: String(params.client_id) });
    const missingScopes = stringList(prompt.details.missingOIDCScope);
    if (missingScopes.length > 0) grant.addOIDCScope(missingScopes.join(" "));
    const missingClaims = stringList(prompt.details.missingOIDCClaims);
    if (missingClaims.length > 0) grant.addOIDCClaims(missingClaims);
    const resourceScopes = prompt.details.missingResourceScopes;
    if (typeof resourceScopes === "object" && resourceScopes !== null) {
      for (const [indicator, scopes] of Object.entries(resourceScopes)) {
        grant.addResourceScope(indicator, stringList(scopes).join(" "));
      }
    }
    const grantId = await grant.save();
    // A registered app's client is connected to the tenant the admin consented for, as the store's
    // PUT …/connections would (no app code: the store knows which app the client belongs to).
    if (connectTo) {
      const scopes = requestedScopes(params.scope).map((scope) => scope.name);
      records.grantConnection(connectTo.id, clientId, session.accountId, null, scopes);
    }
    const consent = details.grantId ? {} : { grantId };
    await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
  }

  async function abort(req: IncomingMessage, res: ServerResponse) {
    await provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "End-User aborted interaction" },
      { mergeWithLastSubmission: false },
    );
  }

  /** Routes `/interaction/:uid[/login|/confirm|/abort]`; returns false for anything else. */
  return async function handleInteraction(req: IncomingMessage, res: ServerResponse, path: string) {
    const match = /^\/interaction\/([^/]+)(?:\/(login|confirm|abort))?$/.exec(path);
    if (!match) return false;
    const step = match[2];
    try {
      if (!step && (req.method === "GET" || req.method === "HEAD")) await show(req, res);
      else if (step === "login" && req.method === "POST") await login(req, res);
      else if (step === "confirm" && req.method === "POST") await confirm(req, res);
      else if (step === "abort" && req.method === "POST") await abort(req, res);
      else sendHtml(res, 405, messagePage(page, "操作できません", "このページはこの方法では開けません。"));
    } catch (error) {
      if (error instanceof errors.SessionNotFound) {
        const html = messagePage(
          page,
          "ログインの有効期限が切れました",
          "時間がたったか、別の画面でログインが進みました。アプリストアからもう一度ログインしてください。",
          { href: storeUrl, label: "アプリストアへ" },
        );
        sendHtml(res, 400, html);
      } else {
        throw error;
      }
    }
    return true;
  };
}
