/**
 * The content blocks and overviews as a visitor meets them, with JavaScript off (at 375 and 1280 px,
 * in both languages) and on. The demo home page holds every block with behaviour: the header slider,
 * the comparison, the slider text block, the FAQ and the gallery (server/db/seed/pages.ts).
 *
 * Without scripts: a slider shows its first slide and its dots are links that bring the others into
 * view; the FAQ opens (<details>); the gallery's thumbnails lead to their full images; the comparison
 * shows both images; every overview reaches a detail page by a click. With scripts: Embla drives
 * the sliders (previous/next, dots, autoplay, pause), the gallery opens a lightbox, the comparison
 * is a slider, and Embla is fetched only on a page that has a slider.
 */
import path from "node:path";
import { slugify } from "#core/content/slug.ts";
import { readModuleMap } from "../../bench/js-bytes.ts";
import { apiGet, apiWrite, login, unique } from "./admin-support.ts";
import { runAxe, violationLines, WCAG_TAGS } from "./axe.ts";
import { consentCookie, expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

const build = path.resolve(import.meta.dirname, "../../build");
/** the tips overview's page size (app/routes/public/tip-overview.server.ts) */
const TIPS_PER_PAGE = 8;

const text = {
  nl: {
    home: "/",
    goTo: (n: number) => `Ga naar dia ${n}`,
    next: "Volgende dia",
    previous: "Vorige dia",
    play: "Slider afspelen",
    pause: "Slider pauzeren",
    question: "Wat kost een diagnose?",
    answer: "De diagnose in onze werkplaats is gratis.",
    enlarge: (n: number) => `Afbeelding ${n} vergroten`,
    dialog: (n: number) => `Afbeelding ${n} van`,
    before: "Voor",
    after: "Na",
    overviews: ["/nieuws", "/tips-en-tricks", "/verkoop/product-verkoop"],
    detail: /^\/(nieuws|tips-en-tricks|verkoop\/product-verkoop)\/[^/]+$/,
  },
  en: {
    home: "/en",
    goTo: (n: number) => `Go to slide ${n}`,
    next: "Next slide",
    previous: "Previous slide",
    play: "Play slider",
    pause: "Pause slider",
    question: "What does a diagnosis cost?",
    answer: "A diagnosis in our workshop is free.",
    enlarge: (n: number) => `Enlarge image ${n}`,
    dialog: (n: number) => `Image ${n} of`,
    before: "Before",
    after: "After",
    overviews: ["/en/news", "/en/tips-and-tricks", "/en/sale/product-sale"],
    detail: /^\/en\/(news|tips-and-tricks|sale\/product-sale)\/[^/]+$/,
  },
} as const;

type Lang = keyof typeof text;

// the cookie choice is made beforehand (its banner is another journey's subject), so the banner
// stays away and covers nothing
test.use({ consented: "necessary" });

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const width of [375, 1280]) {
  for (const lang of ["nl", "en"] as const) {
    const t = text[lang];
    test.describe(`without JavaScript, ${width} px, ${lang}`, () => {
      test.use({ javaScriptEnabled: false, viewport: { width, height: 900 } });

      test("the sliders show their first slide and the dots reach the others", async ({ page }) => {
        await page.goto(t.home);
        const header = page.getByTestId("header-slider");
        await expect(header.locator("#header-slide-1")).toBeInViewport({ ratio: 0.9 });
        await expect(header.locator("#header-slide-2")).not.toBeInViewport();
        // the buttons need the script: not shown without it
        await expect(header.getByRole("button")).toHaveCount(0);
        await header.getByRole("link", { name: t.goTo(2) }).click();
        await expect(header.locator("#header-slide-2")).toBeInViewport({ ratio: 0.9 });
        await expect(header.locator("#header-slide-1")).not.toBeInViewport();
        await header.getByRole("link", { name: t.goTo(3) }).click();
        await expect(header.locator("#header-slide-3")).toBeInViewport({ ratio: 0.9 });

        const quotes = page.getByTestId("slider-text");
        const slides = quotes.getByRole("group");
        await quotes.scrollIntoViewIfNeeded();
        await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
        await expect(slides.nth(2)).not.toBeInViewport();
        await quotes.getByRole("link", { name: t.goTo(3) }).click();
        await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
        await expect(slides.nth(0)).not.toBeInViewport();
        // the track before the dots is a tab stop of its own: the arrow keys scroll it
        const track = quotes.locator("[data-slider-viewport]");
        for (let i = 0; i < 4 && !(await track.evaluate((el) => el === document.activeElement)); i++)
          await page.keyboard.press("Shift+Tab");
        await expect(track).toBeFocused();
        await page.keyboard.press("ArrowLeft");
        await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
      });

      test("the FAQ opens, the comparison shows both images, the gallery leads to full images", async ({
        page,
        request,
      }) => {
        await page.goto(t.home);
        const answer = page.getByText(t.answer);
        await expect(answer).toBeHidden();
        await page.getByText(t.question).click();
        await expect(answer).toBeVisible();
        await page.getByText(t.question).click();
        await expect(answer).toBeHidden();

        const comparison = page.getByTestId("comparison");
        await comparison.scrollIntoViewIfNeeded();
        await expect(comparison.getByRole("img", { name: t.before, exact: true })).toBeVisible();
        await expect(comparison.getByRole("img", { name: t.after, exact: true })).toBeVisible();
        await expect(comparison.getByRole("slider")).toBeHidden();

        const gallery = page.getByTestId("gallery");
        const first = gallery.getByRole("link", { name: t.enlarge(1) });
        const href = await first.getAttribute("href");
        expect(href).toMatch(/^\/uploads\/gallery\//);
        const image = await request.get(href ?? "");
        expect(image.ok()).toBe(true);
        expect(image.headers()["content-type"]).toMatch(/^image\//);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
      });

      test("every overview leads to its detail pages, and on to related news", async ({ page }) => {
        for (const overview of t.overviews) {
          await page.goto(overview);
          const cards = page.getByRole("main").getByRole("article");
          expect(await cards.count(), overview).toBeGreaterThan(0);
          await cards.first().getByRole("link").click();
          expect(pathOf(page), overview).toMatch(t.detail);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          if (overview.endsWith("news")) {
            // the other news of its category under a news item (the demo's first Dutch item has
            // some; the first English one is alone in its category)
            const related = page.getByRole("region", { name: lang === "nl" ? "Meer nieuws" : "More news" });
            if (lang === "nl") await expect(related).toBeVisible();
            if (await related.count()) {
              const link = related.getByRole("link").first();
              const target = await link.getAttribute("href");
              await link.click();
              expect(pathOf(page)).toBe(target);
            }
          }
        }
        // the news block on the home page
        await page.goto(t.home);
        const newsCard = page.locator('[data-block="news"]').getByRole("article").first();
        const target = await newsCard.getByRole("link").getAttribute("href");
        await newsCard.getByRole("link").click();
        expect(pathOf(page)).toBe(target);
      });
    });
  }
}

test.describe("without JavaScript, pagination", () => {
  test.use({ javaScriptEnabled: false });
  test("an overview's page links are plain links", async ({ page, browser, baseURL }) => {
    // its own data: enough published Dutch tips for a second page of the tips overview (8 a page),
    // added by the admin in a context of its own, so the visitor's page stays a visitor's
    const admin = await browser.newContext({ baseURL });
    const adminPage = await admin.newPage();
    await login(adminPage);
    const shown = (await apiGet<number>(adminPage, "public-tips-count/nl")).data;
    for (let i = shown; i <= TIPS_PER_PAGE; i++) {
      const title = unique(`Tip voor pagina twee ${i}`);
      await apiWrite(adminPage, "POST", "tip/add-tip", {
        language: "nl",
        title,
        url: slugify(title),
        image: "/uploads/tip/1/a.jpg",
        visible: true,
      });
    }
    await admin.close();

    await page.goto("/tips-en-tricks");
    const nav = page.getByRole("navigation", { name: "Pagina's" });
    await nav.getByRole("link", { name: "Pagina 2" }).click();
    expect(new URL(page.url()).search).toBe("?page=2");
    await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
    await expect(nav.locator('[aria-current="page"]')).toContainText("2");
  });
});

test.describe("with JavaScript", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("Embla drives the header slider: next, dots, pause; autoplay advances", async ({ page }) => {
    test.setTimeout(60_000);
    // Playwright's clock: the page's timers run at their own pace, and the 10 s of the autoplay are
    // jumped over instead of waited for (two waits of 10-11 s made this the longest journey)
    await page.clock.install();
    await page.goto("/");
    const slider = page.getByTestId("header-slider");
    await expect(slider).toHaveAttribute("data-slider-live", "");
    await expect(slider).toHaveAttribute("data-index", "0");
    // autoplay delay is 10 000 ms
    await page.clock.fastForward(10_500);
    await expect(slider).toHaveAttribute("data-index", "1");
    await slider.getByRole("button", { name: text.nl.next }).click();
    await expect(slider).toHaveAttribute("data-index", "2");
    await expect(slider.getByRole("link", { name: text.nl.goTo(3) })).toHaveAttribute("aria-current", "true");
    await slider.getByRole("button", { name: text.nl.previous }).click();
    await expect(slider).toHaveAttribute("data-index", "1");
    // a dot scrolls with Embla; the address stays as it is
    await slider.getByRole("link", { name: text.nl.goTo(1) }).click();
    await expect(slider).toHaveAttribute("data-index", "0");
    expect(new URL(page.url()).hash).toBe("");
    const toggle = slider.getByTestId("slider-toggle");
    await expect(toggle).toHaveAttribute("aria-label", text.nl.pause);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-label", text.nl.play);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    // paused: past one more autoplay delay, still on the first slide
    await page.clock.fastForward(11_000);
    await expect(slider).toHaveAttribute("data-index", "0");
    // the slides that are not shown are hidden from screen readers
    await expect(slider.locator("#header-slide-2")).toHaveAttribute("aria-hidden", "true");
  });

  test("with reduced motion the header slider does not play by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/en");
    const slider = page.getByTestId("header-slider");
    await expect(slider).toHaveAttribute("data-slider-live", "");
    await expect(slider.getByTestId("slider-toggle")).toHaveAttribute("aria-label", text.en.play);
    await slider.getByRole("button", { name: text.en.next }).click();
    await expect(slider).toHaveAttribute("data-index", "1");
  });

  test("the slider text block steps with its buttons and arrow keys", async ({ page }) => {
    await page.goto("/en");
    const quotes = page.getByTestId("slider-text");
    await quotes.scrollIntoViewIfNeeded();
    await expect(quotes).toHaveAttribute("data-slider-live", "");
    // the buttons lead now: the track, no longer scrolled, is no tab stop
    await expect(quotes.locator("[data-slider-viewport]")).not.toHaveAttribute("tabindex");
    await quotes.getByRole("button", { name: text.en.next }).click();
    await expect(quotes).toHaveAttribute("data-index", "1");
    // (the other slides are aria-hidden now, so not found by role)
    await expect(quotes.locator('[aria-roledescription="slide"]').nth(1)).toBeInViewport({ ratio: 0.9 });
    await page.keyboard.press("ArrowRight");
    await expect(quotes).toHaveAttribute("data-index", "2");
    await quotes.getByRole("button", { name: text.en.previous }).click();
    await expect(quotes).toHaveAttribute("data-index", "1");
  });

  test("the gallery opens a lightbox with the keyboard; the comparison is a slider", async ({ page }) => {
    await page.goto("/");
    await page.locator("html[data-enhanced]").waitFor();
    const first = page.getByTestId("gallery").getByRole("link", { name: text.nl.enlarge(1) });
    await first.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${text.nl.dialog(1)}`));
    await expect(dialog.getByRole("img")).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${text.nl.dialog(2)}`));
    await dialog.getByRole("button", { name: "Vorige afbeelding" }).click();
    await expect(dialog).toHaveAccessibleName(new RegExp(`^${text.nl.dialog(1)}`));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(first).toBeFocused();
    expect(pathOf(page)).toBe("/");

    const comparison = page.getByTestId("comparison");
    const range = comparison.getByRole("slider");
    await expect(range).toBeAttached();
    await range.focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(range).toHaveAttribute("aria-valuetext", "Voor 48%, Na 52%");
    expect(await comparison.evaluate((el) => el.style.getPropertyValue("--pos"))).toBe("48%");
  });

  test("Embla is fetched on a page with a slider only, after the first load", async ({ page }) => {
    const map = await readModuleMap(build);
    if (!map) throw new Error("build/client-modules.json is written by the build");
    const emblaChunks = new Set(
      Object.entries(map)
        .filter(([, chunk]) =>
          Object.keys(chunk.modules).some((id) => id.includes("node_modules/embla-carousel")),
        )
        .map(([file]) => file),
    );
    expect(emblaChunks.size).toBeGreaterThan(0);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    const embla = () => scripts.filter((file) => emblaChunks.has(file));

    await page.goto("/nieuws");
    await page.locator("html[data-enhanced]").waitFor();
    await page.waitForTimeout(2500); // past the idle moment the sliders wait for
    expect(embla()).toEqual([]);

    await page.goto("/");
    await expect(page.getByTestId("header-slider")).toHaveAttribute("data-slider-live", "");
    expect(embla().length).toBeGreaterThan(0);
  });
});

