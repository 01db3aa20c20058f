/**
 * Cookie consent (requirements §9): a visit starts with necessary cookies only and no analytics;
 * the banner and the settings are forms that post to the page, with or without JavaScript; every
 * choice reloads the page; accepting statistic inserts the analytics tag (from the island, on cached
 * and uncached pages alike), revoking removes it; the bar is not a keyboard trap.
 * The e2e server runs with ANALYTICS_ID=G-TEST123 (scripts/e2e-server.sh).
 */
import { login } from "./admin-support.ts";
import { consentBanner, consentCookieOf, consentSettings } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  // never reach out to the real tag manager from a test
  await page.route("https://www.googletagmanager.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
});

/** a page with its scripts run (the island reads the cookie and starts the statistics) */
async function enhanced(page: Page) {
  await page.locator("html[data-enhanced]").waitFor();
}

/** clicks a button of a consent form and waits for the page the post leads back to */
async function choose(page: Page, button: ReturnType<Page["locator"]>) {
  await Promise.all([page.waitForEvent("load"), button.click()]);
}

test("no analytics before consent, present after accepting statistic, gone after revoking", async ({
  page,
}) => {
  await page.goto("/");
  await enhanced(page);
  const consent = consentBanner(page);
  await expect(consent).toBeVisible();
  await expect(page.locator("#analytics-script")).toHaveCount(0);

  // settings: necessary is on and read-only, statistic and marketing start off
  await consent.getByRole("link", { name: "Instellingen" }).click();
  const preferences = consentSettings(page);
  await expect(preferences).toBeVisible();
  // the island opens it as a modal with the focus inside, without changing the address
  await expect(preferences.getByRole("dialog")).toHaveAttribute("aria-modal", "true");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#cookie-settings")))).toBe(true);
  expect(new URL(page.url()).hash).toBe("");
  await expect(preferences.locator('input[value="necessary"]')).toBeChecked();
  await expect(preferences.locator('input[value="necessary"]')).toBeDisabled();
  await expect(preferences.locator('input[value="statistic"]')).not.toBeChecked();
  await expect(preferences.locator('input[value="marketing"]')).not.toBeChecked();
  // the cookie table lists the lifetimes of requirements §9
  await expect(preferences).toContainText("1 dag");
  await expect(preferences).toContainText("3 dagen");
  await expect(preferences).toContainText("2 uur");
  await expect(preferences).toContainText("30 dagen");
  // Escape closes it and gives the focus back
  await page.keyboard.press("Escape");
  await expect(preferences).toBeHidden();
  await consent.getByRole("link", { name: "Instellingen" }).click();

  await preferences.getByLabel("Statistische cookies").check();
  // the first choice reloads the page like every later change (requirements §4)
  await choose(page, preferences.getByRole("button", { name: "Instellingen opslaan" }));
  await enhanced(page);
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(page.locator("#analytics-script")).toHaveCount(1);
  await expect(page.locator("#analytics-script")).toHaveAttribute("src", /id=G-TEST123/);

  const cookie = (await page.context().cookies()).find((c) => c.name === "cc_cookie");
  expect(cookie).toBeTruthy();
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29);
  expect(days).toBeLessThan(31);
  expect((await consentCookieOf(page)).categories).toEqual(["necessary", "statistic"]);

  // after a reload the choice is remembered and analytics loads again
  await page.reload();
  await enhanced(page);
  await expect(page.locator("#analytics-script")).toHaveCount(1);
  await expect(consentBanner(page)).toHaveCount(0);

  // the floating button reopens the settings with the choice ticked; revoking reloads without analytics
  await page.getByTestId("cookie-settings").click();
  await expect(preferences).toBeVisible();
  await expect(preferences.locator('input[value="statistic"]')).toBeChecked();
  await preferences.locator('input[value="statistic"]').uncheck();
  await choose(page, preferences.getByRole("button", { name: "Instellingen opslaan" }));
  await enhanced(page);
  await expect(page.locator("#analytics-script")).toHaveCount(0);
  expect((await consentCookieOf(page)).categories).toEqual(["necessary"]);
});

