#!/usr/bin/env node
// Lighthouse (mobile, its default: simulated slow 4G and a 4× slower CPU) on the home, /apps and a
// detail page of a running store on this machine, with the system's Chromium, headless. Prints the
// performance score and LCP/TBT/CLS per page against the issue's 95. See README.md.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { parseArgs } from "node:util";
import { boundedInt, requireLoopback } from "./lib/args.mjs";

const SCORE_TARGET = 95;

const { values: options } = parseArgs({
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    runs: { type: "string", default: "1" },
    chromium: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
  },
});
const base = requireLoopback(options.base);
const runs = boundedInt(options.runs, { min: 1, max: 5, fallback: 1 });

const apps = await (await fetch(new URL("/api/apps", base))).json();
const pages = [
  ["home", "/"],
  ["/apps", "/apps"],
  ["detail", `/apps/${encodeURIComponent(apps.data[0].code)}`],
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: options.chromium,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const rows = [];
try {
  for (const [page, pagePath] of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(new URL(pagePath, base).href, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits["largest-contentful-paint"].numericValue,
        tbt: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
      });
    }
    const score = median(results.map((r) => r.score));
    rows.push({
      page,
      score,
      "LCP s": Number((median(results.map((r) => r.lcp)) / 1000).toFixed(2)),
      "TBT ms": Math.round(median(results.map((r) => r.tbt))),
      CLS: Number(median(results.map((r) => r.cls)).toFixed(3)),
      target: `${score >= SCORE_TARGET ? "PASS" : "MISS"} ≥ ${SCORE_TARGET}`,
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ""}mobile performance, ${base.origin}:`);
console.table(rows);
