// `/api/v1/addon_registrations`: the store registers its providers' install and labs add-ons with the
// registration initial access token, then reads, replaces and deletes each with the registration
// access token it got back. Shaped like RFC 7591 / 7592 and answering OAuth's error shape, as the
// client registration at /oauth/register beside it does, so the store handles both alike.
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  AddonMetadataError,
  addonRegistrationView,
  parseAddonMetadata,
  type TAddonRegistration,
  type TAddonRegistry,
} from "./addon-registrations.js";
import { oauthError } from "./clients.js";
import { readJsonBody, SuiteApiError, sendJson, sendNoContent } from "./http.js";

export type TAddonRegistrationRoutesDeps = { registry: TAddonRegistry; issuer: string; registrationToken: string };

const COLLECTION_PATH = "/api/v1/addon_registrations";
const ITEM_PATTERN = /^\/api\/v1\/addon_registrations\/([^/]+)$/;

/** A refused call, answered as `{ error, error_description }`. */
class OAuthRefusal extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    description: string,
  ) {
    super(description);
  }
}

const unauthorized = () => new OAuthRefusal(401, "invalid_token", "registration access token not found");

function bearerOf(req: IncomingMessage): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
}

/** Compares digests, so neither the length nor the content of the expected token shows in the timing. */
function sameToken(expected: string, actual: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return actual !== "" && timingSafeEqual(digest(expected), digest(actual));
}

async function metadataOf(req: IncomingMessage) {
  let body: Record<string, unknown>;
  try {
    body = await readJsonBody(req);
  } catch (error) {
    if (error instanceof SuiteApiError) throw new OAuthRefusal(error.status, "invalid_request", error.message);
    throw error;
  }
  try {
    return { body, metadata: parseAddonMetadata(body) };
  } catch (error) {
    if (error instanceof AddonMetadataError) throw new OAuthRefusal(400, "invalid_client_metadata", error.message);
    throw error;
  }
}

export function createAddonRegistrationRoutes({ registry, issuer, registrationToken }: TAddonRegistrationRoutesDeps) {
  async function register(req: IncomingMessage, res: ServerResponse) {
    if (!sameToken(registrationToken, bearerOf(req))) {
      throw new OAuthRefusal(401, "invalid_token", "initial access token not found");
    }
    const { metadata } = await metadataOf(req);
    const { registration, token } = registry.register(metadata);
    sendJson(res, 201, {
      ...addonRegistrationView(registration),
      registration_access_token: token,
      registration_uri: `${issuer}${COLLECTION_PATH}/${registration.addonKey}`,
    });
  }

  /** RFC 7592's PUT: the whole metadata again, naming the registration it replaces. */
  async function replace(req: IncomingMessage, res: ServerResponse, registration: TAddonRegistration) {
    const { body, metadata } = await metadataOf(req);
    if (body.addon_key !== registration.addonKey) {
      throw new OAuthRefusal(400, "invalid_request", "addon_key must be the registration's addon_key");
    }
    const updated = registry.update(registration.addonKey, metadata);
    if (!updated) throw unauthorized();
    sendJson(res, 200, addonRegistrationView(updated));
  }

  async function manage(req: IncomingMessage, res: ServerResponse, encodedKey: string) {
    let addonKey: string;
    try {
      addonKey = decodeURIComponent(encodedKey);
    } catch {
      throw unauthorized();
    }
    const registration = registry.authenticate(addonKey, bearerOf(req));
    if (!registration) throw unauthorized();
    if (req.method === "GET") return sendJson(res, 200, addonRegistrationView(registration));
    if (req.method === "PUT") return replace(req, res, registration);
    registry.remove(addonKey);
    sendNoContent(res);
  }

  function allowOnly(req: IncomingMessage, res: ServerResponse, methods: string[]) {
    if (methods.includes(req.method ?? "")) return;
    res.setHeader("allow", methods.join(", "));
    throw new OAuthRefusal(405, "invalid_request", `${methods.join(", ")} only`);
  }

  /** Handles the registration paths; returns false for any other path. */
  return async function handleAddonRegistrations(req: IncomingMessage, res: ServerResponse, path: string) {
    const item = ITEM_PATTERN.exec(path);
    if (path !== COLLECTION_PATH && !item?.[1]) return false;
    try {
      if (item?.[1]) {
        allowOnly(req, res, ["GET", "PUT", "DELETE"]);
        await manage(req, res, item[1]);
      } else {
        allowOnly(req, res, ["POST"]);
        await register(req, res);
      }
    } catch (error) {
      if (!(error instanceof OAuthRefusal)) throw error;
      oauthError(res, error.status, error.error, error.message);
    }
    return true;
  };
}
