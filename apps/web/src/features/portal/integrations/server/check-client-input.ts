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

/** What the viewer reads of an address the parent service would refuse (not https); null when it is fine. */
export function addressIssueMessage(uri: string, locale: TLocale): string | null {
  const issue = redirectUriIssue(uri, config().INTEGRATION_ALLOW_LOOPBACK_HTTP);
  if (issue === null) return null;
  const { t } = serverTranslator(locale);
  return issue === "httpsRequired"
    ? t("developerIntegrations.errors.httpsRequired", { uri })
    : t("developerIntegrations.errors.invalidUri", { uri });
}

/** 422 naming each redirect URI the parent service would refuse; the URIs without repeats. */
export function checkRedirectUris(uris: readonly string[], locale: TLocale): string[] {
  const messages = uris.flatMap((uri) => addressIssueMessage(uri, locale) ?? []);
  if (messages.length > 0) {
    throw new AppError("UNPROCESSABLE", "a redirect URI is not https", {
      items: { redirectUris: messages },
      userMessage: { key: "validation.checkFields" },
    });
  }
  return [...new Set(uris)];
}

/**
 * 422 naming the scopes outside `allowed` under the message `key` (its `{scopes}` filled); the
 * scopes sorted, without repeats.
 */
export function checkScopesWithin(
  scopes: readonly string[],
  allowed: ReadonlySet<string>,
  refusal: { key: string; log: string },
  locale: TLocale,
): string[] {
  const outside = scopes.filter((scope) => !allowed.has(scope));
  if (outside.length > 0) {
    const { t } = serverTranslator(locale);
    const items: TErrorItems = { scopes: [t(refusal.key, { scopes: outside.join(", ") })] };
    throw new AppError("UNPROCESSABLE", `${refusal.log}: ${outside.join(", ")}`, {
      items,
      userMessage: { key: "validation.checkFields" },
    });
  }
  return normalizeScopes(scopes);
}

/** 422 when a scope is not in the catalogue; the scopes sorted, without repeats. */
export async function checkScopes(scopes: readonly string[], locale: TLocale): Promise<string[]> {
  const catalogue = await requireScopeCatalogue();
  const known = new Set(catalogue.scopes.map((scope) => scope.name));
  return checkScopesWithin(
    scopes,
    known,
    { key: "developerIntegrations.errors.scopeNotInCatalogue", log: "scopes not in the catalogue" },
    locale,
  );
}
