/**
 * Screenshots of the four logins and the three portals on a phone (375 px) and a desktop (1280 px),
 * written for review (screenshot-dir.ts says where).
 */

import { type AccountKey, accounts, loginAs } from "./auth-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

const widths = [375, 1280] as const;
const dir = screenshotDir;

async function shoot(page: Page, name: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    // let the layout settle after the resize
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

test.describe("screenshots", () => {
  for (const key of ["admin", "status", "zzp", "accountant"] as const) {
    test(`login ${key}`, async ({ page }) => {
      await page.goto(accounts[key].login);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shoot(page, accounts[key].login.slice(1));
    });
  }

  const portals: [AccountKey, string, string][] = [
    ["status", "portal-status", "[data-testid=status-new-pc]"],
    ["zzp", "portal-zzp", "[data-testid=zzp-row]"],
    ["accountant", "portal-boekhouding", "[data-testid=download-zip]"],
  ];
  for (const [key, name, ready] of portals) {
    test(`portal ${key}`, async ({ page }) => {
      await loginAs(page, key);
      await expect(page.locator(ready).first()).toBeVisible();
      await shoot(page, name);
    });
  }
});
