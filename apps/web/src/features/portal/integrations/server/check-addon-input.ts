import "server-only";
import { AppError } from "@store/domain/errors";
import { allowedScopes, type TScopeCatalogue } from "@store/domain/integration";
import type { TLocale } from "@store/domain/locales";
import { serverTranslator } from "@/server/server-translator";
import { addressIssueMessage, checkScopesWithin, requireScopeCatalogue } from "./check-client-input";

// What the store checks before it asks the parent service to register or change an add-on: an
// https address (loopback http only when allowed) and scopes an install or labs app may ask for.

/** The scopes an add-on may be registered for: those the catalogue allows install or labs apps. */
export function addonScopeNames(catalogue: TScopeCatalogue): ReadonlySet<string> {
  return new Set([...allowedScopes(catalogue, "install"), ...allowedScopes(catalogue, "suite_labs")]);
}

/** 422 under `addonUrl` when the parent service would refuse the address. */
export function checkAddonUrl(addonUrl: string, locale: TLocale): string {
  const message = addressIssueMessage(addonUrl, locale);
  if (message === null) return addonUrl;
  throw new AppError("UNPROCESSABLE", "the add-on URL is not https", {
    items: { addonUrl: [message] },
    userMessage: { key: "validation.checkFields" },
  });
}

/**
 * 422 under `scopes` when none is chosen (the parent service registers an add-on for at least one)
 * or for one an add-on may not ask for; the scopes sorted, without repeats.
 */
export async function checkAddonScopes(scopes: readonly string[], locale: TLocale): Promise<string[]> {
  if (scopes.length === 0) {
    throw new AppError("UNPROCESSABLE", "an add-on asks for no scope", {
      items: { scopes: [serverTranslator(locale).t("developerIntegrations.addons.errors.scopeRequired")] },
      userMessage: { key: "validation.checkFields" },
    });
  }
  const catalogue = await requireScopeCatalogue();
  return checkScopesWithin(
    scopes,
    addonScopeNames(catalogue),
    { key: "developerIntegrations.addons.errors.scopeNotAllowed", log: "scopes an add-on may not ask for" },
    locale,
  );
}
