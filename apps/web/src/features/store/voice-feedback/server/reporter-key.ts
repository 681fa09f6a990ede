import "server-only";
import { createHmac } from "node:crypto";
import { sessionSecret } from "@/server/session-secret";

// Who reports a voice (issue 28), as the store keeps it: a keyed hash, so one reporter's reports are
// counted together and a second report of one voice is known, while `voice_reports` holds neither an
// account nor an address in clear, and nobody without the store's secret can tell whose a key is.

/** The reporter: a signed-in tenant user or provider user, else the client's address (null: unknown). */
export type TVoiceReporter =
  | { kind: "tenantUser"; suiteUserId: string }
  | { kind: "providerUser"; providerUserId: number }
  | { kind: "address"; ipAddress: string | null };

function identity(reporter: TVoiceReporter): string {
  switch (reporter.kind) {
    case "tenantUser":
      return `tenant-user:${reporter.suiteUserId}`;
    case "providerUser":
      return `provider-user:${reporter.providerUserId}`;
    case "address":
      return `address:${reporter.ipAddress ?? "unknown"}`;
  }
}

/** HMAC-SHA256 of the reporter under the store's secret (server/session-secret.ts), for this use only. */
export async function voiceReporterKey(reporter: TVoiceReporter): Promise<string> {
  return createHmac("sha256", `voice reporter\0${await sessionSecret()}`)
    .update(identity(reporter))
    .digest("base64url");
}
