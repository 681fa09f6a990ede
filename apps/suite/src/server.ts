// Entry point: `npm start -w @store/suite` or `npx tsx apps/suite/src/server.ts`.
import { startSuite } from "./app.js";
import { productionWarnings, readConfig } from "./config.js";

const config = readConfig(process.env);
for (const warning of productionWarnings(config)) console.warn(`suite: warning: ${warning}`);

const suite = await startSuite(config);
console.log(`HR suite stand-in listening on ${suite.url} (port ${suite.config.port})`);
console.log(`  OIDC discovery: ${suite.url}/.well-known/openid-configuration`);
console.log(`  client: ${config.clientId} → ${config.redirectUris.join(", ")}`);
if (config.testApi) console.log("  test API enabled: /_test/records, /_test/reset, /_test/expire-tokens …");

function shutdown() {
  suite.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);

// Under `npm start` the stand-in stops with the script that started it, even when that was killed.
const supervisor = Number(process.env.STORE_SUPERVISOR_PID);
if (Number.isInteger(supervisor) && supervisor > 1) {
  setInterval(() => {
    try {
      process.kill(supervisor, 0);
    } catch {
      shutdown();
    }
  }, 1000).unref();
}
