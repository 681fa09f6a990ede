#!/usr/bin/env node
// Small files that decode huge (issue 25, item 4): twelve parallel uploads of a PNG of a few KB that
// decodes to 39.7 MP (under the 40 MP limit) while /api/health and a public app page are asked for
// in a loop. Before the image queue: the app page took 11 s, /api/health 15 s, +450 MB. Starts a
// production build on a fresh embedded database with the demo data, as memory.mjs does, or uses a
// store already running (--base, with --email of one of its provider users). See README.md.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { boundedInt } from "./lib/args.mjs";
import { ensureBuild, processTreeRss, startStore } from "./lib/store.mjs";

const { values: options } = parseArgs({
  options: {
    base: { type: "string" },
    "dist-dir": { type: "string", default: ".next-bench" },
    email: { type: "string", default: "dev@harukaze-recruit.example" },
    password: { type: "string", default: "demo-password" },
    uploads: { type: "string", default: "12" },
    build: { type: "boolean", default: false },
  },
});
const uploads = boundedInt(options.uploads, { min: 1, max: 50, fallback: 12 });
const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One GET, timed (ms); a request slower than 60 s counts as failed. */
async function timed(url) {
  const start = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { ms: performance.now() - start, status: response.status };
  } catch {
    return { ms: performance.now() - start, status: 0 };
  }
}

function summary(samples) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    requests: samples.length,
    "p50 ms": Math.round(rank(50)),
    "p95 ms": Math.round(rank(95)),
    "max ms": Math.round(sorted.at(-1) ?? 0),
    "not 200": samples.filter((sample) => sample.status !== 200).length,
  };
}

/** GETs `url` one after the other until `done` says stop. */
async function loop(url, done) {
  const samples = [];
  while (!done()) {
    samples.push(await timed(url));
    await sleep(100);
  }
  return samples;
}

async function signIn(base) {
  const response = await fetch(new URL("/api/developers/auth/sign_in", base), {
    method: "POST",
    headers: { origin: base.origin, "content-type": "application/json" },
    body: JSON.stringify({ email: options.email, password: options.password }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}: ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

async function upload(base, cookie, png) {
  const form = new FormData();
  form.set("kind", "screenshot");
  form.set("file", new File([png], "bomb.png", { type: "image/png" }));
  const start = performance.now();
  const response = await fetch(new URL("/api/developers/apps/images", base), {
    method: "POST",
    headers: { origin: base.origin, cookie, "accept-language": "en-us" },
    body: form,
    signal: AbortSignal.timeout(120_000),
  }).catch(() => null);
  await response?.arrayBuffer();
  return {
    status: response?.status ?? 0,
    retryAfter: response?.headers.get("retry-after") ?? null,
    ms: performance.now() - start,
  };
}

async function run(base, storePid) {
  const cookie = await signIn(base);
  const apps = await (await fetch(new URL("/api/apps", base))).json();
  const appPage = new URL(`/apps/${apps.data[0]?.code}`, base);
  const health = new URL("/api/health", base);
  // 7000 x 5670 = 39.69 MP of one colour: a file of a few KB.
  const png = await sharp({ create: { width: 7000, height: 5670, channels: 3, background: "#3a7bd5" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  console.log(
    `${base.origin}: ${uploads} parallel uploads of a ${(png.byteLength / 1024).toFixed(0)} KB PNG of 39.7 MP`,
  );
  const idle = [];
  for (let i = 0; i < 5; i++) idle.push(await timed(health));
  const rssBefore = storePid ? processTreeRss(storePid).reduce((sum, member) => sum + member.bytes, 0) : 0;
  let rssPeak = rssBefore;
  let done = false;
  const watcher = setInterval(() => {
    if (!storePid) return;
    rssPeak = Math.max(
      rssPeak,
      processTreeRss(storePid).reduce((sum, member) => sum + member.bytes, 0),
    );
  }, 200);
  const healthLoop = loop(health, () => done);
  const pageLoop = loop(appPage, () => done);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: uploads }, () => upload(base, cookie, png)));
  const uploadsMs = performance.now() - started;
  // Keep measuring a moment after the last answer: work left behind would show here.
  await sleep(1_000);
  done = true;
  const [healthSamples, pageSamples] = await Promise.all([healthLoop, pageLoop]);
  clearInterval(watcher);

  const byStatus = {};
  for (const answer of answers) byStatus[answer.status] = (byStatus[answer.status] ?? 0) + 1;
  console.log(`uploads answered in ${(uploadsMs / 1000).toFixed(1)} s:`, byStatus);
  console.log(
    "Retry-After of refusals:",
    [...new Set(answers.filter((a) => a.status !== 201).map((a) => a.retryAfter))].join(", ") || "(none refused)",
  );
  console.table({
    "/api/health idle": summary(idle),
    "/api/health during uploads": summary(healthSamples),
    [`${appPage.pathname} during uploads`]: summary(pageSamples),
  });
  if (storePid)
    console.log(
      `resident memory: ${mb(rssBefore)} MB before, ${mb(rssPeak)} MB at peak (+${mb(rssPeak - rssBefore)} MB)`,
    );
  const worst = summary(healthSamples)["max ms"];
  console.log(`/api/health under 1 s throughout: ${worst < 1000 ? "PASS" : "MISS"} (max ${worst} ms)`);
}

if (options.base) {
  await run(new URL(options.base), null);
} else {
  const workDir = mkdtempSync(path.join(tmpdir(), "bench-image-uploads-"));
  ensureBuild(options["dist-dir"], { force: options.build });
  const store = await startStore({
    distDir: options["dist-dir"],
    env: {
      DATABASE_URL: "",
      DATA_DIR: path.join(workDir, "pglite"),
      MEDIA_DIR: path.join(workDir, "media"),
      SEED_DEMO_DATA: "true",
    },
    suite: true,
    prepare: true,
    logDir: workDir,
  });
  try {
    await run(store.url, store.storePid);
  } finally {
    await store.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}
