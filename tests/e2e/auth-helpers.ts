/** Shared steps of the auth and portal journeys: demo accounts (requirements demo seed) and logging in by the form. */
import { ADMIN_BASE, type Cookie, expect, type Page } from "./fixtures.ts";

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? "Demo-2026!";

/** each account with its login and its home, in Dutch and in English (the admin area has one address) */
export const accounts = {
  admin: {
    email: "admin@example.com",
    login: "/login-admin",
    home: ADMIN_BASE,
    enHome: ADMIN_BASE,
    name: "Sanne de Wit",
  },
  status: {
    email: "klant@example.com",
    login: "/login-status",
    home: "/status",
    enHome: "/en/status",
    name: "Jan de Vries",
  },
  zzp: {
    email: "zzp@example.com",
    login: "/login-zzp",
    home: "/zzp",
    enHome: "/en/zzp",
    name: "Pieter Bakker",
  },
  accountant: {
    email: "boekhouding@example.com",
    login: "/login-boekhouding",
    home: "/boekhouding",
    enHome: "/en/accounting",
    name: "Administratiekantoor Van Dijk",
  },
} as const;
export type AccountKey = keyof typeof accounts;

/** fills and sends the login form of the page that is open */
export async function submitLogin(page: Page, email: string, password: string) {
  // the logins are pages of the app: the form sends through its script once that has run
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel(/^(E-mailadres|E-mail address)$/).fill(email);
  await page.getByLabel(/^(Wachtwoord|Password)$/).fill(password);
  await page.getByRole("button", { name: /^(Inloggen|Log in)$/ }).click();
}

/**
 * The session cookies of a role's last login by the form, per worker (a worker is one process with its
 * own server, fixtures.ts): the journeys of a worker that are not about logging in reuse them, so
 * a journey costs no login page, no form post and no password hash on the server (README "Testing").
 * The session, the CSRF cookie (whose token the server reads from the session's cookie pair) and
 * the language cookie go along as the browser would keep them.
 */
const SESSION_COOKIES = new Set(["session", "user_state", "XSRF-TOKEN"]);
const sessions = new Map<AccountKey, { origin: string; cookies: Cookie[] }>();

/**
 * Logs in as the role and waits for its home. By default with the worker's earlier session of the
 * role when it is still valid (the home answers instead of the login: a journey that logged out or
 * changed the password revoked it, then this logs in by the form again). `byForm`: always through
 * the role's own login page, for the journeys about logging in and what a login leaves behind.
 */
export async function loginAs(page: Page, key: AccountKey, { byForm = false }: { byForm?: boolean } = {}) {
  const account = accounts[key];
  const home = new RegExp(`${account.home}(\\?|$)`);
  const kept = byForm ? undefined : sessions.get(key);
  if (kept) {
    await page.context().addCookies(kept.cookies);
    await page.goto(account.home);
    const url = new URL(page.url());
    if (url.origin === kept.origin && home.test(url.pathname + url.search)) return;
    // no longer valid (or another server): the login page, with the old session's cookies gone
    for (const cookie of kept.cookies) await page.context().clearCookies({ name: cookie.name });
  }
  await page.goto(account.login);
  await submitLogin(page, account.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(home);
  const origin = new URL(page.url()).origin;
  // the login's own cookies (server/auth/cookies.ts), not what the journey chose (language, consent)
  const cookies = (await page.context().cookies(origin)).filter((c) => SESSION_COOKIES.has(c.name));
  sessions.set(key, { origin, cookies });
}

/** the toast area of sonner */
export const toasts = (page: Page) => page.locator("[data-sonner-toaster]");
/** a guard's message on a public page: rendered by the server under the header (FlashNotice) */
export const publicNotice = (page: Page) => page.locator("[data-flash]");
