import { expect, type Page, test } from "./support/test";
import { suiteURL } from "./playwright.config";
import { expectNoAxeViolations } from "./support/axe";

// SPEC §2 Shell and §8: the header's release-notes panel loads the suite's release notes through
// the store, marks the ones this browser has not seen, and says to try again later when the suite
// cannot serve them (the stand-in fails the next request on demand).

const LABELS = {
  "ja-JP": {
    open: "リリースノートを開く",
    title: "リリースノート",
    unread: "未読",
    failed: "リリースノートを読み込めませんでした。時間をおいて再度お試しください。",
  },
  "en-US": {
    open: "Open the release notes",
    title: "Release notes",
    unread: "Unread",
    failed: "The release notes could not be loaded. Please try again later.",
  },
};

async function failNextReleaseNotes(page: Page): Promise<void> {
  const response = await page.request.post(`${suiteURL}/_test/fail-release-notes`, { data: { count: 4 } });
  expect(response.status()).toBe(204);
}

// One at a time: the stand-in's "fail the next reads" switch is shared by every page that reads the
// notes. The failure part waits out the client's retries (1 + 2 + 4 s apart, SPEC §9).
test.describe.configure({ mode: "serial", timeout: 60_000 });

for (const [locale, l] of Object.entries(LABELS)) {
  test.describe(locale, () => {
    test.use({ locale });

    test("the release-notes panel lists the notes, marks unread ones read, and says to try later on failure", async ({
      page,
    }) => {
      await page.goto("/apps");
      const button = page.getByRole("banner").getByRole("button", { name: l.open });
      const panel = page.getByRole("region", { name: l.title });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(panel.getByRole("listitem")).toHaveCount(4);
      await expect(panel.getByRole("link").first()).toContainText("アプリランチャー");
      await expect(panel.getByText(l.unread, { exact: true })).toHaveCount(4);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page);
      }

      // Shown once, they are read: after a reload none is marked unread.
      await page.reload();
      await button.click();
      await expect(panel.getByRole("listitem")).toHaveCount(4);
      await expect(panel.getByText(l.unread, { exact: true })).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(panel).toHaveCount(0);

      await failNextReleaseNotes(page);
      await button.click();
      // A read is tried 4 times (SPEC §9 retries, 1 + 2 + 4 s apart) before the panel gives up.
      await expect(panel.getByRole("alert")).toHaveText(l.failed, { timeout: 20_000 });
      await expect(panel.getByRole("listitem")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}
