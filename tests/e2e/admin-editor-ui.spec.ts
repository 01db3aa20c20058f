/**
 * The editor's screens on a phone and a laptop, in both interface languages, as an editor uses them:
 * log in, open the section from the admin menu, work in the form. What these journeys hold:
 * - the menu's account screens open in the interface language;
 * - a toast on a phone is wide enough to read and stands above the save bar (which is opaque), so it
 *   covers neither the save button nor the message of the field that needs attention;
 * - the question when leaving unsaved changes says they are kept as a draft, and they are offered back;
 * - "Concept bewaard" goes once the item is saved;
 * - the history names block types as the block editor does;
 * - the live preview opens at a phone's width on a phone;
 * - a 9.6 MiB photo is taken by the upload field (the limit is 10 MiB, said in MiB);
 * - the rich-text toolbar has no emoji (empty squares without an emoji font);
 * - the preview link's tab title is in the page's language.
 */
import sharp from "sharp";
import { apiGet, apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Locator, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

const sizes = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
] as const;
const phoneWidth = (page: Page) => (page.viewportSize()?.width ?? 1280) < 640;

/** the admin menu's link, as an editor reaches it (on a phone the menu opens first) */
async function openFromMenu(page: Page, name: string | RegExp) {
  if (phoneWidth(page)) await page.getByRole("button", { name: /Menu/ }).click();
  await page
    .locator("#admin-menu")
    .getByRole("link", { name, exact: typeof name === "string" })
    .click();
}

/** the interface language, switched with the top bar's button */
async function useLanguage(page: Page, lang: "nl" | "en") {
  const toEnglish = page.getByRole("button", { name: "English", exact: true });
  if (lang === "en") {
    await toEnglish.click();
    await expect(page.getByRole("button", { name: "Nederlands", exact: true })).toBeVisible();
  }
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, "the element is laid out").not.toBeNull();
  return found as Box;
}

const words = {
  nl: {
    news: "Nieuws",
    add: "Toevoegen",
    save: "Opslaan",
    fix: "Niet alle velden zijn goed ingevuld",
    twoFactor: "Tweestapsverificatie",
    password: "Wachtwoord wijzigen",
  },
  en: {
    news: "News",
    add: "Add",
    save: "Save",
    fix: "Some fields are not filled in correctly",
    twoFactor: "Two-step verification",
    password: "Change password",
  },
};

for (const lang of ["nl", "en"] as const) {
  test(`the menu's account screens open in the interface language (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await login(page);
    await page.goto(ADMIN_BASE);
    await useLanguage(page, lang);
    await openFromMenu(page, words[lang].twoFactor);
    await expect(page).toHaveURL(
      lang === "en" ? "/en/account/two-step-verification" : "/account/tweestapsverificatie",
    );
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await page.goBack();
    await openFromMenu(page, words[lang].password);
    await expect(page).toHaveURL(lang === "en" ? "/en/account/password" : "/account/wachtwoord");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

for (const size of sizes) {
  for (const lang of ["nl", "en"] as const) {
    test(`a refused save at ${size.width} px (${lang}): the toast is readable and covers neither the save bar nor the field's message`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await login(page);
      await page.goto(ADMIN_BASE);
      await useLanguage(page, lang);
      await openFromMenu(page, words[lang].news);
      await page.locator("#admin-main").getByRole("link", { name: words[lang].add, exact: true }).click();
      await expect(page).toHaveURL(adminRe(/\/nieuws\/toevoegen$/));

      await page.getByRole("button", { name: words[lang].save, exact: true }).click();
      const note = page.locator("[data-sonner-toast]").filter({ hasText: words[lang].fix }).first();
      await expect(note).toBeVisible();
      // the field with the message has the focus, its message is on screen
      const focused = page.locator(":focus");
      const messageId = (await focused.getAttribute("aria-describedby"))?.split(" ").find(Boolean);
      expect(messageId).toBeTruthy();
      const message = page.locator(`#admin-main [id="${messageId}"]`);
      await expect(message).toBeInViewport();
      // let the toast settle where it stays (sonner slides it in)
      await page.waitForTimeout(600);

      const bar = page.locator("form [data-save-bar]");
      const toastBox = await box(note);
      const barBox = await box(bar);
      if (size.width < 640)
        expect(toastBox.width, "the toast's width on a phone").toBeGreaterThanOrEqual(300);
      expect(overlaps(toastBox, barBox), "the toast covers the save bar").toBe(false);
      expect(overlaps(toastBox, await box(message)), "the toast covers the field's message").toBe(false);
      expect(overlaps(barBox, await box(message)), "the save bar covers the field's message").toBe(false);
      // the bar is opaque: nothing of the form shows through it
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(255, 255, 255)");
      await page.screenshot({ path: `${screenshotDir}/admin-editor-refused-save-${lang}-${size.width}.png` });

      // the rich-text toolbar: letters every font has, or a drawing; no emoji
      const toolbar = page.getByRole("toolbar").first();
      await expect(toolbar.getByRole("button").first()).toBeVisible();
      const faces = await toolbar
        .getByRole("button")
        .evaluateAll((buttons) =>
          buttons.map((b) => ({ text: b.textContent ?? "", drawn: b.querySelector("svg") !== null })),
        );
      for (const face of faces) expect(face.text, "a toolbar button's text").toMatch(/^[\x20-\x7e¶•—]*$/);
      expect(faces.filter((f) => f.drawn).length).toBeGreaterThanOrEqual(5);
    });
  }
}

