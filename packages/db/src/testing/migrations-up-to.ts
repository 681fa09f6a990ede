import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "../migrate";

// For tests of a data migration: the database as an older store left it, by applying the committed
// migrations only up to a tag, before the migration under test runs on what was written there.

/** The committed migrations up to and including `lastTag`, in a temporary folder of their own. */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const source = migrationsFolder();
  const folder = await mkdtemp(path.join(tmpdir(), "store-migrations-"));
  await mkdir(path.join(folder, "meta"));
  const journal = JSON.parse(await readFile(path.join(source, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  for (const entry of journal.entries) {
    await copyFile(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  await writeFile(path.join(folder, "meta", "_journal.json"), JSON.stringify(journal));
  return folder;
}
