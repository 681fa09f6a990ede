// Starting and stopping a production build of the store (and the parent-service stand-in) for a
// benchmark, and reading what its processes hold in memory.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startAddresses } from "../../scripts/addresses.mjs";
import { prepareDatabaseCommand, storeServerCommand } from "../../scripts/store-server.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WEB = path.join(ROOT, "apps", "web");
const NEXT_BIN = path.join(ROOT, "node_modules", "next", "dist", "bin", "next");
const TSX_BIN = path.join(ROOT, "node_modules", ".bin", "tsx");
const SUITE_ENTRY = path.join(ROOT, "apps", "suite", "src", "server.ts");

/** A TCP port nobody listens on at this moment, on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the store into apps/web/<distDir> unless a build is there (or `force`). */
export function ensureBuild(distDir, { force = false } = {}) {
  if (!force && existsSync(path.join(WEB, distDir, "BUILD_ID"))) return;
  console.log(`Building the store into apps/web/${distDir} (a few minutes)…`);
  const result = spawnSync(process.execPath, [NEXT_BIN, "build"], {
    cwd: WEB,
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  });
  if (result.status !== 0) throw new Error(`next build failed (${result.status ?? result.signal})`);
}

/** Polls `url` until it answers 2xx, or throws after `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function spawnLogged(name, command, args, options, logDir) {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const log = createWriteStream(path.join(logDir, `${name}.log`));
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  return child;
}

function stopGroup(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => {
      try {
        process.kill(-child.pid, "SIGKILL");
      } catch {}
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

/**
 * Runs `next start` of apps/web/<distDir> on a free loopback port as `npm start` does: the same
 * command, Node flags and environment (scripts/store-server.mjs), the addresses it gives
 * (scripts/addresses.mjs), plus `env` (database, seeding), and the stand-in when `suite`;
 * `nodeFlags` replaces the store's Node flags (the flags' comparison, bench/README.md). With
 * `prepare`, the database is first migrated and seeded in a short-lived process, as `npm start`
 * does. Logs go to <logDir>/store.log, prepare.log and suite.log. Resolves once
 * /api/health/ready answers.
 */
export async function startStore({ distDir, env, suite = false, prepare = false, logDir, nodeFlags = null }) {
  const port = String(await freePort());
  const suitePort = String(await freePort());
  const addresses = startAddresses({ ...env, PORT: port, BASE_URL: `http://127.0.0.1:${port}`, SUITE_PORT: suitePort });
  const children = [];
  if (suite) {
    children.push(
      spawnLogged(
        "suite",
        TSX_BIN,
        [SUITE_ENTRY],
        { cwd: ROOT, env: { ...process.env, ...env, ...addresses.suite } },
        logDir,
      ),
    );
  }
  if (prepare) {
    const { command, args, cwd } = prepareDatabaseCommand();
    const log = path.join(logDir, "prepare.log");
    const result = spawnSync(command, args, { cwd, env: { ...process.env, ...env }, encoding: "utf8" });
    writeFileSync(log, `${result.stdout ?? ""}${result.stderr ?? ""}`);
    if (result.status !== 0) {
      await Promise.all(children.map(stopGroup));
      throw new Error(`preparing the database failed (${result.status ?? result.signal}); see ${log}`);
    }
  }
  const server = storeServerCommand({ port, hostname: "127.0.0.1", ...(nodeFlags ? { nodeFlags } : {}) });
  const store = spawnLogged(
    "store",
    server.command,
    server.args,
    { cwd: server.cwd, env: { ...process.env, ...env, ...addresses.store, ...server.env, NEXT_DIST_DIR: distDir } },
    logDir,
  );
  children.push(store);
  const stop = () => Promise.all(children.map(stopGroup));
  const url = new URL(addresses.baseUrl);
  try {
    await waitUntilUp(new URL("/api/health/ready", url));
  } catch (error) {
    await stop();
    throw new Error(`${error.message}; see ${path.join(logDir, "store.log")}`);
  }
  return { url, storePid: store.pid, stop };
}

/**
 * `npm run start:production` (scripts/start.mjs --production) of apps/web/<distDir> on `port`, with
 * `env` (production settings, database), as a service manager runs it: its own process group, its
 * log in <logDir>/<name>.log. Resolves once /api/health/ready answers. `terminate()` sends SIGTERM
 * to start.mjs alone, as a service manager stopping it does, and resolves when it has ended;
 * `stop()` ends the whole group.
 */
export async function startProductionStore({ name, port, distDir, env, logDir }) {
  const child = spawnLogged(
    name,
    process.execPath,
    [path.join(ROOT, "scripts", "start.mjs"), "--production"],
    { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), NEXT_DIST_DIR: distDir } },
    logDir,
  );
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/api/health/ready`);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${error.message}; see ${path.join(logDir, `${name}.log`)}`);
  }
  return {
    port,
    pid: child.pid,
    terminate: () => {
      child.kill("SIGTERM");
      return exited;
    },
    stop: () => stopGroup(child),
  };
}

function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return null;
  }
}

/** pid → parent pid of every process (from /proc/<pid>/stat; the name may hold spaces). */
function parents() {
  const map = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(entry, "stat");
    if (stat) map.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
  }
  return map;
}

/** The resident memory (VmRSS, bytes) of `pid` and each of its descendants, with their commands. */
export function processTreeRss(pid) {
  const parentOf = parents();
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  }
  return tree.flatMap((member) => {
    const rss = /VmRSS:\s+(\d+) kB/.exec(readProc(member, "status") ?? "")?.[1];
    if (rss === undefined) return [];
    const command = (readProc(member, "cmdline") ?? "").split("\0").filter(Boolean).slice(0, 3).join(" ");
    return [{ pid: member, bytes: Number(rss) * 1024, command }];
  });
}
