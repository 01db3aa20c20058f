/**
 * What an editor's work leaves in the editor's screens:
 * - the question when leaving unsaved changes says they are kept as a draft, and they are offered back;
 *   "Concept bewaard" goes once the item is saved;
 * - the history names block types as the block editor does;
 * - a 9.6 MiB photo is taken by the upload field (the limit is 10 MiB, said in MiB);
 * - the preview link's tab title is in the page's language.
 */
import sharp from "sharp";
import { openFromMenu, useLanguage } from "./admin-editor-support.ts";
import { apiGet, apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

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