test.describe("axe on the blocks", () => {
  for (const width of [375, 1280]) {
    test(`the home page's blocks once enhanced, and the lightbox, ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ["nl", "en"] as const) {
        await page.goto(text[lang].home);
        await expect(page.getByTestId("header-slider")).toHaveAttribute("data-slider-live", "");
        await expect(page.getByTestId("slider-text")).toHaveAttribute("data-slider-live", "");
        const include = [
          "[data-slider]",
          "[data-block=faq]",
          "[data-block=gallery]",
          "[data-block=comparison]",
        ];
        const check = async (label: string) => {
          expect(violationLines(await runAxe(page, { tags: WCAG_TAGS, include })), label).toEqual([]);
        };
        await check(`${lang} ${width}`);
        await page.getByTestId("gallery").getByRole("link").first().click();
        await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
        await check(`${lang} ${width}, lightbox open`);
      }
    });
  }
});

test.describe("screenshots", () => {
  for (const width of [375, 1280]) {
    for (const lang of ["nl", "en"] as Lang[]) {
      for (const js of [true, false]) {
        test(`home page with its blocks, ${width} px, ${lang}, ${js ? "with" : "without"} JavaScript`, async ({
          browser,
          baseURL,
        }) => {
          const context = await browser.newContext({
            baseURL,
            javaScriptEnabled: js,
            viewport: { width, height: 900 },
            reducedMotion: "reduce",
          });
          await context.addCookies([consentCookie("necessary", baseURL ?? "")]);
          const page = await context.newPage();
          await page.goto(text[lang].home);
          if (js) await expect(page.getByTestId("header-slider")).toHaveAttribute("data-slider-live", "");
          const name = `${width}-${lang}-${js ? "js" : "nojs"}`;
          await page.waitForLoadState("networkidle");
          await page.screenshot({ path: path.join(screenshotDir, `blocks-top-${name}.png`) });
          // lazy images: scroll through once so every block shows its pictures
          // (with the mouse wheel: page.evaluate needs JavaScript)
          for (let i = 0; i < 25; i++) {
            await page.mouse.wheel(0, 600);
            await page.waitForTimeout(40);
          }
          await page.waitForLoadState("networkidle");
          await page.screenshot({
            path: path.join(screenshotDir, `blocks-home-${name}.png`),
            fullPage: true,
          });
          // each block with behaviour on its own, to look at closely
          for (const type of ["comparison", "slider_text", "faq", "gallery"]) {
            await page
              .locator(`[data-block="${type}"]`)
              .screenshot({ path: path.join(screenshotDir, `blocks-${type}-${name}.png`) });
          }
          if (js) {
            await page.getByTestId("gallery").getByRole("link").first().click();
            await expect(page.getByRole("dialog").getByRole("img")).toBeVisible();
            await page.screenshot({ path: path.join(screenshotDir, `blocks-lightbox-${name}.png`) });
          }
          await context.close();
        });
      }
    }
  }
});