for (const size of sizes) {
  test(`a refused field low in the form at ${size.width} px: its message shows above the save bar`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await openFromMenu(page, "Nieuws");
    const first = page.locator("#admin-main [data-row-title]").first();
    const id = Number(((await first.getAttribute("href")) ?? "").split("/").pop());
    await apiWrite(page, "DELETE", `draft/news/${id}`);
    await first.click();
    const url = page.getByRole("textbox", { name: "Url", exact: true });
    await expect(url).not.toHaveValue("");
    const original = await url.inputValue();
    await url.fill("Niet Goed!");
    // the editor scrolls on until the field is just behind the sticky bar, and saves from the bar:
    // the browser counts the field as on screen and focusing it would not scroll
    await url.evaluate((el) =>
      window.scrollBy(0, el.getBoundingClientRect().top - (window.innerHeight - 40)),
    );
    await page.getByRole("button", { name: "Opslaan", exact: true }).click();
    await expect(url).toBeFocused();
    const messageId = (await url.getAttribute("aria-describedby"))
      ?.split(" ")
      .find((id) => id.includes("error"));
    const message = page.locator(`[id="${messageId ?? "none"}"]`);
    await expect(message).toBeVisible();
    await page.waitForTimeout(600);
    const bar = await box(page.locator("form [data-save-bar]"));
    const shown = await box(message);
    expect(shown.y + shown.height, "the message is on screen").toBeLessThanOrEqual(size.height);
    expect(overlaps(bar, shown), "the save bar covers the field's message").toBe(false);
    for (const note of await page.locator("[data-sonner-toast]").all())
      expect(overlaps(await box(note), shown), "a toast covers the field's message").toBe(false);
    await page.screenshot({ path: `${screenshotDir}/admin-editor-field-message-nl-${size.width}.png` });
    // nothing kept of this
    await url.fill(original);
    await apiWrite(page, "DELETE", `draft/news/${id}`);
  });
}

test("leaving unsaved changes keeps them as a draft, says so, and offers them back; a save clears the draft status", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, "Nieuws");
  await expect(page).toHaveURL(adminRe(/\/nieuws\/overzicht$/));
  const first = page.locator("#admin-main [data-row-title]").first();
  const id = Number(((await first.getAttribute("href")) ?? "").split("/").pop());
  // no draft left by another journey (an offered draft holds the autosave back)
  await apiWrite(page, "DELETE", `draft/news/${id}`);
  await first.click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  const title = page.getByRole("textbox", { name: "Titel", exact: true });
  await expect(title).not.toHaveValue("");
  const original = await title.inputValue();
  await expect(page.getByRole("status", { name: "Niet-opgeslagen concept" })).toHaveCount(0);

  const typed = unique("Half af");
  await title.fill(typed);
  await openFromMenu(page, "Dashboard");
  const question = page.getByRole("alertdialog");
  await expect(question).toContainText("Ze blijven bewaard als concept");
  await expect(question).not.toContainText("verloren");
  await page.screenshot({ path: `${screenshotDir}/admin-editor-leave-question-nl-375.png` });
  await question.getByRole("button", { name: "Weggaan" }).click();
  await expect(page).toHaveURL(adminRe(/$/));

  // back to the item: the draft is offered, and restored
  await openFromMenu(page, "Nieuws");
  await page.locator(`#admin-main a[href="${ADMIN_BASE}/nieuws/wijzigen/${id}"]`).first().click();
  const banner = page.getByRole("status", { name: "Niet-opgeslagen concept" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Herstellen" }).click();
  await expect(title).toHaveValue(typed);

  // typing again keeps a draft ("Concept bewaard …"); saving the item ends that
  const saved = unique("Opgeslagen");
  await title.fill(saved);
  const status = page.locator("form [data-save-bar]").getByText(/^Concept bewaard/);
  await expect(status).toBeVisible({ timeout: 10_000 });
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await toast(page, saved);
  await expect(status).toHaveCount(0);

  // the demo item gets its own title back for the journeys after this one
  await apiWrite(page, "PUT", `news/edit/${id}`, { title: original });
});

