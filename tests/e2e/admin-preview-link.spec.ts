/**
 * A shareable preview link (requirements §2 "Preview links"): the admin makes one on a news item's
 * edit screen, a visitor without a login opens it in another browser and sees the item with the
 * preview label; once the admin revokes it, the visitor's reload answers 410.
 */
import { login } from "./admin-support.ts";
import { ADMIN_BASE, adminRe, expect, test } from "./fixtures.ts";

test("a preview link opens the item without a login until it is revoked", async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto(ADMIN_BASE);
  await page.locator(`#admin-menu a[href="${ADMIN_BASE}/nieuws/overzicht"]`).click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/overzicht$/));
  const row = page.locator("#admin-main [data-row-title]").first();
  const title = ((await row.textContent()) ?? "").trim();
  await row.click();
  await expect(page).toHaveURL(adminRe(/\/nieuws\/wijzigen\/\d+$/));

  const panel = page.getByTestId("preview-links");
  await panel.getByLabel("Link werkt").selectOption("1");
  await panel.getByRole("button", { name: "Link maken" }).click();
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "De voorbeeldlink is gemaakt" }),
  ).toBeVisible();
  const url = await panel.getByTestId("preview-link-url").inputValue();
  expect(url).toMatch(/^https?:\/\/[^/]+\/voorbeeld\/[A-Za-z0-9_-]{43}$/);
  await expect(panel.getByRole("list").getByText("Actief")).toHaveCount(1);

  // a visitor: another browser context, no session; the address on this test server
  const visitor = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const guest = await visitor.newPage();
    const path = new URL(url).pathname;
    const first = await guest.goto(path);
    expect(first?.status()).toBe(200);
    expect(first?.headers()["cache-control"]).toBe("no-store");
    await expect(guest.getByRole("status").filter({ hasText: /Voorbeeldpagina|Preview page/ })).toBeVisible();
    await expect(guest.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    // the admin revokes it (with confirmation)
    await panel.getByRole("button", { name: "Intrekken" }).first().click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Intrekken" }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "De voorbeeldlink is ingetrokken" }),
    ).toBeVisible();
    await expect(panel.getByRole("list").getByText("Ingetrokken").first()).toBeVisible();

    const again = await guest.reload();
    expect(again?.status()).toBe(410);
    await expect(guest.getByTestId("preview-link-gone")).toBeVisible();
    await expect(guest.getByRole("heading", { level: 1, name: title })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});