test("the first choice reloads the page, and necessary only never loads analytics", async ({ page }) => {
  await page.goto("/en");
  await enhanced(page);
  // a mark on this page's window: gone once the page has been loaded again
  await page.evaluate(() => Object.assign(window, { beforeConsent: true }));
  await choose(page, consentBanner(page).getByRole("button", { name: "Necessary only" }));
  await enhanced(page);
  expect(await page.evaluate(() => "beforeConsent" in window)).toBe(false);
  await expect(consentBanner(page)).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page.locator("#analytics-script")).toHaveCount(0);
});

test("the consent bar does not trap the keyboard: Tab moves on to the page", async ({ page }) => {
  await page.goto("/en");
  await enhanced(page);
  const bar = consentBanner(page);
  await expect(bar).toBeVisible();
  // the mouse can use the page while the bar is shown, so the bar is not a modal for anybody
  await expect(bar).not.toHaveAttribute("aria-modal", "true");
  await bar.getByRole("button").first().focus();
  const outside: string[] = [];
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return "body";
      return active.closest("#cc-main .cm") ? "bar" : active.tagName;
    });
    if (where !== "bar" && where !== "body") outside.push(where);
  }
  expect(outside.length).toBeGreaterThan(0);
  // and back: Shift+Tab from the first button leaves the bar too
  await bar.getByRole("button").first().focus();
  await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("#cc-main .cm")))).toBe(false);
  // the bar still works from the keyboard
  await bar.getByRole("button", { name: "Necessary only" }).focus();
  await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
  await expect(consentBanner(page)).toHaveCount(0);
});

