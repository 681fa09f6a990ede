// SUITE_DATA_FILE: what must outlive a restart of the stand-in — the clients registered by the store
// (metadata with secrets, registration access tokens, state, secrets still in their overlap), the
// add-on registrations (with their tokens' digests) and the development tenants with their users.
// Written whole on every change; tokens, sessions and connections stay in memory as before. The
// file holds secrets: it is written readable by its owner only.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { TStoredEntry } from "./adapter.js";
import type { TAddonRegistration } from "./addon-registrations.js";
import type { TClientRegistrySnapshot } from "./clients.js";
import type { TDevelopmentTenant } from "./development-tenants.js";

export type TSuiteData = {
  version: 1;
  clients: TStoredEntry[];
  registrationAccessTokens: TStoredEntry[];
  clientRegistry: TClientRegistrySnapshot;
  /** Absent in files written before add-on registrations existed. */
  addonRegistrations?: TAddonRegistration[];
  developmentTenants: TDevelopmentTenant[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The saved data, or undefined when the file does not exist yet. A broken file stops the start-up. */
export function readDataFile(path: string): TSuiteData | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const data: unknown = JSON.parse(raw);
  if (
    !isRecord(data) ||
    data.version !== 1 ||
    !Array.isArray(data.clients) ||
    !Array.isArray(data.registrationAccessTokens) ||
    !isRecord(data.clientRegistry) ||
    (data.addonRegistrations !== undefined && !Array.isArray(data.addonRegistrations)) ||
    !Array.isArray(data.developmentTenants)
  ) {
    throw new Error(`SUITE_DATA_FILE ${path} is not a data file of the suite stand-in`);
  }
  return data as TSuiteData;
}

/** Replaces the file atomically (write, then rename), so a crash never leaves half a file. */
export function writeDataFile(path: string, data: TSuiteData): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, path);
}
