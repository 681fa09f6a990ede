import { baseURL, suiteURL } from "../playwright.config";
import { type Browser, expect, type Page } from "./test";

// What the journeys across audiences share (issue 27's integration and add-on journeys): a browser
// context in a language and width, the kept cookies of a provider user or operator signed in
// through the API, a page opened with them, and a JSON call that must answer one status.

export type TView = { locale?: string; width?: number };

const PASSWORD = "demo-password";

export async function contextFor(browser: Browser, storage: string | null, view: TView = {}) {
  const width = view.width ?? 1280;
  return browser.newContext({
    locale: view.locale ?? "ja-JP",
    viewport: { width, height: width === 375 ? 812 : 900 },
    ...(storage ? { storageState: JSON.parse(storage) } : {}),
  });
}

/** The cookies of a demo provider user or operator signed in through the API. */
export async function accountState(browser: Browser, area: "developers" | "ops", email: string): Promise<string> {
  const context = await contextFor(browser, null);
  const page = await context.newPage();
  const answer = await page.request.post(`/api/${area}/auth/sign_in`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const storage = JSON.stringify(await context.storageState());
  await context.close();
  return storage;
}

export async function openWith(browser: Browser, storage: string, path: string, view: TView = {}) {
  const context = await contextFor(browser, storage, view);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** A JSON call from the page's context (its cookies, the store's origin) that must answer `status`. */
export async function callApi(
  page: Page,
  method: "post" | "patch" | "put",
  path: string,
  data: unknown,
  status: number,
) {
  const answer = await page.request[method](path, { data, headers: { origin: baseURL } });
  expect(answer.status(), `${method.toUpperCase()} ${path}: ${await answer.text()}`).toBe(status);
  return answer.json();
}

export async function expectNoOverflow(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/**
 * Signs a tenant user in from the store's sign-in page through the parent service (the person
 * `pick` names on its page, then its consent), back on `path`.
 */
export async function signInThroughSuite(page: Page, pick: RegExp, path: string): Promise<void> {
  await page.goto(`/auth/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByRole("button", { name: "HR Suiteアカウントでログイン" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "ログイン", exact: true }).click();
  await page.waitForURL((url) => url.origin === suiteURL);
  await page.getByRole("button", { name: pick }).click();
  await page.getByRole("button", { name: "許可する" }).click();
  await page.waitForURL((url) => url.origin !== suiteURL);
}
