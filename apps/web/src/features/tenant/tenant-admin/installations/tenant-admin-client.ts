import { INTEGRATION_TYPES } from "@store/domain/enums";
import type { TUninstallReason } from "@store/domain/analytics/listing-events";
import type { TInstallAppResponse, TUninstallAppRequest, TUninstallAppResponse } from "@store/domain/schemas/tenant";
import { z } from "zod";
import { apiClient } from "@/client/api-client";
import { campaignBody } from "@/client/storage/marketing-values";

/**
 * SPEC §7 Install app, with the visit's utm_* values (SPEC §3 Install request payload). A 202
 * answers `status: "in_progress"`: the parent service has not confirmed it yet.
 */
export async function requestInstall(code: string): Promise<TInstallAppResponse> {
  return apiClient.post<TInstallAppResponse>("/api/tenant_admin/apps", { code, ...campaignBody() });
}

/**
 * SPEC §7 Uninstall app: 204 when done (no body), 202 while the parent service has not confirmed it.
 * Issue 29: the optional reason goes as the body; with none given, no body is sent.
 */
export async function requestUninstall(
  code: string,
  given?: { reason: TUninstallReason | null; note: string },
): Promise<TUninstallAppResponse> {
  const note = given?.note.trim() ?? "";
  const body: TUninstallAppRequest | undefined =
    given?.reason || note
      ? { ...(given?.reason ? { reason: given.reason } : {}), ...(note ? { note } : {}) }
      : undefined;
  const answer = await apiClient.delete<{ status?: string } | undefined>(
    `/api/tenant_admin/apps/${encodeURIComponent(code)}`,
    body,
  );
  return { status: answer?.status === "in_progress" ? "in_progress" : "uninstalled" };
}

const ZScopeView = z.object({
  name: z.string(),
  access: z.enum(["read", "write"]),
  label: z.string(),
  description: z.string(),
});

/**
 * Issue 27 item 4: the scopes the install grants, in the viewer's language, made on the server
 * (install-consent.ts); `catalogueMissing` when the parent service's labels could not be read.
 */
export const ZInstallConsent = z.object({
  read: z.array(ZScopeView),
  write: z.array(ZScopeView),
  catalogueMissing: z.boolean(),
});
export type TInstallConsent = z.infer<typeof ZInstallConsent>;

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
  /** Issue 31: the installed apps that stop working without this one (the suite's data integration). */
  dependentAppNames: z.array(z.string()).catch([]),
  /** The scopes the install grants; null when the app asks none. */
  consent: ZInstallConsent.nullable().catch(null),
});
/** The props as the opener gives them (the dialog parses them: `consent` may be left out). */
export type TInstallDialogApp = Omit<z.infer<typeof ZInstallDialogApp>, "consent" | "dependentAppNames"> & {
  consent?: TInstallConsent | null;
  dependentAppNames?: string[];
};
