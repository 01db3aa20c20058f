/**
 * Site search journeys (issue 22), clicking from where a visitor starts: the header's search field
 * at 1280 px and its button at 375 px, in Dutch and English; results as you type (combobox with the
 * keyboard; Escape closes it, also when an answer arrives after it), Enter to the results page,
 * "no results" with suggestions, and the results page with JavaScript disabled. Screenshots of the
 * results page go to screenshot-dir.ts.
 */
import { runAxe, violationLines, WCAG_TAGS } from "./axe.ts";
import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

const cases = [
  {
    lang: "nl",
    home: "/",
    typo: "laptpo",
    title: "Je laptop weer snel",
    results: "/zoeken",
    field: "Zoek op de site",
    open: "Zoeken",
  },
  {
    lang: "en",
    home: "/en",
    typo: "laptpo",
    title: "Make your laptop fast again",
    results: "/en/search",
    field: "Search the site",
    open: "Search",
  },
] as const;

async function openSearch(page: Page, width: number, c: (typeof cases)[number]) {
  const header = page.locator("header[data-site-header]");
  if (width < 1280) {
    // a phone: the button opens the field (and puts the focus in it)
    await header.locator("details[data-search-toggle] > summary").click();
    const field = header.locator("#site-search-phone");
    await expect(field).toBeFocused();
    return field;
  }
  const field = header.getByRole("combobox", { name: c.field });
  await field.click();
  return field;
}

/**
 * The room the field leaves its placeholder ("Zoeken…"), in CSS pixels: its inner width less its
 * padding and Chromium's clear button, which keeps about 1em beside the text even while the field
 * is empty. The header's field is narrow (9rem at 1280 px); the placeholder showed as "Zoeken.."
 * when the padding left it too little.
 */
async function placeholderRoom(field: ReturnType<Page["locator"]>) {
  return field.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement("canvas").getContext("2d");
    if (!context) throw new Error("no canvas");
    context.font = style.font;
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return inner - Number.parseFloat(style.fontSize) - context.measureText(input.placeholder).width;
  });
}

for (const width of [375, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });
    for (const c of cases) {
      test(`${c.lang}: results as you type, with a typo, by keyboard`, async ({ page }) => {
        await page.goto(c.home);
        await page.locator("html[data-enhanced]").waitFor();
        await decideConsent(page);
        const field = await openSearch(page, width, c);
        expect(await placeholderRoom(field), "the placeholder shows whole").toBeGreaterThanOrEqual(0);
        await field.pressSequentially(c.typo, { delay: 30 });
        const listbox = page.locator(`#${await field.getAttribute("aria-controls")}`);
        await expect(listbox).toBeVisible();
        await expect(field).toHaveAttribute("aria-expanded", "true");
        // the list for the whole word: not one of a few letters ago still waiting to be replaced
        await expect(listbox).not.toHaveAttribute("aria-busy", "true");
        await expect(listbox).toContainText(c.title);
        const first = listbox.getByRole("option").first();
        await field.press("ArrowDown");
        await expect(field).toHaveAttribute(
          "aria-activedescendant",
          (await first.getAttribute("id")) as string,
        );
        await expect(first).toHaveAttribute("aria-selected", "true");
        await field.press("Escape");
        await expect(listbox).toBeHidden();
        await expect(field).toHaveAttribute("aria-expanded", "false");
        // Enter without a chosen option: the results page
        await field.press("Enter");
        await expect(page).toHaveURL(new RegExp(`${c.results}\\?q=${c.typo}$`));
        await expect(page.getByTestId("search-results")).toContainText(c.title);
        await page.screenshot({
          path: `${screenshotDir}/public-search-${c.lang}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });
      });
    }

    test("nl: choosing a result with the keyboard opens it", async ({ page }) => {
      await page.goto("/");
      await page.locator("html[data-enhanced]").waitFor();
      await decideConsent(page);
      const field = await openSearch(page, width, cases[0]);
      await field.pressSequentially("laptop", { delay: 30 });
      const listbox = page.locator(`#${await field.getAttribute("aria-controls")}`);
      await expect(listbox).toContainText("Je laptop weer snel");
      const chosen = listbox.getByRole("option", { name: /Je laptop weer snel/ });
      // down through the options until the tip is the active one, then Enter opens it
      // (the list wraps; results that arrive late re-render it, so keep going until the tip is active)
      await expect(async () => {
        await field.press("ArrowDown");
        await expect(chosen).toHaveAttribute("aria-selected", "true", { timeout: 300 });
      }).toPass({ timeout: 15_000 });
      await field.press("Enter");
      await expect(page).toHaveURL(/\/tips-en-tricks\/laptop-weer-snel$/);
    });
  });
}

/**
 * A slow network: the search answers from now on are held until `release()`; `asked` is the first
 * request held, `stop()` lets later searches through again.
 */
