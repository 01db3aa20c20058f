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

/**
 * How far the header bar's visible controls (logo, menu items, search, appointment link, menu button)
 * reach past the bar's content box, in px (0 or less: all inside), and the page's sideways scroll.
 */
async function headerOverflow(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header[data-site-header] > div");
    if (!bar) throw new Error("no header bar");
    const style = getComputedStyle(bar);
    const box = bar.getBoundingClientRect();
    const left = box.left + Number.parseFloat(style.paddingLeft);
    const right = box.right - Number.parseFloat(style.paddingRight);
    const controls = [...bar.querySelectorAll("a, summary, input")].filter((control) =>
      control.checkVisibility(),
    );
    const reach = Math.max(
      ...controls.map((control) => {
        const r = control.getBoundingClientRect();
        return Math.max(left - r.left, r.right - right);
      }),
    );
    return { reach, scroll: document.documentElement.scrollWidth - window.innerWidth };
  });
}

// the menu's breakpoint is 992 px: from there the logo and the eight items must fit, and wider the
// search field and the rest (at 992-1179 px and at 1536-1919 px the bar ran past the page's edge)
for (const path of ["/", "/en"]) {
  test(`${path}: the header bar fits every width from the menu's breakpoint up`, async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await visit(page, path);
    for (const width of [992, 1024, 1100, 1180, 1280, 1440, 1536, 1920]) {
      await page.setViewportSize({ width, height: 800 });
      const { reach, scroll } = await headerOverflow(page);
      expect(reach, `${width} px: past the bar`).toBeLessThanOrEqual(0);
      expect(scroll, `${width} px: sideways scroll`).toBeLessThanOrEqual(0);
      // the footer's hours and company numbers each on one line (at 992 px "9:00 tot 20:00" broke
      // in two; at 1280 the bank account and "Chamber of Commerce" did)
      const broken = await page.locator("footer dd").evaluateAll((values) =>
        values
          .filter((value) => value.getClientRects().length > 0)
          .filter(
            (value) =>
              value.getBoundingClientRect().height >
              1.5 * Number.parseFloat(getComputedStyle(value).lineHeight),
          )
          .map((value) => value.textContent),
      );
      expect(broken, `${width} px: footer`).toEqual([]);
    }
  });
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

  // the header's right-hand button keeps the bar's margin, closed and open, in both languages, and
  // every control of the bar stays on one line (the menu button ran 16 px past the edge at 375 px;
  // open, "Menu sluiten" broke over two lines and scrolled the page; at 640 px "Maak een afspraak" did)
  for (const [width, path] of [
    [320, "/"],
    [375, "/"],
    [375, "/en"],
    [640, "/"],
    [640, "/en"],
    [768, "/en"],
    [900, "/"],
  ] as const) {
    test(`at ${width} px ${path}: the menu button stays inside the bar, open and closed`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await visit(page, path);
      const bar = page.locator("header[data-site-header] > div").first();
      const button = bar.locator("summary[data-phone-menu-toggle]");
      const logo = bar.locator("a").first();
      for (const state of ["closed", "open"]) {
        if (state === "open") {
          await button.click();
          await expect(page.locator("#mobile-menu")).toBeVisible();
        }
        const box = await button.boundingBox();
        const logoBox = await logo.boundingBox();
        if (!box || !logoBox) throw new Error("no header");
        // as far from the right edge as the logo is from the left
        expect(width - (box.x + box.width), state).toBeGreaterThanOrEqual(logoBox.x - 1);
        // one line each: the logo, the appointment link, the menu button
        const heights = await bar.evaluate((element) =>
          [...element.querySelectorAll(":scope > a, :scope > div > a, :scope summary")]
            .map((control) => control.getBoundingClientRect().height)
            .filter((height) => height > 0),
        );
        expect(Math.max(...heights), `${state}: ${heights}`).toBeLessThan(48);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, state).toBeLessThanOrEqual(0);
      }
    });
  }

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

      await roomAtTheEnd(page);
    });
  }
});

/** at the end of the page the cookie-settings button shows, over nothing: the footer leaves it room */
async function roomAtTheEnd(page: Page) {
  const button = page.getByTestId("cookie-settings");
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
    const clear = rest && box && (box.y + box.height <= rest.y || box.x >= rest.x + rest.width);
    expect(clear, (await text.textContent()) ?? "").toBe(true);
  }
}

test("on a wide screen the cookie-settings button stays in place while reading", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/contact");
  await page.mouse.move(600, 400);
  for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 200);
  await page.waitForTimeout(300);
  await expect(page.getByTestId("cookie-settings")).toHaveCSS("opacity", "1");
  // and at the end it covers nothing: at 1280 px it lay over the "©" (the page's margin holds it
  // only from about 1400 px)
  await roomAtTheEnd(page);
  await page.setViewportSize({ width: 1440, height: 800 });
  await roomAtTheEnd(page);
});
