import { expect, test } from "./support/test";

// notFound() inside a page must set the response status, not only show the screen.
test.describe("HTTP status of the not-found screen", () => {
  for (const path of ["/specials/999999", "/cases/999999", "/partner-terms/1999-01-01", "/apps/no-such-app"]) {
    test(`${path} answers 404 with the not-found screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("お探しのページは見つかりませんでした");
    });
  }

  test("the store has an icon, so browsers ask for no missing favicon", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon/);
  });
});
