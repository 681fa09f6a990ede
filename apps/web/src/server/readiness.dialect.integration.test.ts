// /api/health is liveness (200 while the process serves); /api/health/ready answers 503 while the
// database cannot be reached and 200 again once it can, without a restart. Through the real route
// files and the real database handle of server/db.ts. On PostgreSQL the database sits behind a TCP
// proxy that this test cuts and restores; the embedded PGlite cannot become unreachable, so there
// its data folder is blocked at start and freed later.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { onServer } from "@store/db/testing/on-server";
import { afterAll, describe, expect, it, vi } from "vitest";

const POSTGRES = process.env.TEST_DB_DRIVER === "postgres";

/** A TCP proxy to PostgreSQL that can be cut (every connection dropped, none accepted) and restored. */
async function startCuttableProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server = listening;
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    cut: async () => {
      await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
      for (const socket of sockets) socket.destroy();
    },
    restore: listen,
  };
}

let proxy: Awaited<ReturnType<typeof startCuttableProxy>> | undefined;
let cleanup: () => Promise<void> = async () => undefined;
let block: { free: () => void } | undefined;

if (POSTGRES) {
  const serverUrl = new URL(process.env.TEST_DATABASE_URL ?? "");
  const name = `store_ready_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl.toString(), `create database ${name}`);
  proxy = await startCuttableProxy({ host: serverUrl.hostname, port: Number(serverUrl.port || 5432) });
  const viaProxy = new URL(serverUrl);
  viaProxy.port = String(proxy.port);
  viaProxy.pathname = `/${name}`;
  vi.stubEnv("DATABASE_URL", viaProxy.toString());
  cleanup = async () => {
    await onServer(serverUrl.toString(), `drop database if exists ${name} with (force)`);
  };
} else {
  // A file where the data folder should be: the database cannot open until it is gone.
  const dir = mkdtempSync(path.join(tmpdir(), "store-ready-"));
  const dataDir = path.join(dir, "pglite");
  writeFileSync(dataDir, "not a folder");
  vi.stubEnv("DATA_DIR", dataDir);
  block = { free: () => rmSync(dataDir) };
  cleanup = async () => rmSync(dir, { recursive: true, force: true });
}
vi.stubEnv("BASE_URL", "http://localhost:3992");
vi.stubEnv("SEED_DEMO_DATA", "false");
vi.stubEnv("LOG_LEVEL", "fatal");
const live = await import("@/app/api/health/route");
const ready = await import("@/app/api/health/ready/route");

const context = { params: Promise.resolve({}) };
const liveness = async () => live.GET().status;
async function readiness() {
  const response = await ready.GET(new NextRequest("http://localhost/api/health/ready"), context);
  return { status: response.status, retryAfter: response.headers.get("retry-after") };
}

afterAll(async () => {
  const { getDb } = await import("./db");
  const handle = (globalThis as unknown as { storeDb?: Promise<{ close: () => Promise<void> }> }).storeDb;
  await getDb().catch(() => undefined);
  await (await handle?.catch(() => undefined))?.close();
  await proxy?.cut();
  await cleanup();
});

async function postgresCutAndRestored() {
  expect(await readiness()).toMatchObject({ status: 200 });
  await proxy?.cut();
  expect(await readiness()).toEqual({ status: 503, retryAfter: "5" });
  expect(await liveness()).toBe(200);
  // Still down on a second look: no connection was left in a state that hangs.
  expect((await readiness()).status).toBe(503);
  await proxy?.restore();
  await expect.poll(async () => (await readiness()).status, { timeout: 15_000 }).toBe(200);
}

async function pgliteBlockedThenFreed() {
  expect(await readiness()).toEqual({ status: 503, retryAfter: "5" });
  expect(await liveness()).toBe(200);
  block?.free();
  await expect.poll(async () => (await readiness()).status, { timeout: 30_000 }).toBe(200);
}

describe("health", () => {
  it(
    POSTGRES
      ? "PostgreSQL: ready, 503 while the connection is cut, 200 again once it is back"
      : "PGlite: 503 while the database cannot open, 200 once it can, without a restart",
    POSTGRES ? postgresCutAndRestored : pgliteBlockedThenFreed,
  );
});
