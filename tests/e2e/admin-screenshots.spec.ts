/** Screenshots of the admin (for docs/screenshots: see screenshot-dir.ts) (375 and 1280 px wide): dashboard, a list, the block editor, a preview. */

import { login } from "./admin-support.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

const shots = [
  {
    name: "admin-dashboard",
    path: ADMIN_BASE,
    ready: "Nieuwste berichten",
    loaded: '[aria-labelledby="dash-counts"] a',
  },
  { name: "admin-list-news", path: `${ADMIN_BASE}/nieuws/overzicht`, ready: "Openbare pagina" },
  {
    name: "admin-page-blocks",
    path: `${ADMIN_BASE}/paginas/wijzigen/1`,
    ready: "Blok toevoegen",
    scrollTo: "Blokken",
  },
  { name: "admin-preview-news", path: `${ADMIN_BASE}/preview/nieuws/1`, ready: "Voorbeeldpagina" },
];

for (const width of [375, 1280]) {
  test(`admin screenshots at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await login(page);
    for (const shot of shots) {
      await page.goto(shot.path);
      await expect(page.getByText(shot.ready).first()).toBeVisible();
      if ("loaded" in shot && shot.loaded) await expect(page.locator(shot.loaded).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      if (shot.scrollTo) {
        // open the first block so the editor's fields show
        await page
          .getByRole("heading", { name: shot.scrollTo, exact: true })
          .first()
          .scrollIntoViewIfNeeded();
        await page.locator('[data-testid="block"] button[aria-expanded]').first().click();
        await page.locator('[data-testid="block"]').first().scrollIntoViewIfNeeded();
      }
      await page.screenshot({ path: `${screenshotDir}/${shot.name}-${width}.png` });
    }
  });
}
