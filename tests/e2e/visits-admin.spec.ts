/**
 * Visit counts in the browser: a visitor (a browser of its own, no cookie of the admin's; once
 * without JavaScript) opens the home page and clicks to "Diensten" in the header; the admin logs in,
 * opens "Bezoekers" / "Visitors" from the admin menu (on a phone the menu opens first), and sees the
 * views, the charts drawn and the page among the most viewed — at 375 and 1280 px, in both interface
 * languages. The screenshots of the owner's guide are taken on the way.
 */

import { login } from "./admin-support.ts";
import { loginAs } from "./auth-helpers.ts";
import { runAxe, violationLines } from "./axe.ts";
import { ADMIN_BASE, type Browser, expect, test as journey, type Page, withSite } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";
import { settled } from "./settled.ts";
import type { Site } from "./site.ts";

/**
 * The screen lists the most viewed pages. On the worker's shared server the other journeys' views
 * (the click-throughs open every page) fill that list, and the visitor's "/diensten" fell out of it
 * (seen in a clean run): these journeys get a server of their own, one per worker that runs them,
 * whose only views are theirs.
 */
const test = journey.extend<object, { visitsSite: Site }>({
  visitsSite: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from this pattern
    async ({}, use) => withSite(use),
    { scope: "worker", timeout: 150_000 },
  ],
  baseURL: async ({ visitsSite }, use) => use(visitsSite.url),
});

/** a real browser's user agent: headless Chrome's own one is left out as a robot */
const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

const words = {
  nl: { menu: "Bezoekers", title: "Bezoekers", views: "Paginaweergaven", last7: "Laatste 7 dagen" },
  en: { menu: "Visitors", title: "Visitors", views: "Page views", last7: "Last 7 days" },
} as const;

/** a visitor of the public site, from an address of its own, clicking from the header */
async function visit(browser: Browser, baseURL: string, address: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    baseURL,
    userAgent: CHROME,
    javaScriptEnabled,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const page = await context.newPage();
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Hoofdmenu" })
    .getByRole("link", { name: "Diensten", exact: true })
    .click();
  await expect(page).toHaveURL(/\/diensten$/);
  await context.close();
}

const phone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

for (const width of [375, 1280]) {
  for (const lang of ["nl", "en"] as const) {
    test(`the admin sees the visits in "${words[lang].menu}" (${width} px, ${lang})`, async ({
      page,
      browser,
      baseURL,
    }) => {
      const n = (width === 375 ? 10 : 20) + (lang === "en" ? 1 : 2);
      await visit(browser, baseURL as string, `203.0.113.${n}`, lang === "nl");

      await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
      if (lang === "en") {
        await page.context().addCookies([{ name: "admin_lang", value: "en", url: baseURL as string }]);
      }
      await loginAs(page, "admin");
      if (phone(page)) await page.getByRole("button", { name: /Menu/ }).click();
      await page.locator("#admin-menu").getByRole("link", { name: words[lang].menu, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: words[lang].title })).toBeVisible();

      // the views are stored in batches of a few seconds: the screen shows them once they are in
      // (the visits journeys of a worker share its visits server, so theirs may be there too)
      const views = page.getByTestId("visits-views");
      const last7 = page.getByRole("button", { name: words[lang].last7 });
      await expect(async () => {
        await last7.click();
        await expect(page).toHaveURL(/dagen=7/, { timeout: 1000 });
        await page.reload();
        await expect(last7).toHaveAttribute("aria-pressed", "true", { timeout: 2000 });
        expect(
          Number(((await views.textContent({ timeout: 2000 })) ?? "").replace(/\D/g, "")),
        ).toBeGreaterThanOrEqual(2);
        // this visitor's own page, not only views of others: a batch may store "/" before "/diensten"
        await expect(page.locator("#admin-main table").first()).toContainText("/diensten", { timeout: 2000 });
      }).toPass({ timeout: 40_000 });
      // chart.js drew every chart (loaded on demand, admin only)
      await expect(page.locator("canvas[data-drawn='true']")).toHaveCount(4);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `${screenshotDir}/admin-visits-${lang}-${width}.png`,
        fullPage: true,
        animations: "disabled",
      });
    });
  }
}

test("the visitors screen has no accessibility violations (axe-core)", async ({ page, browser, baseURL }) => {
  await visit(browser, baseURL as string, "203.0.113.30", true);
  await login(page);
  // the views are stored in batches of a few seconds, and the most-viewed pages' chart (the fourth)
  // is drawn only once a page is listed: reload until the visitor's page is in (a fixed count of
  // charts measured before that failed a run)
  await expect(async () => {
    await page.goto(`${ADMIN_BASE}/bezoekers`);
    await expect(page.locator("section[aria-labelledby='visits-pages'] table")).toContainText("/diensten", {
      timeout: 2000,
    });
  }).toPass({ timeout: 40_000 });
  await expect(page.locator("canvas[data-drawn='true']")).toHaveCount(4);
  await page.waitForLoadState("networkidle");
  await settled(page);
  expect(violationLines(await runAxe(page))).toEqual([]);
});
