import { parseArgs } from "node:util";
import { MAX_GENERATED_APPS } from "./generated-apps";

export type TGeneratorOptions = {
  apps: number;
  installations: number;
  /** Operation-log rows. */
  logs: number;
  seed: number;
  tenants: number;
};

/** Refused options: the CLI prints the message and exits with 2. */
export class GeneratorOptionsError extends Error {}

export const GENERATOR_USAGE = `Usage: npm run db:generate -- [--apps N] [--installations N] [--logs N] [--seed N] [--tenants N]
  --apps           generated apps, added to the demo catalog (default 10000, at most ${MAX_GENERATED_APPS})
  --installations  installations over the generated apps, long-tailed (default 10 per app)
  --logs           operation-log rows (default 10 per app)
  --seed           the same seed and sizes give the same rows (default 1)
  --tenants        tenants to generate (default: one per 12 installations, at least enough for the logs)
The database is DATABASE_URL (PostgreSQL) or else the PGlite folder DATA_DIR (default .data/pglite).`;

const DEFAULT_SEED = 1;

function count(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value.trim())) throw new GeneratorOptionsError(`--${name} must be a whole number, not "${value}"`);
  const n = Number(value.trim());
  if (n > max) throw new GeneratorOptionsError(`--${name} must be at most ${max}, not ${n}`);
  return n;
}

/** The tenants a catalog needs by default: one per 12 installations, one per 50 log rows. */
export function defaultTenants(installations: number, logs: number): number {
  return Math.max(1, Math.ceil(installations / 12), Math.ceil(logs / 50));
}

/** Parses the command line; throws GeneratorOptionsError for anything it cannot mean. */
export function parseGeneratorOptions(argv: string[]): TGeneratorOptions | "help" {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        apps: { type: "string" },
        installations: { type: "string" },
        logs: { type: "string" },
        seed: { type: "string" },
        tenants: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }));
  } catch (error) {
    throw new GeneratorOptionsError((error as Error).message);
  }
  if (values.help) return "help";
  const str = (key: string) => values[key] as string | undefined;
  const apps = count("apps", str("apps"), MAX_GENERATED_APPS) ?? 10_000;
  const installations = count("installations", str("installations"), 100_000_000) ?? apps * 10;
  const logs = count("logs", str("logs"), 100_000_000) ?? apps * 10;
  const seed = count("seed", str("seed"), 2 ** 32 - 1) ?? DEFAULT_SEED;
  const tenants = count("tenants", str("tenants"), 10_000_000) ?? defaultTenants(installations, logs);
  if (tenants === 0 && (installations > 0 || logs > 0)) {
    throw new GeneratorOptionsError("--tenants must be at least 1 when there are installations or logs");
  }
  if (apps === 0 && installations > 0) throw new GeneratorOptionsError("installations need --apps above 0");
  return { apps, installations, logs, seed, tenants };
}
