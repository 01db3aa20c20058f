import { expect, test } from "./fixtures.ts";

test("the Dutch and English home pages render from the database", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "nl");
  await expect(page.locator("h1").first()).toBeVisible();
  await page.goto("/en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});
