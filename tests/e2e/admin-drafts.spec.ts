/**
 * Autosaved drafts (issue 13 item 2): the admin opens a news item from the admin menu, types a new
 * title and leaves without saving (answering the unsaved-changes question); coming back by clicking,
 * the screen offers the draft: Restore fills the form with what was typed, Discard removes it. Plus
 * screenshots of the banner (nl and en, 1280 and 390 px wide).
 */
import { apiGet, apiWrite, login, toast, unique } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, type Page, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

/** from the admin menu to the news list, then the item with this title */
async function openNews(page: Page, title: string) {
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/nieuws/overzicht"]`).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/overzicht$/));
  await page.locator("#admin-main [data-row-title]").filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
}

/** away by the admin menu, confirming the unsaved-changes question */
async function leaveWithoutSaving(page: Page) {
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/tips/overzicht"]`).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Weggaan zonder op te slaan?");
  await dialog.getByRole("button", { name: "Weggaan" }).click();
  await expect(page).toHaveURL(adminRe(/\/tips\/overzicht$/));
}

test("a news item's unsaved title is kept as a draft, offered back, restored and discarded", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/nieuws/overzicht"]`).click();
  await page.locator("#admin-main [data-row-title]").first().click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  const id = Number(page.url().split("/").pop());

  const title = page.getByRole("textbox", { name: "Titel", exact: true });
  await expect(title).not.toHaveValue("");
  const original = await title.inputValue();
  const typed = unique("Half getypte titel");
  await title.fill(typed);
  // kept shortly after the typing stopped
  await expect(page.getByText(/^Concept bewaard/)).toBeVisible();
  await leaveWithoutSaving(page);

  // back by clicking: the banner offers the draft; the form still has the saved title
  await openNews(page, original);
  const banner = page.getByRole("status", { name: "Niet-opgeslagen concept" });
  await expect(banner).toContainText("Er is een niet-opgeslagen concept van");
  await expect(title).toHaveValue(original);
  await banner.getByRole("button", { name: "Herstellen" }).click();
  await expect(title).toHaveValue(typed);
  await expect(banner).toBeHidden();

  // restored counts as unsaved: leaving asks again, and the draft is still there afterwards
  await leaveWithoutSaving(page);
  await openNews(page, original);
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Weggooien" }).click();
  await toast(page, "Concept weggegooid.");
  await expect(banner).toBeHidden();
  await expect(title).toHaveValue(original);

  // discarded: gone on the server, and not offered when the screen opens again
  expect((await apiGet(page, `draft/news/${id}`)).data).toBeNull();
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/tips/overzicht"]`).click();
  await openNews(page, original);
  await expect(title).toHaveValue(original);
  await expect(banner).toBeHidden();
});

test("saving the item removes its draft", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/nieuws/overzicht"]`).click();
  await page.locator("#admin-main [data-row-title]").nth(1).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));
  const id = Number(page.url().split("/").pop());
  const title = page.getByRole("textbox", { name: "Titel", exact: true });
  await expect(title).not.toHaveValue("");
  const original = await title.inputValue();
  await title.fill(unique("Opgeslagen titel"));
  await expect(page.getByText(/^Concept bewaard/)).toBeVisible();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await toast(page, /gewijzigd|opgeslagen/i);
  expect((await apiGet(page, `draft/news/${id}`)).data).toBeNull();
  await apiWrite(page, "PUT", `news/edit/${id}`, { title: original });
});

for (const width of [1280, 390]) {
  for (const lang of ["nl", "en"] as const) {
    test(`screenshot of the draft banner, ${lang}, ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await login(page);
      await page.context().addCookies([{ name: "admin_lang", value: lang, url: baseURL }]);
      const news = await apiGet<{ id: number; title: string }[]>(page, "news?per_page=5");
      const item = news.data[2];
      await apiWrite(page, "PUT", `draft/news/${item.id}`, {
        values: { title: `${item.title} (${lang === "en" ? "draft" : "concept"})` },
      });
      await page.goto(`${ADMIN_BASE}/nieuws/wijzigen/${item.id}`);
      const banner = page.getByRole("status", {
        name: lang === "en" ? "Unsaved draft" : "Niet-opgeslagen concept",
      });
      await expect(
        banner.getByRole("button", { name: lang === "en" ? "Restore" : "Herstellen" }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      await page.screenshot({ path: `${screenshotDir}/admin-draft-banner-${lang}-${width}.png` });
      await banner.getByRole("button", { name: lang === "en" ? "Discard" : "Weggooien" }).click();
      await expect(banner).toBeHidden();
    });
  }
}
