import type { TSessionUser } from "@store/domain/schemas/tenant";
import "next-auth";

// The session the browser sees (SPEC §3 User): never a token.
declare module "next-auth" {
  interface Session {
    user: TSessionUser;
    error?: "RefreshAccessTokenError";
  }
}
