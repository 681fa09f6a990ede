// The interaction pages oidc-provider sends the browser to during authorization: the sign-in page
// (login prompt) and the consent page, and the POSTs that finish each step.
import type { IncomingMessage, ServerResponse } from "node:http";
import type Provider from "oidc-provider";
import { errors } from "oidc-provider";
import type { TSuiteConfig } from "./config.js";
import type { TSuiteDirectory, TSuiteUser } from "./fixture.js";
import { DEMO_PASSWORD } from "./fixture.js";
import { readFormBody, sendHtml } from "./http.js";
import { consentPage, messagePage, signInPage } from "./pages.js";
import type { TSuiteRecords } from "./records.js";

export type TInteractionDeps = {
  provider: Provider;
  config: TSuiteConfig;
  directory: TSuiteDirectory;
  records: TSuiteRecords;
  storeUrl: string;
};

const WRONG_CREDENTIALS = "メールアドレスまたはパスワードが正しくありません。";

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function createInteractionHandler({ provider, config, directory, records, storeUrl }: TInteractionDeps) {
  const page = { suiteName: config.suiteName };

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
