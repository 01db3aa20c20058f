/**
 * The header without JavaScript (issue 20): at 375 px the phone menu opens, at 1280 px "Diensten"
 * and its nested submenu open, each by a click on its <summary>; every service page and a product
 * are reached from the menu, and the language switch leads to the same page in the other language.
 * In both languages. Scripts are off, so nothing here can lean on app/islands/menu.ts.
 */
import { expect, type Page, test } from "./fixtures.ts";

test.use({ javaScriptEnabled: false });

const sites = {
  nl: {
    home: "/",
    menu: "Hoofdmenu",
    submenu: "Submenu van Diensten",
    repair: "Computerreparatie",
    repairSubmenu: "Submenu van Computerreparatie",
    sale: "Te koop",
    switchTo: "English",
    servicePages: [
      "/diensten/computer-reparatie",
      "/diensten/computer-reparatie/laptop-scherm-vervangen",
      "/diensten/computer-reparatie/virus-verwijderen",
      "/diensten/nieuwe-computers",
      "/diensten/kabelmanagement",
      "/diensten/werkplekservice",
    ],
    productOverview: "/verkoop/product-verkoop",
    // a translated page and its counterpart
    translated: ["/diensten/kabelmanagement", "/en/services/cable-management"],
  },
  en: {
    home: "/en",
    menu: "Main menu",
    submenu: "Submenu of Services",
    repair: "Computer repair",
    repairSubmenu: "Submenu of Computer repair",
    sale: "For sale",
    switchTo: "Nederlands",
    servicePages: [
      "/en/services/computer-repair",
      "/en/services/computer-repair/laptop-screen-replacement",
      "/en/services/computer-repair/virus-removal",
      "/en/services/new-computers",
      "/en/services/cable-management",
      "/en/services/workplace-service",
    ],
    productOverview: "/en/sale/product-sale",
    translated: ["/en/services/cable-management", "/diensten/kabelmanagement"],
  },
} as const;

type Site = (typeof sites)[keyof typeof sites];

const NOT_FOUND = /^(Pagina niet gevonden|Page not found)$/;

/** the page a click led to is a real page: its address, a heading that is not "not found" */
async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND);
}

/** opens the menu a visitor at this width sees and returns where its links are */
async function openMenu(page: Page, site: Site, width: number) {
  if (width < 992) {
    const toggle = page.locator("summary[data-phone-menu-toggle]");
    await expect(toggle).toBeVisible();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    return menu;
  }
  const nav = page.getByRole("navigation", { name: site.menu }).filter({ visible: true });
  await expect(page.locator("summary[data-phone-menu-toggle]")).toBeHidden();
  const services = nav.getByLabel(site.submenu, { exact: true });
  await expect(nav.getByRole("link", { name: site.repair, exact: true })).toBeHidden();
  // the mouse rests away from the menu: the click opens it, not the hover
  await services.click();
  await page.mouse.move(1200, 700);
  await expect(nav.getByRole("link", { name: site.repair, exact: true })).toBeVisible();
  return nav;
}

for (const width of [375, 1280]) {
  test.describe(`${width} px without JavaScript`, () => {
    test.use({ viewport: { width, height: width < 500 ? 800 : 900 } });
    for (const lang of ["nl", "en"] as const) {
      const site = sites[lang];

      test(`${lang}: every service page and a product are reached from the menu`, async ({ page }) => {
        for (const path of site.servicePages) {
          await page.goto(site.home);
          const menu = await openMenu(page, site, width);
          if (width >= 992 && path.split("/").length > (lang === "nl" ? 3 : 4)) {
            // a grandchild: the nested submenu opens with its own summary
            const nested = menu.getByLabel(site.repairSubmenu, { exact: true });
            await nested.click();
            await page.mouse.move(1200, 700);
          }
          const link = menu.locator(`a[href="${path}"]`);
          await expect(link).toBeVisible();
          await link.click();
          await expectPage(page, path);
          // the chosen page is marked in the menu, by the server
          await expect(page.locator(`#mobile-menu a[href="${path}"]`)).toHaveAttribute(
            "aria-current",
            "page",
          );
        }

        await page.goto(site.home);
        const menu = await openMenu(page, site, width);
        await menu.getByRole("link", { name: site.sale, exact: true }).click();
        await expectPage(page, site.productOverview);
        const product = page.locator(`main a[href^="${site.productOverview}/"]`).first();
        const href = await product.getAttribute("href");
        await product.click();
        await expectPage(page, href ?? "");
      });

      test(`${lang}: the language switch leads to the page in the other language`, async ({ page }) => {
        const [from, to] = site.translated;
        await page.goto(from);
        await page.getByTestId("language-switch").filter({ visible: true }).click();
        await expectPage(page, to);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "nl" ? "en" : "nl");
        await expect(page.getByTestId("language-switch")).toHaveText(
          lang === "nl" ? "Nederlands" : "English",
        );
        // and the home page's switch leads home
        await page.goto(site.home);
        await expect(page.getByTestId("language-switch")).toHaveText(site.switchTo);
        await page.getByTestId("language-switch").click();
        await expectPage(page, lang === "nl" ? "/en" : "/");
      });

      test(`${lang}: the appointment button of the frame leads to the booking page`, async ({ page }) => {
        await page.goto(site.home);
        const footer = page.getByRole("contentinfo");
        await footer
          .getByRole("link", { name: lang === "nl" ? "Maak een afspraak" : "Make an appointment" })
          .click();
        await expectPage(page, lang === "nl" ? "/afspraak" : "/en/appointment");
      });
    }
  });
}
