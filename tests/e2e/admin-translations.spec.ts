/**
 * The translations panel of the dashboard: a tip without an English version is listed there, and its
 * link opens the add screen of that translation (the same screen as the form's "Engelse versie maken").
 */
import { apiWrite, unique } from "./admin-support.ts";
import { loginAs } from "./auth-helpers.ts";
import { expect, test } from "./fixtures.ts";

test("the admin goes from the dashboard's translations panel to the missing translation", async ({
  page,
}) => {
  await loginAs(page, "admin");
  const title = unique("Vertaaltip");
  const tip = await apiWrite<{ id: number }>(page, "POST", "tip/add-tip", {
    language: "nl",
    title,
    url: title.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/tip/1/a.jpg",
  });

  await page.goto("/cougarXr7");
  const panel = page.getByRole("region", { name: "Vertalingen" });
  await expect(panel).toBeVisible();
  const entry = panel.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("nog geen Engelse versie");

  await entry.getByRole("link", { name: "Engelse versie maken" }).click();
  await expect(page).toHaveURL(new RegExp(`/cougarXr7/tips/toevoegen\\?translation_of=${tip.data.id}$`));
  await expect(page.getByText(`Dit wordt de Engelse versie van “${title}”.`)).toBeVisible();
});
