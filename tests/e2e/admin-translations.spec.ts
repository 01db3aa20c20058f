/**
 * The translations panel of the dashboard: a tip without an English version is listed there, and its
 * link opens the add screen of that translation (the same screen as the form's "Engelse versie maken");
 * an outdated one can be marked "Nog actueel" when the other language's edit needs nothing here.
 */
import { apiGet, apiWrite, toast, unique } from "./admin-support.ts";
import { loginAs } from "./auth-helpers.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";

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

  await page.goto(ADMIN_BASE);
  const panel = page.getByRole("region", { name: "Vertalingen" });
  await expect(panel).toBeVisible();
  const entry = panel.getByRole("listitem").filter({ hasText: title });
  await expect(entry).toContainText("nog geen Engelse versie");

  await entry.getByRole("link", { name: "Engelse versie maken" }).click();
  await expect(page).toHaveURL(new RegExp(`${ADMIN_BASE}/tips/toevoegen\\?translation_of=${tip.data.id}$`));
  await expect(page.getByText(`Dit wordt de Engelse versie van “${title}”.`)).toBeVisible();
});

test("the translator marks a Dutch tip 'Nog actueel' after an English edit that needs nothing in Dutch", async ({
  page,
}) => {
  // a version counts as outdated when the other was edited over a minute after it
  // (server/content/translation-status.ts): the English edit is repeated until that is so
  test.setTimeout(240_000);
  await loginAs(page, "admin");
  const title = unique("Actuele tip");
  const nl = await apiWrite<{ id: number }>(page, "POST", "tip/add-tip", {
    language: "nl",
    title,
    url: title.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/tip/1/a.jpg",
  });
  const en = await apiWrite<{ id: number }>(page, "POST", "tip/add-tip", {
    language: "en",
    title: `${title} (EN)`,
    url: `${title.toLowerCase().replace(/\s+/g, "-")}-en`,
    image: "/uploads/tip/1/a.jpg",
    translation_of: nl.data.id,
  });
  let edits = 0;
  await expect
    .poll(
      async () => {
        await apiWrite(page, "PUT", `tip/edit/${en.data.id}`, { tip_one: `Stap ${++edits}` });
        const report = await apiGet<{ id: number; status: string }[]>(page, "translation-report?type=tip");
        return report.data.find((e) => e.id === nl.data.id)?.status;
      },
      { timeout: 180_000, intervals: [10_000] },
    )
    .toBe("outdated");

  await page.goto(ADMIN_BASE);
  const entry = page
    .getByRole("region", { name: "Vertalingen" })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(entry.first()).toContainText("de Engelse versie is later gewijzigd");
  await entry
    .first()
    .getByRole("button", { name: `Nog actueel: “${title}” (NL) hoeft niet te veranderen` })
    .click();
  await toast(page, `“${title}” telt weer als bijgewerkt`);
  await expect(entry).toHaveCount(0);
});
