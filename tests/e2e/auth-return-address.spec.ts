/**
 * Return addresses (A2–A4): an expired admin session during a click in the admin menu
 * leads to the login and back to the PAGE (not its `.data` address); a 401 on a save leads to the
 * role's login, which says the session has ended; and no `redirect` value, however it normalises, sends a person who
 * really logs in to another site.
 */

import { accounts, DEMO_PASSWORD, loginAs, submitLogin, toasts } from "./auth-helpers.ts";
import { ADMIN_BASE, adminRe, expect, loginRedirectRe, type Page, test } from "./fixtures.ts";

/** the login's message after a logged-in screen found its session gone */
const SESSION_ENDED_NL = "Je sessie is beëindigd. Log opnieuw in om verder te gaan.";
const NOT_FOUND = /^(Pagina niet gevonden|Page not found)$/;

/** a fresh start: leave the portal first (its requests would answer 401 and redirect), then forget all */
async function loggedOut(page: Page) {
  await page.goto("about:blank");
  await page.context().clearCookies();
}

/** the session ends on the server side as far as this browser knows: its cookie is gone */
async function dropSession(page: Page) {
  await page.context().clearCookies({ name: "session" });
}

test("an expired admin session: a menu click leads to the login and, after it, to the page", async ({
  page,
}) => {
  await loginAs(page, "admin");
  await page.locator("html[data-hydrated]").waitFor();
  // the dashboard's own requests first: one still in flight without the cookie would answer 401
  // and take the browser to the login before the click this test is about
  await page.waitForLoadState("networkidle");
  await dropSession(page);
  await page.locator("#admin-menu").getByRole("link", { name: "Tips", exact: true }).click();
  await expect(page).toHaveURL(loginRedirectRe(/\/tips\/overzicht$/));
  await expect(page.getByRole("heading", { name: NOT_FOUND })).toHaveCount(0);
  await expect(page.getByLabel("E-mailadres")).toBeVisible();
  // as the issue tells it: a reload, then the login
  await page.reload();
  await submitLogin(page, accounts.admin.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(adminRe(/\/tips\/overzicht$/));
  await expect(page.getByRole("heading", { level: 1, name: "Tips" })).toBeVisible();
});

test.describe("a 401 on a save leads to the login, which says the session has ended", () => {
  test("portal (zzp stock)", async ({ page }) => {
    await loginAs(page, "zzp");
    await page.locator("html[data-hydrated]").waitFor();
    await dropSession(page);
    await page
      .getByRole("button", { name: /^Eén .* meer$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login-zzp(\?|$)/);
    await expect(toasts(page)).toContainText(SESSION_ENDED_NL);
    // the flag has done its work and is gone from the address; the way back stays
    await expect(page).toHaveURL(/\/login-zzp\?redirect=%2Fzzp$/);
  });

  test("admin (a form's save)", async ({ page }) => {
    await loginAs(page, "admin");
    await page.goto(`${ADMIN_BASE}/tips/overzicht`);
    await page
      .getByRole("link", { name: /^Wijzigen / })
      .first()
      .click();
    await expect(page).toHaveURL(adminRe(/\/tips\/wijzigen\/\d+$/));
    const save = page.getByRole("button", { name: "Opslaan", exact: true });
    await expect(save).toBeEnabled();
    // the form's own requests first (history, drafts, …): one still in flight without the cookie
    // would answer 401 and take the browser to the login while the click was under way
    await page.waitForLoadState("networkidle");
    await dropSession(page);
    await save.click();
    await expect(page).toHaveURL(loginRedirectRe(/\/tips\/wijzigen\/\d+/));
    await expect(toasts(page)).toContainText(SESSION_ENDED_NL);
  });
});

/**
 * `redirect` values as they stand in the address bar. Some are accepted as written but normalise to
 * "//evil.example…"; the rest are the classic forms of another host.
 */
const vectors = [
  "/.//evil.example/phish",
  "/..//evil.example/x",
  "/%2e//evil.example/y",
  "/%252e//evil.example/y",
  "/x/..//evil.example/z",
  "//evil.example/a",
  "/%5Cevil.example/b",
  "%5C%5Cevil.example/c",
  "/%09/evil.example/d",
  "https:evil.example/e",
  "%2f%2fevil.example/f",
  "/%2F%2Fevil.example/g",
];

test("no redirect value sends a real login to another site", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  for (const vector of vectors) {
    await loggedOut(page);
    await page.goto(`/login-zzp?redirect=${vector}`);
    await submitLogin(page, accounts.zzp.email, DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname !== "/login-zzp");
    const landed = new URL(page.url());
    expect(landed.origin, vector).toBe(origin);
    // refused values give the role's home; encoded slashes stay a path of this site
    expect(landed.pathname, vector).toMatch(/^\/(zzp|%2F%2Fevil\.example\/g)$/);
  }
});

test("every login, in both languages, and the not-logged-in screen apply the same rule", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? "").origin;
  for (const key of ["admin", "status", "zzp", "accountant"] as const) {
    for (const prefix of ["", "/en"]) {
      const account = accounts[key];
      await loggedOut(page);
      await page.goto(`${prefix}${account.login}?redirect=/.//evil.example/${key}`);
      await submitLogin(page, account.email, DEMO_PASSWORD);
      await page.waitForURL((url) => !url.pathname.includes("/login-"));
      expect(new URL(page.url()).origin).toBe(origin);
      const home = prefix === "" ? account.home : account.enHome;
      expect(new URL(page.url()).pathname).toBe(home);
    }
  }
  // the not-logged-in screen passes the value on to the logins only when it is safe
  await loggedOut(page);
  await page.goto("/niet-ingelogd?redirect=/%2e//evil.example/x");
  await page.getByRole("link", { name: "Inloggen partners" }).click();
  await expect(page).toHaveURL(/\/login-zzp$/);
  await submitLogin(page, accounts.zzp.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${origin}/zzp`);
});
