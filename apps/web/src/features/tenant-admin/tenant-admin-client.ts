import { INTEGRATION_TYPES } from "@store/domain/enums";
import type { TInstallAppResponse, TUninstallAppResponse } from "@store/domain/schemas/tenant";
import { z } from "zod";
import { readMarketingValues } from "@/features/shell/marketing-values";

/** A failed call as the dialogs show it: SPEC §8 statuses with the server's error.message. */
export class TenantAdminRequestError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = "TenantAdminRequestError";
    this.status = status;
  }
}

async function failure(response: Response): Promise<TenantAdminRequestError> {
  const body: unknown = await response.json().catch(() => null);
  const parsed = z.object({ error: z.object({ message: z.string() }) }).safeParse(body);
  return new TenantAdminRequestError(response.status, parsed.success ? parsed.data.error.message : "");
}

/**
 * SPEC §7 Install app, with the visit's utm_* values (SPEC §3 Install request payload). A 202
 * answers `status: "in_progress"`: the parent service has not confirmed it yet.
 */
export async function requestInstall(code: string): Promise<TInstallAppResponse> {
  const utm = readMarketingValues();
  const response = await fetch("/api/tenant_admin/apps", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      code,
      utmSource: utm.utm_source,
      utmMedium: utm.utm_medium,
      utmCampaign: utm.utm_campaign,
      utmContent: utm.utm_content,
    }),
  });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as TInstallAppResponse;
}

/** SPEC §7 Uninstall app: 204 when done (no body), 202 while the parent service has not confirmed it. */
export async function requestUninstall(code: string): Promise<TUninstallAppResponse> {
  const response = await fetch(`/api/tenant_admin/apps/${encodeURIComponent(code)}`, { method: "DELETE" });
  if (!response.ok) throw await failure(response);
  return { status: response.status === 202 ? "in_progress" : "uninstalled" };
}

/** What the install and uninstall dialogs need to know about the app (openDialog props). */
export const ZInstallDialogApp = z.object({
  code: z.string(),
  name: z.string(),
  integrationType: z.enum(INTEGRATION_TYPES).catch("install"),
  termsUrl: z.string().nullable().catch(null),
  url: z.string().nullable().catch(null),
  uninstallable: z.boolean().catch(true),
  /** Names of every app of the shared provider account, this one included. */
  sharedAppNames: z.array(z.string()).catch([]),
});
export type TInstallDialogApp = z.infer<typeof ZInstallDialogApp>;

/** After a connect or adapt install the page reloads, then shows the connection-completed dialog. */
const COMPLETED_KEY = "hrstore_connection_completed";

export function rememberConnectionCompleted(app: { name: string; url: string | null }): void {
  sessionStorage.setItem(COMPLETED_KEY, JSON.stringify(app));
}

export function takeConnectionCompleted(): { name: string; url: string | null } | null {
  const raw = sessionStorage.getItem(COMPLETED_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(COMPLETED_KEY);
  try {
    const parsed = z.object({ name: z.string(), url: z.string().nullable() }).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
