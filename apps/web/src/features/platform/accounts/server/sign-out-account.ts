import "server-only";
import type { TDb } from "@store/db/client";
import type { TAccountAudience } from "@store/domain/principals";
import { closeAccountSession } from "@/server/account-session";

type TCookieReader = Parameters<typeof closeAccountSession>[2];

/** Ends the session of the request's cookie for this audience; signing out twice is no error. */
export async function signOutAccount(db: TDb, audience: TAccountAudience, cookies: TCookieReader): Promise<void> {
  await closeAccountSession(db, audience, cookies);
}
