import "server-only";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ErrorScreen } from "@/features/errors/error-screen";
import { PageFrame } from "@/features/shell/page-frame";
import { readSession, suiteApi } from "@/server/session";
import { SessionRefresh } from "./session-refresh";
import { checkTenantAdminAccess } from "./tenant-admin-access";

/**
 * The entrance of every tenant-admin page: visitors go to sign-in (SessionRequired, back here
 * afterwards), refusals of the parent service show their screen, admins see `children(tenant)`.
 */
export async function TenantAdminGate({
  returnTo,
  children,
}: {
  returnTo: string;
  children: (tenant: { id: string; subdomain: string; name: string }) => ReactNode;
}) {
  const access = await checkTenantAdminAccess({ state: await readSession(), returnTo, suite: suiteApi() });
  if (access.kind === "signIn") redirect(access.url);
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
