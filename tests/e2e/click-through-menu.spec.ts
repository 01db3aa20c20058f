/**
 * The desktop main menu nests at any depth (requirements §2): the grandchildren of "Diensten"
 * ("Laptopscherm vervangen" and "Virus verwijderen" under "Computerreparatie") are reachable with
 * the mouse and with the keyboard, and a click leads to the page.
 */

import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

test.use({ viewport: { width: 1280, height: 900 } });

/** a public page works before its script has run; the keyboard journeys need menu.ts (Escape) */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor();
  await decideConsent(page, "necessary", 3000);
}

test("hover: Diensten → Computerreparatie → Laptopscherm vervangen", async ({ page }) => {
  await visit(page, "/");
  const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
  await nav.getByRole("link", { name: "Diensten", exact: true }).hover();
  const repair = nav.getByRole("link", { name: "Computerreparatie", exact: true });
  await expect(repair).toBeVisible();
  await expect(nav.getByRole("link", { name: "Laptopscherm vervangen" })).toBeHidden();
  await repair.hover();
  await expect(nav.getByRole("link", { name: "Virus verwijderen" })).toBeVisible();
  await nav.getByRole("link", { name: "Laptopscherm vervangen" }).click();
  await expect(page).toHaveURL(/\/diensten\/computer-reparatie\/laptop-scherm-vervangen$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(/niet gevonden/);
});

test("a submenu opened before its parent's toggle event arrives stays open", async ({ page }) => {
  await visit(page, "/en");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  // both opened in one task, as a quick second Enter on a slow machine does: the parent's toggle
  // event comes after, and closed the submenu inside it
  await nav.evaluate((element) => {
    const services = element.querySelector("summary[aria-label='Submenu of Services']")?.parentElement;
    const repair = element.querySelector("summary[aria-label='Submenu of Computer repair']")?.parentElement;
    if (!(services instanceof HTMLDetailsElement) || !(repair instanceof HTMLDetailsElement))
      throw new Error("no submenus");
    services.open = true;
    repair.open = true;
  });
  await page.waitForTimeout(200);
  await expect(nav.getByRole("link", { name: /Laptop screen/ })).toBeVisible();
});

test("keyboard: toggles open each level, Escape closes the innermost first", async ({ page }) => {
  await visit(page, "/en");
  const nav = page.getByRole("navigation", { name: "Main menu" });
  // the toggles are <summary> elements of <details>: Enter opens them natively
  const services = nav.getByLabel("Submenu of Services");
  const servicesMenu = nav.locator("details:has(> summary[aria-label='Submenu of Services'])");
  await services.focus();
  await page.keyboard.press("Enter");
  await expect(servicesMenu).toHaveAttribute("open", "");
  const repairToggle = nav.getByLabel("Submenu of Computer repair");
  const repairMenu = nav.locator("details:has(> summary[aria-label='Submenu of Computer repair'])");
  await repairToggle.focus();
  await page.keyboard.press("Enter");
  await expect(repairMenu).toHaveAttribute("open", "");
  await page.keyboard.press("Tab");
  const screen = nav.getByRole("link", { name: /Laptop screen/ });
  await expect(screen).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(repairToggle).toBeFocused();
  await expect(screen).toBeHidden();
  await expect(servicesMenu).toHaveAttribute("open", "");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/services\/computer-repair\/laptop-screen-replacement$/);
  // a full page load: the menu is closed on the new page
  await expect(nav.locator("details[open]")).toHaveCount(0);
  await expect(screen).toBeHidden();
});

test.describe("the footer's login link", () => {
  for (const { start, link, heading, portal, login, home, email = "zzp@example.com" } of [
    {
      start: "/",
      link: "Inloggen",
      heading: "Inloggen",
      portal: "Inloggen partners",
      login: "/login-zzp",
      home: "/zzp",
    },
    {
      start: "/en",
      link: "Log in",
      heading: "Log in",
      portal: "Partner login",
      login: "/en/login-zzp",
      home: "/en/zzp",
    },
    {
      // the English portal address is in English words too
      start: "/en",
      link: "Log in",
      heading: "Log in",
      portal: "Accountant login",
      login: "/en/login-boekhouding",
      home: "/en/accounting",
      email: "boekhouding@example.com",
    },
  ]) {
    test(`from ${start}: the three portal logins in the visitor's language, no admin login (${portal})`, async ({
      page,
    }) => {
      await visit(page, start);
      await page.locator("footer").getByRole("link", { name: link, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const logins = page.getByRole("main").getByRole("link");
      await expect(logins.filter({ hasText: /admin|beheer/i })).toHaveCount(0);
      await expect(page.locator('main a[href*="login-"]')).toHaveCount(3);
      await page.getByRole("link", { name: portal }).click();
      await expect(page).toHaveURL(new RegExp(`${login}$`));
      // the login is a page of its own (a full load): its form works once the script has run
      await page.locator("html[data-hydrated]").waitFor();
      await page.getByLabel(/^(E-mailadres|E-mail address)$/).fill(email);
      await page.getByLabel(/^(Wachtwoord|Password)$/).fill(process.env.DEMO_PASSWORD ?? "Demo-2026!");
      await page.getByRole("button", { name: /^(Inloggen|Log in)$/ }).click();
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    });
  }
});
