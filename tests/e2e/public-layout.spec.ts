/**
 * Layout journeys: main-menu dropdown at 1280 px, the mobile menu at 375 px, the header
 * slider advancing (autoplay 10 000 ms) and pausing, the scrolled/awake header states, skip link.
 */

import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

/** open a page and wait until React has hydrated it (a click before that does nothing) */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor();
  // decide on cookies first, as a visitor would: the consent box covers the lower left corner
  await decideConsent(page, "necessary", 3000);
  return response;
}

test.describe("desktop 1280", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("dropdown opens on hover and with the keyboard, Escape closes it", async ({ page }) => {
    await visit(page, "/");
    const nav = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(nav).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden();
    const dropdown = nav.getByTestId("dropdown").first();
    await expect(dropdown).toBeHidden();
    await nav.getByRole("link", { name: "Diensten", exact: true }).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "Computerreparatie" })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(dropdown).toBeHidden();

    const toggle = nav.getByRole("button", { name: "Submenu van Diensten" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(dropdown).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dropdown.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expect(toggle).toBeFocused();

    await nav.getByRole("link", { name: "Diensten", exact: true }).hover();
    await dropdown.getByRole("link", { name: "Computerreparatie" }).click();
    await expect(page).toHaveURL(/\/diensten\/computer-reparatie$/);
  });

  test("header turns scrolled after 150 px and awake after 350 px", async ({ page }) => {
    await visit(page, "/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveAttribute("data-awake", "false");
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute("data-awake", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("the header slider advances by itself and can be paused", async ({ page }) => {
    await visit(page, "/");
    const slider = page.getByTestId("header-slider");
    await expect(slider).toHaveAttribute("data-index", "0");
    // autoplay delay is 10 000 ms
    await expect(slider).toHaveAttribute("data-index", "1", { timeout: 20_000 });
    await slider.getByRole("button", { name: "Volgende dia" }).click();
    await expect(slider).toHaveAttribute("data-index", "2");
    const pause = slider.getByTestId("slider-toggle");
    await pause.click();
    await expect(pause).toHaveAttribute("aria-label", "Slider afspelen");
    await page.waitForTimeout(11_000);
    await expect(slider).toHaveAttribute("data-index", "2");
  });

  test("skip link moves to the main content; footer shows company details and opening hours", async ({
    page,
  }) => {
    await visit(page, "/en");
    // a fresh load (the cookie choice is made): the skip link is the first thing Tab reaches
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#main$/);
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Delft");
    await expect(footer).toContainText("Chamber of Commerce");
    await expect(footer).toContainText("VAT");
    await expect(footer).toContainText("Monday");
    await expect(footer).toContainText("9:00 till 20:00");
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expect(footer.getByRole("link", { name: "Make an appointment" })).toBeVisible();
  });
});

test.describe("mobile 375", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens an accessible menu with nested pages; Escape closes it", async ({ page }) => {
    await visit(page, "/");
    const button = page.getByRole("button", { name: "Menu", exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(page.getByRole("button", { name: "Menu sluiten" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Computerreparatie" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await button.click();
    await menu.getByRole("link", { name: "Nieuws" }).click();
    await expect(page).toHaveURL(/\/nieuws$/);
    await expect(menu).toBeHidden();
  });

  test("no horizontal scrolling on a phone", async ({ page }) => {
    for (const path of [
      "/",
      "/nieuws/valse-mail-van-uw-bank",
      "/verkoop/product-verkoop/macbook-air-m2",
      "/contact",
    ]) {
      await visit(page, path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  /**
   * Scrolls down with the wheel, as a reader does, until `target` lies where the round cookie-settings
   * button sits (the lower left corner), then answers whether the button still covers it.
   */
  async function readDownTo(page: Page, target: ReturnType<Page["locator"]>) {
    const height = page.viewportSize()?.height ?? 740;
    for (let i = 0; i < 80; i++) {
      const box = await target.boundingBox();
      if (box && box.y + box.height > height - 56 && box.y < height - 12) break;
      await page.mouse.wheel(0, 50);
      await page.waitForTimeout(50);
    }
    const box = await target.boundingBox();
    expect(box && box.y + box.height > height - 56 && box.y < height - 12).toBe(true);
  }

  // the places a reviewer found covered: step 4 of the remote help, the address on the contact page
  for (const [path, text] of [
    ["/hulp-op-afstand", "Veilig"],
    ["/en/remote-help", "Secure"],
    ["/contact", "2611 CG Delft"],
    ["/en/contact", "2611 CG Delft"],
  ] as const) {
    test(`the cookie-settings button steps aside while reading ${path}, and has room at the end`, async ({
      page,
    }) => {
      await visit(page, path);
      const button = page.getByTestId("cookie-settings");
      await expect(button).toHaveCSS("opacity", "1");
      // the last match: a page's intro may name the address too
      const target = page
        .locator("main")
        .getByText(text, { exact: text.length < 8 })
        .last();
      await page.mouse.move(200, 300);
      await readDownTo(page, target);
      // out of the way: invisible, and a tap there reaches the page
      await expect(button).toHaveCSS("opacity", "0");
      // the point of the text nearest to where the button's centre rests (12 px + 22 px from the corner)
      const box = await target.boundingBox();
      const height = page.viewportSize()?.height ?? 740;
      const y = Math.min(Math.max(height - 34, box?.y ?? 0), (box?.y ?? 0) + (box?.height ?? 0) - 1);
      const hit = await page.evaluate(
        ([x, y]) => {
          const element = document.elementFromPoint(x, y);
          return element ? Boolean(element.closest("[data-testid=cookie-settings]")) : "nothing";
        },
        [(box?.x ?? 0) + 4, y] as const,
      );
      expect(hit).toBe(false);

      // scrolling back up brings it back
      await page.mouse.wheel(0, -200);
      await expect(button).toHaveCSS("opacity", "1");

      // at the end of the page it shows, over nothing: the footer leaves it room
      await page.keyboard.press("End");
      await expect
        .poll(() =>
          page.evaluate(() => window.scrollY + window.innerHeight - document.documentElement.scrollHeight),
        )
        .toBeGreaterThanOrEqual(-1);
      await expect(button).toHaveCSS("opacity", "1");
      // (its slide back has ended)
      await page.waitForTimeout(400);
      const rest = await button.boundingBox();
      const footerEnd = page.getByRole("contentinfo").locator("p, a").last();
      for (const text of [page.getByRole("contentinfo").getByText(/©/), footerEnd]) {
        const box = await text.boundingBox();
        expect(rest && box && box.y + box.height <= rest.y, (await text.textContent()) ?? "").toBe(true);
      }
    });
  }
});

test("on a wide screen the cookie-settings button stays in place while reading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/contact");
  await page.mouse.move(600, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  await expect(page.getByTestId("cookie-settings")).toHaveCSS("opacity", "1");
});
