import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Frame, type Page } from "@playwright/test";

type TWithAxe = { axe: typeof import("axe-core") };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Fails the test with the list of violations when axe finds any on the current page. Waits for
 * finite running animations first: a dialog half-way through its fade has colours no one reads.
 * And for the page's title: Next.js streams it after the first bytes of the page, so on a busy
 * machine axe could read the document before it has one.
 *
 * axe-core runs in the page itself (`axe.run`), put there once per document and frame, and hands
 * back its violations only. @axe-core/playwright did the same work in about three times the time
 * (it evaluated axe's 550 KB twice and finished each run in a new blank page), and axe ran on
 * every page of every audience: a quarter of the end-to-end stage's browser time.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  for (const frame of page.frames()) {
    // A frame being replaced or not loaded (a third-party embed offline) is skipped, as axe skips
    // frames of other origins.
    await injectAxe(frame).catch(() => undefined);
  }
  const summary = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as TWithAxe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, TAGS);
  expect(summary).toEqual([]);
}

async function injectAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => "axe" in window)) return;
  await frame.evaluate(AXE_SOURCE);
  await frame.evaluate(() => (window as unknown as TWithAxe).axe.configure({ allowedOrigins: ["<same_origin>"] }));
}
