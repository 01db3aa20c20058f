/**
 * Screenshots of the public site (screenshot-dir.ts says where): home, a sub page, a news
 * detail, a product and the contact modal at 375 and 1280 px. The cookie choice is made first so the
 * pictures show the site; lazy images are scrolled into view before the full-page shot.
 */
import { mkdirSync } from "node:fs";
import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

const dir = screenshotDir;
mkdirSync(dir, { recursive: true });

const shots = [
  { name: "home", path: "/" },
  { name: "sub-page", path: "/diensten/computer-reparatie" },
  { name: "news-detail", path: "/nieuws/valse-mail-van-uw-bank" },
  { name: "product", path: "/verkoop/product-verkoop/macbook-air-m2" },
];

async function prepare(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor();
  await decideConsent(page);
  // load the lazy images, then back to the top
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(400);
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });
    for (const shot of shots) {
      test(`screenshot ${shot.name}`, async ({ page }) => {
        await prepare(page, shot.path);
        await page.screenshot({
          path: `${dir}/public-${shot.name}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });
      });
    }
    test("screenshot contact modal", async ({ page }) => {
      await prepare(page, "/");
      await page.getByRole("contentinfo").getByRole("link", { name: "Stuur ons een bericht" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Versturen" }).click();
      await page.screenshot({ path: `${dir}/public-contact-modal-${width}.png`, animations: "disabled" });
    });
  });
}
