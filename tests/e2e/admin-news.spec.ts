import { apiGet, login, png, toast, unique, uploadInto } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test.describe("admin: news", () => {
  test.beforeEach(async ({ page }) => {
    await login(page);
  });

  test("a Dutch news item with overview image and inline image, its English sibling, both public with the language switch", async ({
    page,
  }) => {
    const nlTitle = unique("Nieuwe printerdriver");
    const enTitle = unique("New printer driver");

    await page.goto(`${ADMIN_BASE}/nieuws/toevoegen`);
    await expect(page.getByRole("heading", { name: "Nieuwsitem toevoegen" })).toBeVisible();
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(nlTitle);
    await uploadInto(page, "image", await png("#1257b0", "overzicht.png"));

    const editor = page.locator('[data-field="text"] .ProseMirror');
    await editor.click();
    await page.keyboard.type("Installeer de nieuwe driver via Windows Update.");
    await page
      .locator('[data-field="text"] input[type=file]')
      .setInputFiles(await png("#f59e0b", "inline.png"));
    await expect(editor.locator("img[src^='/uploads/']")).toBeVisible({ timeout: 20_000 });

    await page.getByLabel("Gepubliceerd (zichtbaar op de website)").check();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `Het nieuwsitem “${nlTitle}” is toegevoegd`);
    await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/), { timeout: 15_000 });
    const nlId = Number(page.url().split("/").pop());

    // the English sibling: the Dutch fields copied, the language switched
    await page.getByRole("link", { name: "Engelse versie maken" }).click();
    await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE}/nieuws/toevoegen\\?translation_of=${nlId}$`), {
      timeout: 15_000,
    });
    await expect(page.getByRole("textbox", { name: "Titel", exact: true })).toHaveValue(nlTitle);
    await expect(page.getByText("Taal: English")).toBeVisible();
    await page.getByRole("textbox", { name: "Titel", exact: true }).fill(enTitle);
    await page.getByRole("textbox", { name: "Url", exact: true }).fill("");
    await page.getByLabel("Gepubliceerd (zichtbaar op de website)").check();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await toast(page, `Het nieuwsitem “${enTitle}” is toegevoegd`);
    await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/), { timeout: 15_000 });
    await expect(page.getByRole("link", { name: "Naar de Nederlandse versie" })).toBeVisible();

    const nl = (
      await apiGet<{ url: string; news_translation: { id: number; url: string } | null }>(
        page,
        `news/${nlId}`,
      )
    ).data;
    expect(nl.news_translation?.url).toBeTruthy();

    // public: the Dutch item with both images, then the language switch to the English one
    await page.goto(`/nieuws/${nl.url}`);
    await expect(page.getByRole("heading", { level: 1, name: nlTitle })).toBeVisible();
    await expect(page.locator("main img[src^='/uploads/']").first()).toBeAttached();
    await page.getByRole("link", { name: "English" }).first().click();
    await expect(page).toHaveURL(new RegExp(`/en/news/${nl.news_translation?.url}$`), { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: enTitle })).toBeVisible();
  });

  test("a duplicate title is refused with the requirements message", async ({ page, context }) => {
    await context.addCookies([{ name: "admin_lang", value: "en", url: "http://127.0.0.1" }]);
    const existing = (
      await apiGet<{ title: string; language: string }[]>(page, "news?language=nl&per_page=1")
    ).data[0];
    await page.goto(`${ADMIN_BASE}/nieuws/toevoegen`);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(existing.title);
    const message = "There already exists a news item with this title, please choose another title";
    await expect(page.locator('[data-field="title"]').getByText(message)).toBeVisible();
    await uploadInto(page, "image", await png());
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.locator('[data-field="title"]').getByText(message)).toBeVisible();
    await expect(page).toHaveURL(/\/toevoegen$/, { timeout: 15_000 });
  });
});
