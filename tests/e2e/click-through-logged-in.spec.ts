/**
 * Click-through of the logged-in side (A1): every link of the admin menu and the admin
 * top bar at desktop and phone width, and every link of each portal in both languages, is CLICKED
 * (client navigations with `.data` requests). A 4xx/5xx answer or a not-found page fails the journey.
 * The logout links are left out: logging out ends the journey (auth-login.spec.ts covers it).
 */

import { login } from "./admin-support.ts";
import { type AccountKey, accounts, loginAs } from "./auth-helpers.ts";
import { clickEveryLink, expectNoFailures, startJourney } from "./click-through-support.ts";
import { ADMIN_BASE, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

const logouts = ["/uitloggen", "/en/logout"];

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 800 } },
] as const) {
  test.describe(`admin menu at ${name} width`, () => {
    test.use({ viewport });
    test("every menu link opens its screen", async ({ page }) => {
      test.setTimeout(120_000);
      await login(page);
      const journey = startJourney(page);
      await clickEveryLink(journey, ADMIN_BASE, { scopes: "#admin-menu, header", exclude: logouts });
      expectNoFailures(journey);
    });
  });
}

const portals: AccountKey[] = ["status", "zzp", "accountant"];
for (const key of portals) {
  test(`the ${key} portal: every link, in both languages`, async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, key);
    const journey = startJourney(page);
    const home = accounts[key].home;
    await clickEveryLink(journey, home, { exclude: logouts });
    await clickEveryLink(journey, `/en${home}`, { exclude: logouts });
    expectNoFailures(journey);
  });
}
