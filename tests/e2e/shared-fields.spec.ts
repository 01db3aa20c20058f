/**
 * Issue 10: the price belongs to the product, not to one translation. Editing the English ThinkPad's
 * price in the admin shows on the Dutch product page, and the form says which fields are shared.
 */

import { apiGet, login } from "./admin-support.ts";
import { expect, test } from "./fixtures.ts";

test("a new price for the English ThinkPad shows on the Dutch page; the form marks shared fields", async ({
  page,
}) => {
  await login(page);
  const [en] = (
    await apiGet<{ id: number }[]>(page, "products?language=en&search=lenovo-thinkpad-t14&per_page=1")
  ).data;

  await page.goto(`/cougarXr7/producten/wijzigen/${en.id}`);
  const shared = "Geldt voor beide taalversies.";
  await expect(page.locator('[data-field="price"]')).toContainText(shared);
  await expect(page.locator('[data-field="stock"]')).toContainText(shared);
  await expect(page.locator('[data-field="title"]')).not.toContainText(shared);
  // the Dutch admin reads amounts the Dutch way (app/lib/number-format.ts)
  await page.getByRole("textbox", { name: /^Prijs/ }).fill("1.049,50");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible({ timeout: 15_000 });

  // the Dutch version, reached through the public English page's language switch
  await page.goto("/en/sale/product-sale/lenovo-thinkpad-t14");
  await expect(page.getByTestId("product-price")).toContainText("1,049.50");
  await page.getByRole("link", { name: "Nederlands" }).first().click();
  await expect(page).toHaveURL(/\/verkoop\/product-verkoop\/lenovo-thinkpad-t14$/, { timeout: 15_000 });
  await expect(page.getByTestId("product-price")).toContainText(/1\.?049,50/);
});
