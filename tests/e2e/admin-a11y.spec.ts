import { login } from "./admin-support.ts";
import { runAxe, violationLines } from "./axe.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";
import { settled } from "./settled.ts";

const screens = [
  {
    name: "dashboard",
    path: ADMIN_BASE,
    ready: "Nieuwste berichten",
    loaded: '[aria-labelledby="dash-counts"] a',
  },
  { name: "list", path: `${ADMIN_BASE}/nieuws/overzicht`, ready: "Openbare pagina" },
  { name: "form", path: `${ADMIN_BASE}/nieuws/wijzigen/1`, ready: "Overzichtsafbeelding" },
  { name: "page form", path: `${ADMIN_BASE}/paginas/wijzigen/1`, ready: "Blok toevoegen" },
];

test.describe("admin: accessibility (axe-core)", () => {
  for (const screen of screens) {
    test(`${screen.name} has no violations`, async ({ page }) => {
      await login(page);
      await page.goto(screen.path);
      await expect(page.getByText(screen.ready).first()).toBeVisible();
      if ("loaded" in screen && screen.loaded)
        await expect(page.locator(screen.loaded).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      await settled(page);
      // the whole screen: the admin shell (menu, top bar) and the screen itself
      expect(violationLines(await runAxe(page))).toEqual([]);
    });
  }
});
