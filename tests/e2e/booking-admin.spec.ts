/**
 * The owner and a booking (issue 22): a visitor books through the public pages; the admin opens
 * "Afspraken" from the admin menu, finds the booking among the coming ones, and cancels it: it leaves
 * the coming bookings (the visitor is mailed and the slot is free again: server/booking tests). The screenshot of the owner's guide is taken on the way.
 */
import { loginAs } from "./auth-helpers.ts";
import { book } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

test("the admin finds a visitor's booking in Afspraken and cancels it", async ({ browser, baseURL }) => {
  const who = `owner-journey-${Date.now()}@example.test`;
  const visitor = await browser.newContext({ baseURL });
  await book(await visitor.newPage(), "nl", 1280, false, true, who);
  await visitor.close();

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, "admin");
  await page.locator("#admin-menu").getByRole("link", { name: "Afspraken", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Afspraken" })).toBeVisible();
  // each kind's opening hours show whole in their fields ("09:00-12:00, 13:00-17:00" was cut off in
  // seven narrow columns)
  const hours = page.getByRole("textbox", { name: "ma", exact: true }).first();
  await expect(hours).toHaveValue(/\d{2}:\d{2}-\d{2}:\d{2}/);
  expect(
    await hours.evaluate((field: HTMLInputElement) => field.scrollWidth - field.clientWidth),
  ).toBeLessThanOrEqual(0);
  // the coming bookings (the day's list above shows it too when the visitor's first free slot is
  // today's: a run from midnight until the notice before the day's last opening hour)
  const coming = page.getByRole("table", { name: "Komende afspraken" });
  const row = coming.getByRole("row").filter({ hasText: who });
  await expect(row).toContainText("Geboekt");
  await page.screenshot({ path: `${screenshotDir}/admin-booking-nl-1280.png`, fullPage: true });

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: "Annuleren" }).click();
  // a cancelled booking leaves the coming ones (its slot is free again); a day's list keeps it as
  // cancelled
  await expect(coming.getByRole("row").filter({ hasText: who })).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: who }).filter({ hasText: "Geboekt" })).toHaveCount(0);
  await context.close();
});
