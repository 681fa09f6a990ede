// Add-on registrations the store makes at the suite for its providers' install and labs apps (issue
// 27), the counterpart of the OAuth clients registered for connect apps: who the add-on is, where the
// suite reaches it, which catalogue scopes it may be given, and its state at the suite. Managed in
// the manner of RFC 7591 / 7592 (addon-registration-routes.ts); kept in SUITE_DATA_FILE and
// forgotten by /_test/reset.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { isHttpsOrLoopback } from "./clients.js";
import { INTEGRATION_TYPE_SCOPES, isCatalogueScope } from "./scopes.js";

export type TAddonStatus = "active" | "disabled";

/** What the store registers and may replace. */
export type TAddonMetadata = { name: string; addonUrl: string; scopes: string[]; softwareId: string };

/** A registration as kept (and saved): the registration access token only as its SHA-256 digest. */
export type TAddonRegistration = TAddonMetadata & {
  addonKey: string;
  status: TAddonStatus;
  tokenDigest: string;
};

/** A refusal of the metadata, answered as RFC 7591's `invalid_client_metadata`. */
export class AddonMetadataError extends Error {}

const MAX_URL_LENGTH = 2000;
/** The scopes an add-on may be given: those the install and labs integration types may request. */
const ADDON_SCOPES = new Set([
  ...(INTEGRATION_TYPE_SCOPES.install ?? []),
  ...(INTEGRATION_TYPE_SCOPES.suite_labs ?? []),
]);

function boundedText(value: unknown, field: string, max: number): string {
  const text = typeof value === "string" ? value.trim() : "";
  if (text.length < 1 || text.length > max) throw new AddonMetadataError(`${field} must be 1 to ${max} characters`);
  return text;
}

/** https, or http on the loopback addresses for development, as registered redirect URIs. */
function addonUrl(value: unknown): string {
  if (typeof value === "string" && value.length <= MAX_URL_LENGTH && isHttpsOrLoopback(value)) return value;
  throw new AddonMetadataError("addon_url must use https (http only on localhost or 127.0.0.1, for development)");
}

function addonScopes(value: unknown): string[] {
  const scopes = typeof value === "string" ? [...new Set(value.split(" ").filter(Boolean))] : [];
  if (scopes.length === 0) throw new AddonMetadataError("scope is required: the catalogue scopes asked for");
  const unknown = scopes.filter((scope) => !isCatalogueScope(scope));
  if (unknown.length > 0) {
    throw new AddonMetadataError(`scope must only contain catalogue scopes, not ${unknown.join(" ")}`);
  }
  const refused = scopes.filter((scope) => !ADDON_SCOPES.has(scope));
  if (refused.length > 0) {
    throw new AddonMetadataError(
      `scope must only contain scopes an install or labs add-on may request, not ${refused.join(" ")}`,
    );
  }
  return scopes;
}

/** The body of a registration or an update (snake_case, as RFC 7591); fields it does not know are ignored. */
export function parseAddonMetadata(body: Record<string, unknown>): TAddonMetadata {
  return {
    name: boundedText(body.name, "name", 100),
    addonUrl: addonUrl(body.addon_url),
    scopes: addonScopes(body.scope),
    softwareId: boundedText(body.software_id, "software_id", 200),
  };
}

/** The answer of a read or an update. */
export function addonRegistrationView(registration: TAddonRegistration) {
  return {
    addon_key: registration.addonKey,
    name: registration.name,
    addon_url: registration.addonUrl,
    scope: registration.scopes.join(" "),
    software_id: registration.softwareId,
    suite_status: registration.status,
  };
}

const digestOf = (token: string) => createHash("sha256").update(token).digest();

export type TAddonRegistry = ReturnType<typeof createAddonRegistry>;

export function createAddonRegistry(onChange: () => void = () => {}) {
  const byKey = new Map<string, TAddonRegistration>();

  return {
    /** A new registration and its registration access token, which is shown this once. */
    register(metadata: TAddonMetadata): { registration: TAddonRegistration; token: string } {
      let addonKey = `ad_${randomBytes(10).toString("hex")}`;
      while (byKey.has(addonKey)) addonKey = `ad_${randomBytes(10).toString("hex")}`;
      const token = randomBytes(32).toString("base64url");
      const registration = {
        ...metadata,
        addonKey,
        status: "active" as const,
        tokenDigest: digestOf(token).toString("hex"),
      };
      byKey.set(addonKey, registration);
      onChange();
      return { registration, token };
    },

    find(addonKey: string): TAddonRegistration | undefined {
      return byKey.get(addonKey);
    },

    /** The registration whose registration access token this is; unknown key and wrong token look alike. */
    authenticate(addonKey: string, token: string): TAddonRegistration | undefined {
      const registration = byKey.get(addonKey);
      const expected = registration ? Buffer.from(registration.tokenDigest, "hex") : Buffer.alloc(32);
      const matches = timingSafeEqual(expected, digestOf(token));
      return registration && matches ? registration : undefined;
    },

    update(addonKey: string, metadata: TAddonMetadata): TAddonRegistration | undefined {
      const existing = byKey.get(addonKey);
      if (!existing) return undefined;
      const registration = { ...existing, ...metadata };
      byKey.set(addonKey, registration);
      onChange();
      return registration;
    },

    remove(addonKey: string) {
      if (byKey.delete(addonKey)) onChange();
    },

    /** The suite disables (or enables again) an add-on; false when it is not registered. */
    setStatus(addonKey: string, status: TAddonStatus): boolean {
      const existing = byKey.get(addonKey);
      if (!existing) return false;
      byKey.set(addonKey, { ...existing, status });
      onChange();
      return true;
    },

    list(): TAddonRegistration[] {
      return [...byKey.values()];
    },

    restore(registrations: TAddonRegistration[]) {
      for (const registration of registrations) byKey.set(registration.addonKey, registration);
    },

    reset() {
      byKey.clear();
      onChange();
    },
  };
}
