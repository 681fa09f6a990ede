import { test as base, type Browser, expect, type Page } from "@playwright/test";

export { type Browser, expect, type Page };

/**
 * Playwright's `test`, with one guard every end-to-end test gets: the page must load without a
 * single Content-Security-Policy violation (the store's policy is strict; a script, frame, image
 * or connection it forgets to allow would otherwise fail silently in visitors' browsers).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      // Chromium reports a blocked load in the console; the DOM event also catches report-only.
      await context.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      const watch = (page: Page) =>
        page.on("console", (message) => {
          const text = message.text();
          if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
        });
      for (const page of context.pages()) watch(page);
      context.on("page", watch);
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
