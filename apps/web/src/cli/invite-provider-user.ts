// `npm run accounts:invite -- --provider <id> --email <address> --last-name <…> --first-name <…>
// [--locale ja]`: an operator invites a person of an app provider from the command line, until
// the operator console can. It records the invitation and queues its mail; the store's job worker
// sends it (at once while the store runs on PostgreSQL; with the embedded database, stop the store
// first, as it has one writer, and the mail goes out when the store starts again).
// Without --provider it lists the providers and their ids.
import path from "node:path";
import { parseArgs } from "node:util";
import { createDb, findRepoRoot } from "@store/db/client";
import { listAppProvidersForInvitation } from "@store/db/queries/accounts";
import { migrateDb } from "@store/db/migrate";
import { AppError } from "@store/domain/errors";
import { ZProviderUserInvitation } from "@store/domain/schemas/account";
import { issueMessage } from "@store/domain/validation";
import { inviteProviderUser } from "@/features/platform/accounts/server/invite-provider-user";
import { serverTranslator } from "@/server/server-translator";

const USAGE =
  "usage: npm run accounts:invite -- --provider <id> --email <address> --last-name <name> --first-name <name> [--locale ja]";

const root = findRepoRoot();
try {
  process.loadEnvFile(path.join(root, ".env"));
} catch {
  // No .env: the defaults apply.
}

/** The command line speaks English: the store's en-us messages. */
const { t } = serverTranslator("en-us");

const { values } = parseArgs({
  options: {
    provider: { type: "string" },
    email: { type: "string" },
    "first-name": { type: "string" },
    "last-name": { type: "string" },
    locale: { type: "string", default: "ja" },
  },
});

const handle = await createDb({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: path.resolve(root, process.env.DATA_DIR || ".data/pglite"),
});
let exitCode = 0;
try {
  await migrateDb(handle);
  if (!values.provider) {
    console.log(USAGE);
    console.log("\nApp providers (id: name):");
    for (const provider of await listAppProvidersForInvitation(handle.db))
      console.log(`  ${provider.id}: ${provider.name}`);
  } else {
    const parsed = ZProviderUserInvitation.safeParse({
      appProviderId: Number(values.provider),
      email: values.email,
      firstName: values["first-name"],
      lastName: values["last-name"],
      locale: values.locale,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const message = issueMessage(issue);
        console.error(`${issue.path.join(".") || "input"}: ${t(message.key, message.values)}`);
      }
      console.error(USAGE);
      exitCode = 2;
    } else {
      const invited = await inviteProviderUser(handle.db, parsed.data);
      console.log(
        `Invited ${parsed.data.email} (provider user ${invited.providerUserId}${invited.newUser ? ", new" : ", invited again"}); ` +
          "the store's job worker mails the link, valid 7 days.",
      );
    }
  }
} catch (error) {
  const refusal = error instanceof AppError ? error.userMessage : undefined;
  console.error(refusal ? `Refused: ${t(refusal.key, refusal.values)}` : error);
  exitCode = 1;
} finally {
  await handle.close();
}
process.exitCode = exitCode;
