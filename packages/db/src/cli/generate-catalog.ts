// `npm run db:generate -- --apps N --installations N --logs N [--seed N] [--tenants N]`: adds a
// large generated catalog to the store's database (DATABASE_URL, else the PGlite folder DATA_DIR),
// after migrating it and seeding the demo catalog when it is empty. Stop the store first on PGlite.
import { createDb } from "../client";
import { databaseTarget } from "./database-target";
import { migrateDb } from "../migrate";
import { ensureDemoData } from "../seed/ensure-seeded";
import { generateCatalog } from "../seed/generator/generate-catalog";
import { GENERATOR_USAGE, GeneratorOptionsError, parseGeneratorOptions } from "../seed/generator/options";

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;

let options: ReturnType<typeof parseGeneratorOptions>;
try {
  options = parseGeneratorOptions(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof GeneratorOptionsError)) throw error;
  console.error(`${error.message}\n\n${GENERATOR_USAGE}`);
  process.exit(2);
}
if (options === "help") {
  console.log(GENERATOR_USAGE);
  process.exit(0);
}

const { databaseUrl, dataDir, label: target } = databaseTarget({ envFile: true });

const handle = await createDb({ databaseUrl, dataDir, poolSize: 2 });
try {
  console.log(`Generating into ${target}, seed ${options.seed}`);
  await migrateDb(handle);
  const seeded = await ensureDemoData(handle.db);
  console.log(
    seeded ? `[${elapsed()}] seeded the demo catalog (empty database)` : `[${elapsed()}] demo catalog already there`,
  );
  const report = await generateCatalog(handle, options, (message) => console.log(`[${elapsed()}] ${message}`));
  console.log(
    `Added ${report.apps} apps of ${report.providers} providers, ${report.tenants} tenants, ${report.installations} installations, ${report.voices} user voices, ${report.campaigns} campaigns and ${report.logs} operation logs in ${elapsed()}.`,
  );
} catch (error) {
  if (!(error instanceof GeneratorOptionsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await handle.close();
}
