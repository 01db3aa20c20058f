/**
 * Reviews per language: the editor adds an English review from the admin menu, and only the English
 * home page shows it — also when both home pages were already in the page cache before the save.
 */
import { unique } from "./admin-support.ts";
import { loginAs } from "./auth-helpers.ts";
import { adminRe, expect, test } from "./fixtures.ts";

test("an English review shows on /en and not on the Dutch home page", async ({ page, browser }) => {
  const visitor = await browser.newPage();
  const reviewsOf = (p: typeof visitor) =>
    p.getByRole("region", { name: /^(What our customers say|Wat onze klanten zeggen)$/ });

  // before: each home page shows its own demo reviews (and fills the page cache)
  await visitor.goto("/en");
  await expect(reviewsOf(visitor)).toContainText("Priya Raman");
  await expect(reviewsOf(visitor)).not.toContainText("Marieke van den Berg");
  await visitor.getByRole("link", { name: "Deze pagina in het Nederlands" }).first().click();
  await expect(visitor).toHaveURL(/\/(nl)?$/);
  await expect(reviewsOf(visitor)).toContainText("Marieke van den Berg");
  await expect(reviewsOf(visitor)).not.toContainText("Priya Raman");

  // the editor adds an English review, from the menu
  await loginAs(page, "admin");
  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(adminRe(/\/reviews\/overzicht$/));
  await page.getByRole("link", { name: "Toevoegen", exact: true }).click();
  await expect(page).toHaveURL(adminRe(/\/reviews\/toevoegen$/));
  const language = page.getByRole("combobox", { name: "Taal" });
  await expect(language).toHaveValue("nl");
  await expect(language.getByRole("option")).toHaveText(["Nederlands", "English"]);
  const name = unique("Grace");
  const text = `Fixed my laptop the same week, thank you! (${name})`;
  await language.selectOption({ label: "English" });
  await page.getByRole("textbox", { name: "Naam", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Tekst", exact: true }).fill(text);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "is toegevoegd" }).first()).toBeVisible({
    timeout: 15_000,
  });

  // the list shows its language and can be narrowed to English
  await page.getByRole("navigation", { name: "Beheermenu" }).getByRole("link", { name: "Reviews" }).click();
  await expect(page).toHaveURL(adminRe(/\/reviews\/overzicht$/));
  // the address changes before the list replaces the form: its "Taal" would be the form's field
  await expect(page.locator("#admin-main [data-row]").first()).toBeVisible();
  await page.getByRole("combobox", { name: "Taal" }).selectOption({ label: "English" });
  await expect(page).toHaveURL(/language=en/);
  const row = page.locator("#admin-main [data-row]").filter({ hasText: name });
  await expect(row).toContainText("EN");
  await expect(
    page.locator("#admin-main [data-row]").filter({ hasText: "Marieke van den Berg" }),
  ).toHaveCount(0);

  // the English visitor sees it; on the Dutch home page it is not there
  await visitor.getByRole("link", { name: "This page in English" }).first().click();
  await expect(visitor).toHaveURL(/\/en$/);
  await expect(reviewsOf(visitor)).toContainText(text);
  await visitor.getByRole("link", { name: "Deze pagina in het Nederlands" }).first().click();
  await expect(visitor).toHaveURL(/\/(nl)?$/);
  await expect(reviewsOf(visitor)).toContainText("Marieke van den Berg");
  await expect(reviewsOf(visitor)).not.toContainText(name);
  await visitor.close();
});
