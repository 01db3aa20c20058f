/**
 * Layout journeys: main-menu dropdown at 1280 px, the mobile menu at 375 px, the scrolled/awake
 * header states, skip link. (The header slider: public-blocks.spec.ts.)
 */

import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

/**
 * open a page as a visitor does: a public page is server HTML that works before any script; the
 * journeys that need the islands' boot script (menu.ts: scroll state, Escape) wait for it to have run
 */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor();
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
    await expect(page.locator("summary[data-phone-menu-toggle]")).toBeHidden();
    const dropdown = nav.getByTestId("dropdown").first();
    await expect(dropdown).toBeHidden();
    await nav.getByRole("link", { name: "Diensten", exact: true }).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole("link", { name: "Computerreparatie" })).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(dropdown).toBeHidden();

    // the chevron is a <summary>: a disclosure button for assistive technology
    const toggle = nav.getByLabel("Submenu van Diensten");
    const details = nav.locator("details:has(> summary[aria-label='Submenu van Diensten'])");
    await expect(toggle).toHaveJSProperty("tagName", "SUMMARY");
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(details).toHaveAttribute("open", "");
    await expect(dropdown).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(dropdown.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dropdown).toBeHidden();
    await expect(details).not.toHaveAttribute("open");
    await expect(toggle).toBeFocused();

    // opened by a click, a click elsewhere closes it
    await toggle.click();
    await expect(dropdown).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(dropdown).toBeVisible();
    await page.mouse.click(5, 600);
    await expect(dropdown).toBeHidden();

    await nav.getByRole("link", { name: "Diensten", exact: true }).hover();
    await dropdown.getByRole("link", { name: "Computerreparatie" }).click();
    await expect(page).toHaveURL(/\/diensten\/computer-reparatie$/);
  });

  test("a dropdown item chosen with Enter: the new page shows the menu closed, and so does Back", async ({
    page,
  }) => {
    await visit(page, "/en");
    const nav = page.getByRole("navigation", { name: "Main menu" });
    const toggle = nav.getByLabel("Submenu of Services");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const item = nav.getByRole("link", { name: "New computers" });
    await expect(item).toBeVisible();
    await item.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/services\/new-computers$/);
    await page.locator("html[data-enhanced]").waitFor();
    await expect(page.locator("details[data-menu-dropdown][open]")).toHaveCount(0);
    await expect(nav.getByTestId("dropdown").first()).toBeHidden();
    // the page chosen is marked in the menu (server HTML)
    await expect(nav.locator('a[href="/en/services/new-computers"]')).toHaveAttribute("aria-current", "page");

    // back to the page the menu was open on (from the back/forward cache, or loaded again)
    await page.goBack();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("details[data-menu-dropdown][open]")).toHaveCount(0);
    await expect(nav.getByTestId("dropdown").first()).toBeHidden();

    // a page the back/forward cache kept with a menu open shows it closed (whether or not this
    // browser used the cache above): what the browser sends when it shows such a page
    await page.locator("html[data-enhanced]").waitFor();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByTestId("dropdown").first()).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));
    await expect(nav.getByTestId("dropdown").first()).toBeHidden();
  });

  test("header turns scrolled after 150 px and awake after 350 px", async ({ page }) => {
    await visit(page, "/");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await expect(header).toHaveAttribute("data-awake", "false");
    await expect(header).toHaveCSS("box-shadow", /rgba/);
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(header).toHaveAttribute("data-awake", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect(header).toHaveCSS("box-shadow", "none");
  });

  test("skip link moves to the main content; footer shows company details and opening hours", async ({
    page,
  }) => {
    await visit(page, "/en");
    // a fresh load (the cookie choice is made): the skip link is the first thing Tab reaches
    await page.reload();
    await page.locator("html[data-enhanced]").waitFor();
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
    // a link to the booking page (issue 22; it opened the contact dialog before)
    const appointment = footer.getByRole("link", { name: "Make an appointment" });
    await expect(appointment).toHaveAttribute("href", "/en/appointment");
    // and the contact form one click away (without scripts: the contact page)
    await expect(footer.getByRole("link", { name: "Send us a message" })).toHaveAttribute(
      "href",
      "/en/contact",
    );
  });
});

test.describe("mobile 375", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens an accessible menu with nested pages; Escape closes it", async ({ page }) => {
    await visit(page, "/");
    // a <summary>: a disclosure button ("collapsed"/"expanded") without any script
    const button = page.locator("summary[data-phone-menu-toggle]");
    const details = page.locator("details[data-phone-menu]");
    await expect(button).toBeVisible();
    await expect(button).toHaveAccessibleName("Menu");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await button.click();
    await expect(details).toHaveAttribute("open", "");
    await expect(button).toHaveAccessibleName("Menu sluiten");
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

  test("in the open phone menu Escape closes it from any element, and Tab stays inside", async ({ page }) => {
    await visit(page, "/en");
    const button = page.locator("summary[data-phone-menu-toggle]");
    const menu = page.locator("#mobile-menu");
    await button.click();
    await expect(menu).toBeVisible();
    const links = menu.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(10);
    // Escape from deep inside the list, from the last element and from the button itself
    for (const element of [links.nth(4), links.last(), button]) {
      if (!(await menu.isVisible())) await button.click();
      await element.focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    }

    // Tab from the button walks through the menu and comes back to the button, not into the page
    await button.click();
    await expect(menu).toBeVisible();
    await button.focus();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(links.last()).toBeFocused();
    await expect(links.last()).toHaveText("Make an appointment");
    await expect(menu).toBeVisible();
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
