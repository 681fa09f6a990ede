import "server-only";
import { z } from "zod";
import * as registrations from "./registration-management";

// Providers' add-ons at the parent service (issue 27): what an install or labs app adds to a
// tenant's suite, registered with the store's initial access token and then managed at the
// registration's own address with its own token, as OAuth clients are (RFC 7591/7592 in the
// parent service's add-on dialect, apps/suite/README.md).

/** An add-on as the parent service answers it (a read, a change). */
const ZRegisteredAddon = registrations.ZRegistrationAnswer.extend({
  addon_key: z.string().min(1),
  name: z.string().optional(),
  addon_url: z.string(),
});

/** What the store asks the parent service to register. */
export type TAddonMetadata = {
  name: string;
  addonUrl: string;
  scopes: string[];
  /** Which provider it is for (RFC 7591 software_id). */
  softwareId: string;
};

/** The add-on as the parent service answered; its name as sent when the answer leaves it out. */
export type TRegisteredAddon = {
  addonKey: string;
  name: string;
  addonUrl: string;
  scopes: string[];
  state: "active" | "disabled";
};

/** The answer to a registration: the add-on, where it is managed and the token that manages it. */
const ZAddonRegistration = ZRegisteredAddon.extend({
  registration_access_token: z.string().min(1),
  registration_uri: z.string().min(1),
});

function wire(metadata: TAddonMetadata, addonKey?: string) {
  return registrations.registrationBody(metadata, {
    ...(addonKey ? { addon_key: addonKey } : {}),
    name: metadata.name,
    addon_url: metadata.addonUrl,
  });
}

function toAddon(answer: z.infer<typeof ZRegisteredAddon>, sentName = ""): TRegisteredAddon {
  return {
    addonKey: answer.addon_key,
    name: answer.name ?? sentName,
    addonUrl: answer.addon_url,
    ...registrations.grantOf(answer),
  };
}

export async function registerAddon(metadata: TAddonMetadata) {
  const answer = await registrations.createRegistration(
    "/api/v1/addon_registrations",
    wire(metadata),
    ZAddonRegistration,
  );
  return {
    addon: toAddon(answer, metadata.name),
    registration: { uri: answer.registration_uri, token: answer.registration_access_token },
  };
}

/** The add-on as the parent service has it now; null when it no longer knows it (deleted, or forgotten). */
export async function readAddon(registration: registrations.TRegistrationAccess): Promise<TRegisteredAddon | null> {
  const answer = await registrations.readRegistration(registration, ZRegisteredAddon);
  return answer && toAddon(answer);
}

/** Replaces the add-on's name, address and scopes (the whole registration, RFC 7592 PUT). */
export async function updateAddon(
  registration: registrations.TRegistrationAccess,
  addonKey: string,
  metadata: TAddonMetadata,
): Promise<TRegisteredAddon> {
  const answer = await registrations.replaceRegistration(registration, wire(metadata, addonKey), ZRegisteredAddon);
  return toAddon(answer, metadata.name);
}

/** Deletes the add-on at the parent service; one it no longer knows is gone already. */
export function deleteAddon(registration: registrations.TRegistrationAccess): Promise<void> {
  return registrations.deleteRegistration(registration);
}
