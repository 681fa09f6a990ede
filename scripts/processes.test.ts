import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const fixture = path.resolve(import.meta.dirname, "testing", "supervised.mjs");
const started: ChildProcess[] = [];
const childPids: number[] = [];

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

/** `npm start` in a scratch package whose start script is the supervisor fixture. */
async function npmStart(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ npm: ChildProcess; child: number }> {
  const dir = mkdtempSync(path.join(tmpdir(), "store-supervisor-"));
  const script = ["node", JSON.stringify(fixture), ...args].join(" ");
  writeFileSync(
    path.join(dir, "package.json"),
    JSON.stringify({ name: "x", private: true, scripts: { start: script } }),
  );
  const npm = spawn("npm", ["start", "--silent"], { cwd: dir, env: { ...process.env, ...env } });
  started.push(npm);
  let output = "";
  npm.stdout?.on("data", (chunk) => {
    output += String(chunk);
  });
  await waitFor(() => /child-pid (\d+)/.test(output), 20_000);
  const child = Number(/child-pid (\d+)/.exec(output)?.[1]);
  childPids.push(child);
  return { npm, child };
}

afterEach(() => {
  for (const pid of childPids.splice(0)) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  for (const npm of started.splice(0)) if (npm.pid && isAlive(npm.pid)) npm.kill("SIGKILL");
});

describe("npm start as a service (README: stopping)", () => {
  it("stops what it started when npm alone receives SIGTERM, as a service manager sends it", async () => {
    const { npm, child } = await npmStart([]);
    expect(isAlive(child)).toBe(true);
    npm.kill("SIGTERM");
    expect(await waitFor(() => !isAlive(child), 5_000)).toBe(true);
  }, 30_000);

  it("kills a child that does not stop by itself once the grace period is over", async () => {
    const { npm, child } = await npmStart(["--ignore-term"], { STORE_STOP_GRACE_MS: "1000" });
    npm.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(isAlive(child)).toBe(true);
    expect(await waitFor(() => !isAlive(child), 5_000)).toBe(true);
  }, 30_000);
});