test("statistics start on pages from the page cache and on fresh renders, never without statistic consent", async ({
  page,
}) => {
  // every policy violation and every console error of the journey, on every page it loads
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  const analytics = page.locator("#analytics-script");

  // the page is in the cache before this visitor comes (another visitor asked for it): no statistics
  await page.request.get("/en");
  const first = await page.goto("/en");
  expect(first?.headers()["x-page-cache"]).toBe("hit");
  await enhanced(page);
  await page.waitForTimeout(300);
  await expect(analytics).toHaveCount(0);

  // "necessary only" on a page of its own (the `page` parameter keys a fresh entry): a fresh render
  // and then a cached one, neither with statistics
  const fresh = `/en?page=${Date.now() % 100_000}`;
  await page.goto(fresh);
  await enhanced(page);
  const necessaryOnly = page.waitForResponse(
    (r) => r.request().method() === "GET" && r.request().isNavigationRequest(),
  );
  await choose(page, consentBanner(page).getByRole("button", { name: "Necessary only" }));
  expect((await necessaryOnly).headers()["x-page-cache"]).toBe("miss");
  await enhanced(page);
  await page.waitForTimeout(300);
  await expect(analytics).toHaveCount(0);
  const cachedWithout = await page.reload();
  expect(cachedWithout?.headers()["x-page-cache"]).toBe("hit");
  await enhanced(page);
  await page.waitForTimeout(300);
  await expect(analytics).toHaveCount(0);

  // "accept all" from the settings: the page comes back with the statistics …
  await page.getByTestId("cookie-settings").click();
  await choose(page, consentSettings(page).getByRole("button", { name: "Accept all" }));
  await enhanced(page);
  await expect(analytics).toHaveAttribute("src", /id=G-TEST123/);

  // … on a page rendered now (a miss) …
  const rendered = await page.goto(`/en?page=${(Date.now() % 100_000) + 1}`);
  expect(rendered?.headers()["x-page-cache"]).toBe("miss");
  await enhanced(page);
  await expect(analytics).toHaveAttribute("src", /id=G-TEST123/);

  // … and from the cache: the same HTML and policy for every visitor with a choice
  const response = await page.reload();
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).not.toContain("'nonce-");
  await enhanced(page);
  await expect(analytics).toHaveAttribute("src", /id=G-TEST123/);

  // gtag's queue holds the configuration call (gtag.js reads it once it loads)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
        return Array.from(queue, (entry) => Array.from(entry).slice(0, 2).join(" "));
      }),
    )
    .toContain("config G-TEST123");
  expect(
    await page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations),
  ).toEqual([]);
  expect(
    consoleErrors.filter((text) => /Content Security Policy|script-src|connect-src/i.test(text)),
  ).toEqual([]);

  // the policy lets gtag load its script and send its measurements (Google's hosts for GA4)
  const directive = (name: string) =>
    policy.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
  expect(directive("script-src")).toContain("https://*.googletagmanager.com");
  for (const host of [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://*.googletagmanager.com",
  ]) {
    expect(directive("connect-src")).toContain(host);
  }
  expect(directive("img-src")).toMatch(/https:(?:\s|$)/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const texts = {
    nl: {
      path: "/",
      necessary: "Alleen noodzakelijk",
      settings: "Cookie-instellingen",
      save: "Instellingen opslaan",
      statistic: "Statistische cookies",
    },
    en: {
      path: "/en",
      necessary: "Necessary only",
      settings: "Cookie settings",
      save: "Save settings",
      statistic: "Statistics cookies",
    },
  } as const;

  for (const width of [375, 1280]) {
    for (const lang of ["nl", "en"] as const) {
      test(`${lang} at ${width}px: the banner's choice and the settings work as forms`, async ({ page }) => {
        const text = texts[lang];
        await page.setViewportSize({ width, height: 800 });
        await page.goto(text.path);
        const banner = consentBanner(page);
        await expect(banner).toBeVisible();
        await page.screenshot({ path: `test-results/consent-banner-nojs-${lang}-${width}.png` });

        // "necessary only": the page comes back without the banner, the choice is in the log
        await choose(page, banner.getByRole("button", { name: text.necessary }));
        expect(new URL(page.url()).pathname).toBe(text.path);
        await expect(consentBanner(page)).toHaveCount(0);
        const first = await consentCookieOf(page);
        expect(first).toMatchObject({ categories: ["necessary"], revision: 1, data: null });

        // the round button opens the settings (a link to #cookie-settings, `:target`)
        const button = page.getByTestId("cookie-settings");
        await expect(button).toHaveAccessibleName(text.settings);
        if (width === 375) {
          // on a phone it waits at the end of the page, below the footer's last line: it covers nothing
          const footerEnd = await page.getByRole("contentinfo").getByText(/©/).boundingBox();
          const rest = await button.boundingBox();
          expect(rest && footerEnd && rest.y >= footerEnd.y + footerEnd.height).toBe(true);
        }
        await button.click();
        const settings = consentSettings(page);
        await expect(settings).toBeVisible();
        await page.screenshot({ path: `test-results/consent-settings-nojs-${lang}-${width}.png` });
        await settings.getByLabel(text.statistic).check();
        await choose(page, settings.getByRole("button", { name: text.save }));
        // the panel is closed on the reloaded page (the form posts to the address without its fragment)
        expect(new URL(page.url()).hash).toBe("");
        await expect(consentSettings(page)).toBeHidden();
        const second = await consentCookieOf(page);
        expect(second).toMatchObject({ categories: ["necessary", "statistic"], consentId: first.consentId });
        // scripts off: nothing can load the statistics
        await expect(page.locator("#analytics-script")).toHaveCount(0);

        await login(page);
        const entries = await (await page.request.get(`/api/consent-log?search=${first.consentId}`)).json();
        expect(entries.data.map((e: { categories: string[] }) => e.categories)).toEqual([
          ["necessary", "statistic"],
          ["necessary"],
        ]);
      });
    }
  }
});

test.describe("screens", () => {
  for (const width of [375, 1280]) {
    for (const lang of ["nl", "en"] as const) {
      test(`${lang} at ${width}px with JavaScript: the banner and the settings`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(lang === "nl" ? "/" : "/en");
        await enhanced(page);
        await expect(consentBanner(page)).toBeVisible();
        await page.screenshot({ path: `test-results/consent-banner-js-${lang}-${width}.png` });
        await consentBanner(page).locator('[data-role="show"]').click();
        await expect(consentSettings(page)).toBeVisible();
        await page.screenshot({ path: `test-results/consent-settings-js-${lang}-${width}.png` });
      });
    }
  }
});
