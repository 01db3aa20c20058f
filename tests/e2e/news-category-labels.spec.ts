/**
 * Issue 10: a news category added in the admin gets a label per language from its form; the news form's
 * dropdown and the public site show that label, never the raw code.
 */

import { apiGet, login, png, unique, uploadInto } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test("a new news category shows its Dutch and English labels in the news form and on the public site", async ({
  page,
}) => {
  await login(page);
  const code = `gijzel-${Date.now().toString(36)}`;
  const nlLabel = unique("Gijzelsoftware");
  const enLabel = unique("Ransomware attacks");

  await page.goto(`${ADMIN_BASE}/nieuws-categorieen/toevoegen`);
  await page.getByRole("textbox", { name: "Code", exact: true }).fill(code);
  await page.getByRole("textbox", { name: "Titel (Nederlands)" }).fill(nlLabel);
  await page.getByRole("textbox", { name: "Titel (Engels)" }).fill(enLabel);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws-categorieen(\/wijzigen\/\d+)?$/), { timeout: 15_000 });

  // the news form offers the category by its label
  await page.goto(`${ADMIN_BASE}/nieuws/toevoegen`);
  const category = page.locator('[data-field="category_id"] select');
  await expect(category.locator("option", { hasText: nlLabel })).toHaveCount(1);
  await expect(category.locator("option", { hasText: code })).toHaveCount(0);
  const title = unique("Nep-factuur met gijzelsoftware");
  await page.getByRole("textbox", { name: "Titel", exact: true }).fill(title);
  await uploadInto(page, "image", await png("#b91c1c", "gijzel.png"));
  await category.selectOption({ label: nlLabel });
  await page.getByLabel("Gepubliceerd (zichtbaar op de website)").check();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/), { timeout: 15_000 });
  const id = Number(page.url().split("/").pop());
  const { url } = (await apiGet<{ url: string }>(page, `news/${id}`)).data;

  // public: the overview card and the item's header show the Dutch label
  await page.goto("/nieuws");
  const card = page.locator("main article").filter({ hasText: title });
  await expect(card).toContainText(nlLabel);
  await card.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/nieuws/${url}$`), { timeout: 15_000 });
  await expect(page.locator("main")).toContainText(nlLabel);
  await expect(page.locator("main")).not.toContainText(code);

  // with the admin in English, the news form offers the English label
  await page.goto(`${ADMIN_BASE}/nieuws/wijzigen/${id}`);
  await page.getByRole("button", { name: "English" }).click();
  await expect(page.locator('[data-field="category_id"] select option', { hasText: enLabel })).toHaveCount(1);
  await expect(page.locator('[data-field="category_id"] select option:checked')).toHaveText(enLabel);
});
