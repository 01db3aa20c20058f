/**
 * Issue 10: the price belongs to the product, not to one translation. Editing the English ThinkPad's
 * price in the admin shows on the Dutch product page, and the form says which fields are shared.
 * Restoring the English version from before that edit names the shared fields in its confirmation,
 * puts the old price back in both languages, and the Dutch history shows the change.
 */

import { apiGet, login, toastsGone } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test("a new price for the English ThinkPad shows on the Dutch page; the form marks shared fields", async ({
  page,
}) => {
  await login(page);
  const [en] = (
    await apiGet<{ id: number }[]>(page, "products?language=en&search=lenovo-thinkpad-t14&per_page=1")
  ).data;

  await page.goto(`${ADMIN_BASE}/producten/wijzigen/${en.id}`);
  const shared = "Geldt voor beide taalversies.";
  await expect(page.locator('[data-field="price"]')).toContainText(shared);
  await expect(page.locator('[data-field="stock"]')).toContainText(shared);
  await expect(page.locator('[data-field="title"]')).not.toContainText(shared);
  // the Dutch admin reads amounts the Dutch way (app/lib/number-format.ts)
  const price = page.getByRole("textbox", { name: /^Prijs/ });
  await expect(price).not.toHaveValue("");
  const oldPrice = await price.inputValue();
  await price.fill("1.049,50");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible({ timeout: 15_000 });

  // the Dutch version, reached through the public English page's language switch
  await page.goto("/en/sale/product-sale/lenovo-thinkpad-t14");
  await expect(page.getByTestId("product-price")).toContainText("1,049.50");
  await page.getByRole("link", { name: "Nederlands" }).first().click();
  await expect(page).toHaveURL(/\/verkoop\/product-verkoop\/lenovo-thinkpad-t14$/, { timeout: 15_000 });
  await expect(page.getByTestId("product-price")).toContainText(/1\.?049,50/);

  // back in the admin: restore the English version from before the new price
  await page.goto(`${ADMIN_BASE}/producten/wijzigen/${en.id}`);
  const history = page.getByTestId("revision-history");
  await history.getByRole("button", { name: "Geschiedenis tonen" }).click();
  const saves = history.getByRole("list", { name: "Versies van dit item" }).getByRole("listitem");
  await expect(saves.first()).toContainText("Huidige versie");
  await expect(saves.first().getByRole("button", { name: "Herstellen" })).toHaveCount(0);
  await saves.nth(1).getByRole("button", { name: "Herstellen" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByTestId("confirm-note")).toHaveText(
    "Deze velden gelden voor beide taalversies, dus ook de Nederlandse versie krijgt ze terug: Prijs.",
  );
  await dialog.getByRole("button", { name: "Herstellen" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "is hersteld" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(price).toHaveValue(oldPrice);

  // the Dutch version: its price is back too, and its history says where that came from
  await page.getByRole("link", { name: "Naar de Nederlandse versie" }).click();
  await expect(page).toHaveURL(adminRe(/\/producten\/wijzigen\/\d+$/));
  // the Dutch version is on screen (its price equals the English one's, so that alone proves nothing)
  await expect(page.getByRole("link", { name: "Naar de Engelse versie" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Prijs/ })).toHaveValue(oldPrice);
  // the restore's toast lies over the history's button at the end of the page (a click went to it)
  await toastsGone(page);
  await page.getByTestId("revision-history").getByRole("button", { name: "Geschiedenis tonen" }).click();
  const dutch = page
    .getByTestId("revision-history")
    .getByRole("list", { name: "Versies van dit item" })
    .getByRole("listitem");
  await expect(dutch.first()).toContainText("gedeelde velden overgenomen van de Engelse versie");
  await expect(dutch.first()).toContainText("Huidige versie");
  await expect(dutch.nth(1)).toContainText("gedeelde velden overgenomen van de Engelse versie");
});
