// Starting and stopping the store's processes as one unit (npm start, npm run start:production).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/** How long children may take to finish requests in flight before they are killed. */
export const STOP_GRACE_MS = Number(process.env.STORE_STOP_GRACE_MS) || 10_000;

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

function parentOf(pid) {
  try {
    // Field 4 of /proc/<pid>/stat; the command name (field 2) may hold spaces, so read after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    const ps = spawnSync("ps", ["-o", "ppid=", "-p", String(pid)], { encoding: "utf8" });
    return Number(ps.stdout.trim()) || 0;
  }
}

/**
 * The processes whose end must end ours. Under `npm start` that is npm itself: npm dies on SIGTERM
 * without passing it on, and the `sh -c` between us stays alive, so watching our parent is not enough.
 */
export function ancestorsToWatch() {
  const parent = process.ppid;
  const ancestors = [parent];
  if (process.env.npm_lifecycle_event) {
    const npm = parentOf(parent);
    if (npm > 1) ancestors.push(npm);
  }
  return ancestors.filter((pid) => pid > 1);
}

/**
 * Runs named children in their own process groups (`next start` may fork) and stops them all,
 * gracefully then by force, when any of them stops, on SIGINT/SIGTERM/SIGHUP, or when the process
 * that started us is gone.
 */
export function superviseChildren() {
  const children = [];
  let stopping = false;

  function signalGroups(signal) {
    for (const { child } of children) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      try {
        process.kill(-child.pid, signal);
      } catch {}
    }
  }

  function stopAll(code) {
    if (stopping) return;
    stopping = true;
    console.log("Stopping the store…");
    signalGroups("SIGTERM");
    const deadline = setTimeout(() => {
      console.log(`Still running after ${STOP_GRACE_MS / 1000} s: killing.`);
      signalGroups("SIGKILL");
      process.exit(code || 1);
    }, STOP_GRACE_MS);
    const check = setInterval(() => {
      if (children.every(({ child }) => child.exitCode !== null || child.signalCode !== null)) {
        clearInterval(check);
        clearTimeout(deadline);
        process.exit(code);
      }
    }, 100);
  }

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(0));
  const watched = ancestorsToWatch();
  setInterval(() => {
    if (watched.some((pid) => !isAlive(pid))) stopAll(0);
  }, 1000).unref();

  return {
    run(name, command, args, options) {
      const child = spawn(command, args, {
        stdio: "inherit",
        detached: true,
        ...options,
        env: { ...options.env, STORE_SUPERVISOR_PID: String(process.pid) },
      });
      child.on("exit", (code, signal) => {
        console.log(`${name} stopped (${code ?? signal})`);
        stopAll(stopping ? 0 : (code ?? 1));
      });
      children.push({ name, child });
    },
  };
}
