/** Shared steps of the auth and portal journeys: demo accounts (requirements demo seed) and logging in by the form. */
import { ADMIN_BASE, expect, type Page } from "./fixtures.ts";

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

/** logs in through the role's own login page and waits for its home */
export async function loginAs(page: Page, key: AccountKey) {
  const account = accounts[key];
  await page.goto(account.login);
  await submitLogin(page, account.email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${account.home}(\\?|$)`));
}

/** the toast area of sonner */
export const toasts = (page: Page) => page.locator("[data-sonner-toaster]");
/** a guard's message on a public page: rendered by the server under the header (FlashNotice) */
export const publicNotice = (page: Page) => page.locator("[data-flash]");
