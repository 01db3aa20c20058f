/**
 * Booking an appointment (issue 22) as a visitor does: from the home page's "Maak een afspraak" /
 * "Make an appointment" button, a kind, a free day, a free time, the details, the confirmation — at
 * 375 and 1280 px in Dutch and English with the calendar island, and once without JavaScript (the
 * steps are links, the details a posted form). Screenshots of the calendar and the confirmation go
 * to the screenshot folder (screenshot-dir.ts). Then the link in the confirmation mail, as the visitor
 * opens it from their inbox: cancel, and the same link later says the appointment was cancelled —
 * with scripts and without (the manage page's buttons are posted forms), in both languages and widths.
 */
import { book } from "./booking-support.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { linkInMail } from "./mailbox.ts";
import { screenshotDir } from "./screenshot-dir.ts";
import type { Site } from "./site.ts";

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

const manage = {
  nl: {
    subject: "Je afspraak is bevestigd",
    link: /\/afspraak\/\d+\.\d+\.[\w-]{22}/,
    kind: "Advies",
    intro: "Verzet of annuleer je afspraak.",
    cancel: "Afspraak annuleren",
    done: "Je afspraak is geannuleerd",
    cancelled: "Deze afspraak is geannuleerd",
    again: "Een nieuwe afspraak maken",
    path: /\/afspraak$/,
  },
  en: {
    subject: "Your appointment is confirmed",
    link: /\/en\/appointment\/\d+\.\d+\.[\w-]{22}/,
    kind: "Advice",
    intro: "Move or cancel your appointment.",
    cancel: "Cancel the appointment",
    done: "Your appointment has been cancelled",
    cancelled: "This appointment has been cancelled",
    again: "Make a new appointment",
    path: /\/en\/appointment$/,
  },
} as const;

async function cancelFromTheMail(
  page: Page,
  server: Site | null,
  lang: "nl" | "en",
  width: number,
  js: boolean,
) {
  test.skip(!server, "reads the mail of the worker's own server (not with E2E_BASE_URL)");
  const t = manage[lang];
  const who = `cancel-${lang}-${width}-${Date.now().toString(36)}@example.test`;
  await book(page, lang, width, false, js, who);
  const link = await linkInMail(server as Site, { to: who, subject: t.subject, link: t.link });
  // from the inbox: the link opens the visitor's own page, which says what it is for
  await page.goto(link);
  await expect(page.getByTestId("booking-current")).toContainText(t.kind);
  await expect(page.getByText(t.intro)).toBeVisible();
  await page.getByRole("button", { name: t.cancel }).click();
  await expect(page.getByTestId("booking-manage-done")).toContainText(t.done);
  // days later, the same link: what became of the appointment, and the way to a new one
  await page.goto(link);
  await expect(page.getByRole("heading", { name: t.cancelled })).toBeVisible();
  await expect(page.getByRole("button", { name: t.cancel })).toHaveCount(0);
  await expect(page.getByText(t.intro)).toHaveCount(0);
  await page.screenshot({ path: `${screenshotDir}/public-booking-cancelled-${lang}-${width}.png` });
  await page.getByRole("link", { name: t.again }).click();
  await expect(page).toHaveURL(t.path);
}

for (const [lang, width] of [
  ["nl", 375],
  ["en", 1280],
] as const) {
  test(`cancels from the link in the confirmation mail, which then says so (${lang}, ${width} px)`, async ({
    page,
    server,
  }) => {
    await cancelFromTheMail(page, server, lang, width, true);
  });
}

test.describe("the mail's link without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const [lang, width] of [
    ["nl", 1280],
    ["en", 375],
  ] as const) {
    test(`cancels from the link in the confirmation mail (${lang}, ${width} px)`, async ({
      page,
      server,
    }) => {
      await cancelFromTheMail(page, server, lang, width, false);
    });
  }
});