test("the history names the block types as the block editor does", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, "Pagina's");
  await page.locator("#admin-main").getByRole("link", { name: "Toevoegen", exact: true }).click();
  const name = unique("Blokkenhistorie");
  await page.getByRole("textbox", { name: "Titel", exact: true }).first().fill(name);
  const addBlock = async (label: string) => {
    await page.getByLabel("Bloktype").selectOption({ label });
    await page.getByRole("button", { name: "Blok toevoegen" }).click();
    const block = page.locator('[data-testid="block"]').last();
    await block.getByRole("textbox", { name: "Titel", exact: true }).last().fill(`Blok ${label}`);
    await block.getByLabel("Tekst").fill("Een regel tekst.");
  };
  await addBlock("Intro");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page).toHaveURL(adminRe(/\/paginas\/wijzigen\/\d+$/));
  await addBlock("Contact");
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await toast(page, /gewijzigd/);

  const panel = page.getByTestId("revision-history");
  await panel.getByRole("button", { name: "Geschiedenis tonen" }).click();
  await panel.getByRole("button", { name: "Vergelijken" }).click();
  const diff = panel.getByTestId("revision-diff");
  await expect(diff).toContainText("Blok “Contact” toegevoegd op positie 2");
  await expect(diff).not.toContainText("“contact”");
  await diff.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${screenshotDir}/admin-editor-history-blocks-nl-1280.png` });
  // in English too
  await useLanguage(page, "en");
  await panel.getByRole("button", { name: "Compare" }).click();
  await expect(panel.getByTestId("revision-diff")).toContainText("Block “Contact” added at position 2");
  await diff.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${screenshotDir}/admin-editor-history-blocks-en-1280.png` });
  // and on a phone, in both languages (once the save's toast has gone: it stands over the page's end)
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  await diff.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${screenshotDir}/admin-editor-history-blocks-en-375.png` });
  await page.getByRole("button", { name: "Nederlands", exact: true }).click();
  await panel.getByRole("button", { name: "Vergelijken" }).click();
  await expect(diff).toContainText("Blok “Contact” toegevoegd op positie 2");
  await diff.evaluate((el) => el.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${screenshotDir}/admin-editor-history-blocks-nl-375.png` });
  const id = Number(page.url().split("/").pop());
  await apiWrite(page, "DELETE", `page/delete/${id}`);
});