async function holdSearchAnswers(page: Page) {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const search = /\/api\/search\?/;
  const asked = page.waitForRequest(search);
  await page.route(search, async (route) => {
    await held;
    await route.continue().catch(() => {}); // cancelled by the island: nothing to continue
  });
  return { asked, release, stop: () => page.unroute(search) };
}

/** a visitor on the Dutch home page at desktop width opens the search field and types "laptop" */
async function typeLaptopOnDutchHome(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  await page.locator("html[data-enhanced]").waitFor();
  const field = await openSearch(page, 1280, cases[0]);
  const listbox = page.locator(`#${await field.getAttribute("aria-controls")}`);
  await field.pressSequentially("laptop", { delay: 30 });
  return { field, listbox };
}

test("nl: Escape closes the list for good, also when an answer comes after it", async ({ page }) => {
  const { field, listbox } = await typeLaptopOnDutchHome(page);
  await expect(listbox).toContainText("Je laptop weer snel");
  // a slow network: the answer to what is typed next is held until after the visitor's Escape
  const slow = await holdSearchAnswers(page);
  await field.pressSequentially(" snel", { delay: 30 });
  await slow.asked;
  await field.press("Escape");
  await expect(listbox).toBeHidden();
  slow.release();
  // the answer, had it not been dropped, would open the list again within a moment
  await page.waitForTimeout(1000);
  await expect(listbox).toBeHidden();
  await expect(field).toHaveAttribute("aria-expanded", "false");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("laptop snel");
  // typing again searches again
  await slow.stop();
  await field.press("Backspace");
  await expect(listbox).toBeVisible();
  await expect(field).toHaveAttribute("aria-expanded", "true");
});

test("nl: a result chosen on the list on screen stays chosen when the answer to the whole word replaces it", async ({
  page,
}) => {
  const { field, listbox } = await typeLaptopOnDutchHome(page);
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  await expect(listbox).toContainText("Je laptop weer snel");
  // a slow network: the answer to the next word is held while the visitor picks from the list on screen
  const slow = await holdSearchAnswers(page);
  await field.pressSequentially(" snel", { delay: 30 });
  await slow.asked;
  await expect(listbox).toHaveAttribute("aria-busy", "true");
  const tip = listbox.getByRole("option", { name: /Je laptop weer snel/ });
  await expect(async () => {
    await field.press("ArrowDown");
    await expect(tip).toHaveAttribute("aria-selected", "true", { timeout: 300 });
  }).toPass({ timeout: 10_000 });
  slow.release();
  await expect(listbox).not.toHaveAttribute("aria-busy", "true");
  // the new list: the tip is still the chosen one, and Enter opens it
  await expect(tip).toHaveAttribute("aria-selected", "true");
  await expect(field).toHaveAttribute("aria-activedescendant", (await tip.getAttribute("id")) as string);
  await slow.stop();
  await field.press("Enter");
  await expect(page).toHaveURL(/\/tips-en-tricks\/laptop-weer-snel$/);
});

test("nl: nothing found shows suggestions and places to look", async ({ page }) => {
  await page.goto("/zoeken?q=laptoppen%20xyzzy");
  await expect(page.getByTestId("search-none")).toContainText("Niets gevonden voor “laptoppen xyzzy”");
  await expect(page.getByTestId("search-none").getByRole("link", { name: "Nieuws" })).toBeVisible();
  await page.goto("/zoeken?q=laptoooop");
  await expect(
    page.getByTestId("search-suggestions").getByRole("link", { name: "laptop", exact: true }),
  ).toBeVisible();
  await page.getByTestId("search-suggestions").getByRole("link", { name: "laptop", exact: true }).click();
  await expect(page.getByTestId("search-results")).toContainText("Je laptop weer snel");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

  test("the phone's button opens the field, and the form leads to the results page", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header[data-site-header]");
    await header.locator("details[data-search-toggle] > summary").click();
    const field = header.locator("#site-search-phone");
    await field.fill("reparaties");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/zoeken\?q=reparaties$/);
    await expect(page.getByTestId("search-results").getByRole("listitem").first()).toBeVisible();
    // the field of the page itself, and a query too short
    const own = page.locator("#search-page-q");
    await expect(own).toHaveValue("reparaties");
    await page.goto("/en/search?q=a");
    await expect(page.getByTestId("search-error")).toHaveText("Type at least 2 characters.");
  });
});

for (const width of [375, 1280]) {
  test(`the open combobox and the results page have no accessibility violations (axe-core, ${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/en");
    await page.locator("html[data-enhanced]").waitFor();
    await decideConsent(page);
    const field = await openSearch(page, width, cases[1]);
    await field.pressSequentially("laptop", { delay: 30 });
    await expect(page.locator(`#${await field.getAttribute("aria-controls")}`)).toContainText(cases[1].title);
    await field.press("ArrowDown");
    const violations = async () => violationLines(await runAxe(page, { tags: WCAG_TAGS }));
    expect(await violations()).toEqual([]);
    await field.press("Escape");
    await page.goto("/en/search?q=laptop");
    expect(await violations()).toEqual([]);
  });
}
