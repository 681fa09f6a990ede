import "server-only";
import type { ReactNode } from "react";
import { ErrorScreen } from "@/features/platform/errors";
import { PageFrame } from "@/features/platform/page-frame/index.server";
import { requirePrincipal } from "@/server/http/require-principal";
import { SessionRefresh } from "./session-refresh";

/**
 * The entrance of every tenant-admin page: visitors go to sign-in (SessionRequired, back here
 * afterwards), refusals show their screen (proxy.ts has already answered those with their HTTP
 * status), admins see `children(tenant)`.
 */
export async function TenantAdminGate({
  returnTo,
  children,
}: {
  returnTo: string;
  children: (tenant: { id: string; subdomain: string; name: string }) => ReactNode;
}) {
  const access = await requirePrincipal("tenantAdmin");
  if (access.kind === "refresh") {
    return (
      <PageFrame>
        <SessionRefresh />
      </PageFrame>
    );
  }
  if (access.kind === "screen") {
    return (
      <PageFrame footer="error">
        <ErrorScreen screen={access.screen} subdomain={access.subdomain} returnTo={returnTo} />
      </PageFrame>
    );
  }
  return <PageFrame>{children(access.tenant)}</PageFrame>;
}