for (const size of sizes) {
  test(`the live preview opens at ${size.width < 640 ? "a phone's" : "a desktop's"} width at ${size.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await login(page);
    await page.goto(ADMIN_BASE);
    await openFromMenu(page, "Nieuws");
    await page.locator("#admin-main [data-row-title]").first().click();
    await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
    await page.getByRole("button", { name: "Live voorbeeld" }).click();
    if (size.width < 1280) await page.getByRole("tab", { name: "Voorbeeld" }).click();
    const phone = size.width < 640;
    await expect(page.getByRole("button", { name: "Telefoon", exact: true })).toHaveAttribute(
      "aria-pressed",
      String(phone),
    );
    await expect(page.locator("iframe[data-width]")).toHaveAttribute(
      "data-width",
      phone ? "phone" : "desktop",
    );
    await expect(page.frameLocator("iframe[data-width]").locator("h1")).toBeVisible();
    await page.screenshot({ path: `${screenshotDir}/admin-editor-live-preview-nl-${size.width}.png` });
  });
}

test("a 9.6 MiB photo is taken by the upload field", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, "Nieuws");
  await page.locator("#admin-main [data-row-title]").first().click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  const id = Number(page.url().split("/").pop());
  const before = (await apiGet<{ image: string }>(page, `news/${id}`)).data.image;

  // a camera's photo: 9.6 MiB (10 066 330 bytes, "10.1 MB" in units of 10^6)
  const photo = Buffer.alloc(Math.round(9.6 * 1024 * 1024));
  const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#3b7d3b" } })
    .jpeg()
    .toBuffer();
  jpeg.copy(photo);
  const field = page.locator('[data-field="image"]');
  const shown = field.locator("img[src^='/uploads/']");
  const sources = async () =>
    (await shown.evaluateAll((images) => images.map((i) => i.getAttribute("src")))).join();
  await expect(shown.first()).toBeVisible();
  const stored = await sources();
  await field
    .locator("input[type=file]")
    .setInputFiles({ name: "camera.jpg", mimeType: "image/jpeg", buffer: photo });
  // the new upload is shown in place of the stored image; FilePond said nothing about its size
  await expect.poll(sources, { timeout: 30_000 }).not.toBe(stored);
  await expect(field.getByText(/te groot|too large/i)).toHaveCount(0);
  await field.screenshot({ path: `${screenshotDir}/admin-editor-upload-nl-375.png` });
  // nothing saved: the item keeps its image
  expect((await apiGet<{ image: string }>(page, `news/${id}`)).data.image).toBe(before);
});

test("a preview link's tab title is in the page's language", async ({ page, browser, baseURL }) => {
  // an unknown link: the page and its title in the visitor's language
  for (const [locale, expected] of [
    ["nl-NL", "Voorbeeld"],
    ["en-GB", "Preview"],
  ] as const) {
    const visitor = await browser.newContext({ baseURL, locale });
    try {
      const guest = await visitor.newPage();
      const answer = await guest.goto("/voorbeeld/no-such-token-at-all-no-such-token-at-all-xyz12");
      expect(answer?.status()).toBe(404);
      await expect(guest).toHaveTitle(expected);
    } finally {
      await visitor.close();
    }
  }

  // a link the editor makes for a Dutch news item
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await openFromMenu(page, "Nieuws");
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/api/news?") && r.url().includes("language=nl")),
    page.getByRole("combobox", { name: "Taal", exact: true }).selectOption("nl"),
  ]);
  await expect(page).toHaveURL(/language=nl/);
  // the filtered list: every row's language column says NL
  const rows = page.locator("#admin-main [data-row]");
  await expect(rows.filter({ has: page.locator("td", { hasText: /^EN$/ }) })).toHaveCount(0);
  await rows.first().locator("[data-row-title]").click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  await expect(page.getByText("Taal: Nederlands")).toBeVisible();
  const title = await page.getByRole("textbox", { name: "Titel", exact: true }).inputValue();
  const panel = page.getByTestId("preview-links");
  await panel.getByLabel("Link werkt").selectOption("1");
  await panel.getByRole("button", { name: "Link maken" }).click();
  const url = await panel.getByTestId("preview-link-url").inputValue();
  expect(url).toMatch(/\/voorbeeld\//);
  const guestContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const guest = await guestContext.newPage();
    await guest.goto(new URL(url).pathname);
    await expect(guest).toHaveTitle(`${title} | Voorbeeld`);
    await guest.screenshot({ path: `${screenshotDir}/preview-link-nl-1280.png` });
  } finally {
    await guestContext.close();
  }
  await panel.getByRole("button", { name: "Intrekken" }).first().click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Intrekken" }).click();
});

for (const size of sizes) {
  for (const lang of ["nl", "en"] as const) {
    test(`screenshots of the changed editor screens, ${lang}, ${size.width} px`, async ({ page }) => {
      const en = lang === "en";
      await page.setViewportSize(size);
      await login(page);
      await page.goto(ADMIN_BASE);
      await useLanguage(page, lang);
      await openFromMenu(page, words[lang].news);
      const first = page.locator("#admin-main [data-row-title]").first();
      const id = Number(((await first.getAttribute("href")) ?? "").split("/").pop());
      // no draft left by another journey: an offered draft holds the autosave back
      await apiWrite(page, "DELETE", `draft/news/${id}`);
      await first.click();
      await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
      const shot = (name: string) => `${screenshotDir}/admin-editor-${name}-${lang}-${size.width}.png`;
      const title = page.getByRole("textbox", { name: en ? "Title" : "Titel", exact: true });
      await expect(title).not.toHaveValue("");
      await title.fill(`${await title.inputValue()} (${en ? "draft" : "concept"})`);
      await expect(page.locator("form [data-save-bar]")).toContainText(
        en ? "Draft kept" : "Concept bewaard",
        {
          timeout: 10_000,
        },
      );
      await page
        .getByRole("toolbar")
        .first()
        .screenshot({ path: shot("toolbar") });

      await openFromMenu(page, "Dashboard");
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await page.screenshot({ path: shot("leave-question") });
      await page.getByRole("button", { name: en ? "Stay" : "Blijven" }).click();

      await page.getByRole("button", { name: en ? "Live preview" : "Live voorbeeld" }).click();
      if (size.width < 1280) await page.getByRole("tab", { name: en ? "Preview" : "Voorbeeld" }).click();
      await expect(page.frameLocator("iframe[data-width]").locator("h1")).toBeVisible();
      await page.screenshot({ path: shot("live-preview") });
      await apiWrite(page, "DELETE", `draft/news/${id}`);
    });
  }
}
