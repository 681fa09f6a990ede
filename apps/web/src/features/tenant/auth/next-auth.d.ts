import type { TSessionUser } from "@store/domain/schemas/tenant";
import type { TTenantAccess } from "@store/domain/tenant-access";
import "next-auth";

// The session the browser sees (SPEC §3 User): never a token.
declare module "next-auth" {
  interface Session {
    user: TSessionUser;
    error?: "RefreshAccessTokenError";
    /** Present when the parent service blocks the current tenant (payment, IP, subdomain …). */
    tenantAccess?: { access: TTenantAccess; subdomain: string | null };
  }
}
