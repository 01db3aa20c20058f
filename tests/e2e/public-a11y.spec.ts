/**
 * axe-core (WCAG 2.2 A/AA rules) on every public route type in both languages, at desktop and phone
 * widths, with the cookie consent dismissed and with the contact modal open.
 */
import { runAxe, violationLines, WCAG_TAGS } from "./axe.ts";
import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

const paths = [
  "/",
  "/en",
  "/diensten/computer-reparatie",
  "/en/services/computer-repair",
  "/contact",
  "/en/contact",
  "/hulp-op-afstand",
  "/en/remote-help",
  "/nieuws",
  "/en/news",
  "/nieuws/valse-mail-van-uw-bank",
  "/en/news/fake-bank-email",
  "/tips-en-tricks",
  "/en/tips-and-tricks",
  "/tips-en-tricks/sterke-wachtwoorden",
  "/en/tips-and-tricks/strong-passwords",
  "/verkoop/product-verkoop",
  "/en/sale/product-sale",
  "/verkoop/product-verkoop/macbook-air-m2",
  "/en/sale/product-sale/macbook-air-m2",
  "/hulp-op-afstand/teamviewer",
  "/en/remote-help/teamviewer",
  "/pagina-niet-gevonden",
  "/en/page-not-found",
  // issue 22: the booking page's first step and the search results
  "/afspraak",
  "/en/appointment",
  "/zoeken?q=laptop",
];

async function check(page: Page, label: string) {
  expect(violationLines(await runAxe(page, { tags: WCAG_TAGS })), label).toEqual([]);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  // a public page is a document: its boot script has run (app/islands/boot.ts)
  await page.locator("html[data-enhanced]").waitFor();
  // decide on cookies first, as a visitor would (the consent box itself is checked separately)
  await decideConsent(page);
  await expect(page.locator("#cc-main .cm")).toBeHidden();
}

for (const width of [1280, 375]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of paths) {
      test(`axe: ${path}`, async ({ page }) => {
        await open(page, path);
        await check(page, `${path} @ ${width}`);
      });
    }
  });
}

test.describe("without its scripts", () => {
  test.use({ viewport: { width: 375, height: 900 } });
  // the document as the server sends it: the sliders scroll by themselves, the menus are <details>.
  // axe needs JavaScript in the page, so the page's own scripts are refused instead of all script
  // (the site has no <noscript> content that this would hide)
  test("axe: the home page as served", async ({ page }) => {
    await page.route(/\/assets\/.*\.js(\?.*)?$/, (route) => route.abort());
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveAttribute("data-enhanced");
    await check(page, "/ without its scripts");
  });
});

for (const [width, lang] of [
  [375, "nl"],
  [375, "en"],
  [1280, "nl"],
  [1280, "en"],
] as const) {
  test(`axe: the header's menus open at ${width} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page, lang === "nl" ? "/" : "/en");
    if (width < 992) {
      await page.locator("summary[data-phone-menu-toggle]").click();
      await expect(page.locator("#mobile-menu")).toBeVisible();
    } else {
      const submenu = lang === "nl" ? "Submenu van Diensten" : "Submenu of Services";
      await page.getByLabel(submenu, { exact: true }).click();
      await page
        .getByLabel(lang === "nl" ? "Submenu van Computerreparatie" : "Submenu of Computer repair")
        .click();
      await expect(page.getByTestId("dropdown").nth(1)).toBeVisible();
    }
    await check(page, `menus open @ ${width} ${lang}`);
  });
}

test.describe("the consent box", () => {
  // this one is about the banner: no consent beforehand
  test.use({ consented: false });
  test("axe: the consent box, the cookie settings and the contact modal", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-enhanced]").waitFor();
    await expect(page.locator("#cc-main .cm")).toBeVisible();
    await check(page, "consent box");
    await page.locator('#cc-main .cm [data-role="show"]').click();
    await expect(page.locator("#cc-main .pm")).toBeVisible();
    // contrast is measured on the settings as shown, not half-way through their fade-in
    await page
      .locator("#cc-main")
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await check(page, "cookie settings");
    // a consent choice reloads the page (requirements §4)
    await Promise.all([
      page.waitForEvent("load"),
      page.locator('#cc-main .pm button[data-role="necessary"]').click(),
    ]);
    await page.locator("html[data-enhanced]").waitFor();
    await page.getByRole("contentinfo").getByRole("link", { name: "Stuur ons een bericht" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Versturen" }).click();
    await check(page, "contact modal with errors");
  });
});
