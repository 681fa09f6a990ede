import "server-only";
import { AppError, type TErrorItems } from "@store/domain/errors";
import { normalizeScopes, redirectUriIssue, type TScopeCatalogue } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import { config } from "@/server/config";
import { serverTranslator } from "@/server/server-translator";
import { scopeCatalogue } from "@/server/suite/scope-catalogue";

// What the store checks before it asks the parent service to register or change a client: https
// redirect URIs (loopback http only when allowed) and scopes the suite's catalogue names.

/** The catalogue, or 503 when the parent service never answered with one. */
export async function requireScopeCatalogue(): Promise<TScopeCatalogue> {
  const catalogue = await scopeCatalogue();
  if (!catalogue) {
    throw new AppError("UNAVAILABLE", "the scope catalogue of the parent service could not be read", {
      userMessage: { key: "developerIntegrations.errors.catalogueUnavailable" },
      retryAfterSeconds: 30,
    });
  }
  return catalogue;
}

/** 422 naming each redirect URI the parent service would refuse; the URIs without repeats. */
export function checkRedirectUris(uris: readonly string[], locale: TLocale): string[] {
  const { t } = serverTranslator(locale);
  const allowLoopback = config().INTEGRATION_ALLOW_LOOPBACK_HTTP;
  const messages: string[] = [];
  for (const uri of uris) {
    const issue = redirectUriIssue(uri, allowLoopback);
    if (issue === "httpsRequired") messages.push(t("developerIntegrations.errors.httpsRequired", { uri }));
    if (issue === "invalid") messages.push(t("developerIntegrations.errors.invalidUri", { uri }));
  }
  if (messages.length > 0) {
    throw new AppError("UNPROCESSABLE", "a redirect URI is not https", {
      items: { redirectUris: messages },
      userMessage: { key: "validation.checkFields" },
    });
  }
  return [...new Set(uris)];
}

/** 422 when a scope is not in the catalogue; the scopes sorted, without repeats. */
export async function checkScopes(scopes: readonly string[], locale: TLocale): Promise<string[]> {
  const catalogue = await requireScopeCatalogue();
  const known = new Set(catalogue.scopes.map((scope) => scope.name));
  const unknown = scopes.filter((scope) => !known.has(scope));
  if (unknown.length > 0) {
    const { t } = serverTranslator(locale);
    const items: TErrorItems = {
      scopes: [t("developerIntegrations.errors.scopeNotInCatalogue", { scopes: unknown.join(", ") })],
    };
    throw new AppError("UNPROCESSABLE", `scopes not in the catalogue: ${unknown.join(", ")}`, {
      items,
      userMessage: { key: "validation.checkFields" },
    });
  }
  return normalizeScopes(scopes);
}
