/**
 * The audit log in the browser: the admin logs in by the form, opens "Auditlog" from the admin menu,
 * narrows the list by type (a tip added meanwhile) and by action, and finds their own login with
 * their name and address; on a phone the same list shows as cards with its filters.
 */
import { apiWrite, unique } from "./admin-support.ts";
import { accounts, loginAs } from "./auth-helpers.ts";
import { ADMIN_BASE, expect, test } from "./fixtures.ts";

test("the admin finds their login and a tip's entry in the audit log", async ({ page }) => {
  await loginAs(page, "admin");
  const title = unique("Audit-tip");
  const tip = await apiWrite<{ id: number }>(page, "POST", "tip/add-tip", {
    language: "nl",
    title,
    url: title.toLowerCase().replace(/\s+/g, "-"),
    image: "/uploads/tip/1/a.jpg",
  });

  await page.locator(`#admin-menu a[href='${ADMIN_BASE}/auditlog']`).click();
  await expect(page.getByRole("heading", { name: "Auditlog" })).toBeVisible();
  const rows = page.locator("#admin-main [data-row]");
  await expect(rows.first()).toBeVisible();

  // by type: only the tip's entry, with its id and title
  await page.getByRole("combobox", { name: "Soort", exact: true }).selectOption({ label: "Tips" });
  await expect(page).toHaveURL(/type=tip(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Toegevoegd");
  await expect(rows.first()).toContainText(`#${tip.data.id} ${title}`);
  await expect(rows.first()).toContainText(accounts.admin.email);

  // by action: the login by the form, by whom
  await page.getByRole("combobox", { name: "Soort", exact: true }).selectOption({ label: "Alle soorten" });
  await expect(page).not.toHaveURL(/type=/);
  await page.getByRole("combobox", { name: "Actie", exact: true }).selectOption({ label: "Ingelogd" });
  await expect(page).toHaveURL(/action=login_success/);
  const login = rows.filter({ hasText: accounts.admin.email }).first();
  await expect(login).toContainText("Ingelogd");
  await expect(login).toContainText(accounts.admin.name);

  // on a phone: cards, the filters still there
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator("#admin-main ul[aria-label='Auditlog'] [data-row]").first()).toContainText(
    "Ingelogd",
  );
  await expect(page.getByRole("combobox", { name: "Actie", exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
