/**
 * Booking an appointment (issue 22) as a visitor does: from the home page's "Maak een afspraak" /
 * "Make an appointment" button, a kind, a free day, a free time, the details, the confirmation — at
 * 375 and 1280 px in Dutch and English with the calendar island, and once without JavaScript (the
 * steps are links, the details a posted form). Screenshots of the calendar and the confirmation go
 * to the screenshot folder (screenshot-dir.ts).
 */
import { book } from "./booking-support.ts";
import { expect, test } from "./fixtures.ts";

for (const lang of ["nl", "en"] as const) {
  for (const width of [375, 1280]) {
    test(`books an appointment from the appointment button (${lang}, ${width} px)`, async ({ page }) => {
      await book(page, lang, width, true);
      // the island swapped the steps in place: the calendar's script was loaded
      await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
    });
  }
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("books an appointment with links and a posted form (nl, 375 px)", async ({ page }) => {
    await book(page, "nl", 375, false, false);
  });
});
