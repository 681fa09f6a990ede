// What installing an app needs at the parent service (issue 27), as pure decisions: the suite's
// scope catalogue as the store reads it, what each integration type must have registered, how two
// scope sets differ, and when a tenant's grant falls short of what the app now asks.
import { z } from "zod";
import type { TIntegrationType } from "./enums";
import { LOCALES, type TLocale } from "./locales";

const ZLocalized = z.record(z.string(), z.string());

/** One permission of the parent service (`employees:read`), labelled in the nine locales. */
export const ZSuiteScope = z.object({
  name: z.string(),
  resource: z.string(),
  access: z.enum(["read", "write"]),
  label: ZLocalized,
  description: ZLocalized,
});
export type TSuiteScope = z.infer<typeof ZSuiteScope>;

/** `GET {suite}/api/v1/scopes`: the catalogue and which scopes each integration type may ask for. */
export const ZScopeCatalogue = z.object({
  version: z.string(),
  scopes: z.array(ZSuiteScope),
  integrationTypes: z.record(z.string(), z.array(z.string())),
});
export type TScopeCatalogue = z.infer<typeof ZScopeCatalogue>;

/** A scope as a reader sees it, in one language. */
export type TScopeView = { name: string; access: "read" | "write"; label: string; description: string };

function localized(texts: Record<string, string>, locale: TLocale): string {
  return texts[locale] ?? texts.ja ?? Object.values(texts)[0] ?? "";
}

/** The scopes named, in the catalogue's order, in the reader's language; unknown names as they are. */
export function scopeViews(catalogue: TScopeCatalogue | null, names: readonly string[], locale: TLocale): TScopeView[] {
  const wanted = new Set(names);
  const known = (catalogue?.scopes ?? []).filter((scope) => wanted.has(scope.name));
  const unknown = names.filter((name) => !known.some((scope) => scope.name === name));
  return [
    ...known.map((scope) => ({
      name: scope.name,
      access: scope.access,
      label: localized(scope.label, locale),
      description: localized(scope.description, locale),
    })),
    ...unknown.map((name) => ({
      name,
      access: name.endsWith(":write") ? ("write" as const) : ("read" as const),
      label: name,
      description: "",
    })),
  ];
}

/** What the app may read and what it may change, as the install dialog groups them. */
export function groupScopeViews(views: readonly TScopeView[]): { read: TScopeView[]; write: TScopeView[] } {
  return {
    read: views.filter((view) => view.access === "read"),
    write: views.filter((view) => view.access === "write"),
  };
}

/** The scopes an integration type may ask for; none for a type the catalogue does not name. */
export function allowedScopes(catalogue: TScopeCatalogue, integrationType: TIntegrationType): ReadonlySet<string> {
  return new Set(catalogue.integrationTypes[integrationType] ?? []);
}

/** Sorted, without repeats: how scope sets are stored and compared. */
export function normalizeScopes(scopes: readonly string[]): string[] {
  return [...new Set(scopes)].sort();
}

/** What a change does to the scopes: added and removed, in sorted order. */
export function scopeDifference(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[]; kept: string[] } {
  const was = new Set(before);
  const now = new Set(after);
  return {
    added: normalizeScopes(after.filter((scope) => !was.has(scope))),
    removed: normalizeScopes(before.filter((scope) => !now.has(scope))),
    kept: normalizeScopes(after.filter((scope) => was.has(scope))),
  };
}

/**
 * The scopes a tenant has not granted yet: an installed app whose approved update asks for more
 * waits for the admin's approval (empty when nothing is missing). A grant recorded before scopes
 * existed (null) covers what the app asked then, so it never asks again for those.
 */
export function missingScopes(granted: readonly string[] | null, requested: readonly string[]): string[] {
  if (granted === null) return [];
  const have = new Set(granted);
  return normalizeScopes(requested.filter((scope) => !have.has(scope)));
}

/** What the parent service must know of an app before a tenant can install it. */
export type TRegistrationKind = "oauthClient" | "addon" | "none";

export function registrationKind(integrationType: TIntegrationType): TRegistrationKind {
  if (integrationType === "connect" || integrationType === "adapt") return "oauthClient";
  if (integrationType === "install" || integrationType === "suite_labs") return "addon";
  return "none";
}

/** The client's state at the parent service, as the store last saw it. */
export const OAUTH_CLIENT_STATES = ["active", "disabled", "missing"] as const;
export type TOauthClientState = (typeof OAUTH_CLIENT_STATES)[number];

/** A redirect URI the parent service accepts: https, or http on the loopback host when the store allows it. */
export function redirectUriIssue(uri: string, allowLoopbackHttp: boolean): "invalid" | "httpsRequired" | null {
  if (!URL.canParse(uri)) return "invalid";
  const url = new URL(uri);
  if (url.hash || url.username || url.password) return "invalid";
  if (url.protocol === "https:") return null;
  if (url.protocol !== "http:") return "invalid";
  const loopback = url.hostname === "localhost" || url.hostname === "127.0.0.1" || url.hostname === "[::1]";
  return loopback && allowLoopbackHttp ? null : "httpsRequired";
}

/** Labels a scope catalogue must carry for every interface language. */
export function catalogueLocalesComplete(catalogue: TScopeCatalogue): boolean {
  return catalogue.scopes.every((scope) => LOCALES.every((locale) => Boolean(scope.label[locale])));
}
