/**
 * A visitor booking an appointment through the public pages, from the home page's appointment
 * button to the confirmation (booking-journeys.spec.ts, booking-admin.spec.ts).
 */
import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page } from "./fixtures.ts";
import { screenshotDir } from "./screenshot-dir.ts";

const texts = {
  nl: {
    home: "/",
    button: "Maak een afspraak",
    kind: "Advies",
    submit: "Afspraak maken",
    name: "Naam",
    email: "E-mailadres",
    done: "Je afspraak is gemaakt",
    path: "/afspraak",
  },
  en: {
    home: "/en",
    button: "Make an appointment",
    kind: "Advice",
    submit: "Book the appointment",
    name: "Name",
    email: "E-mail",
    done: "Your appointment is booked",
    path: "/en/appointment",
  },
} as const;

export async function book(
  page: Page,
  lang: "nl" | "en",
  width: number,
  shots: boolean,
  js = true,
  who = `anna-${lang}-${width}@example.test`,
) {
  const t = texts[lang];
  await page.setViewportSize({ width, height: 900 });
  await page.goto(t.home);
  if (shots) await decideConsent(page);
  // the first visible appointment button (at 375 px the header's is in the phone menu; the page header's shows)
  await page.getByRole("link", { name: t.button }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${t.path}$`));
  // a mark on this document: with scripts the calendar island swaps the steps in place, so it survives
  if (js) {
    await page.locator("html[data-enhanced]").waitFor();
    await page.evaluate(() => {
      (window as unknown as { bookingMark: number }).bookingMark = 1;
    });
  }
  await page.getByRole("link", { name: new RegExp(`^${t.kind}`) }).click();
  await expect(page).toHaveURL(/kind=\d+/);
  // the first free day, possibly next month
  const days = page.getByTestId("booking-day");
  if ((await days.count()) === 0) {
    await page.getByRole("link", { name: lang === "nl" ? "Volgende maand" : "Next month" }).click();
  }
  await days.first().click();
  await expect(page).toHaveURL(/day=\d{4}-\d{2}-\d{2}/);
  if (js)
    expect(await page.evaluate(() => (window as unknown as { bookingMark?: number }).bookingMark)).toBe(1);
  if (shots)
    await page.screenshot({ path: `${screenshotDir}/public-booking-${lang}-${width}.png`, fullPage: true });
  await page.getByTestId("booking-time").first().click();
  await expect(page.getByTestId("booking-chosen")).toBeVisible();
  await page.getByLabel(t.name, { exact: true }).fill("Anna de Vries");
  await page.getByLabel(t.email, { exact: true }).fill(who);
  await page.getByRole("button", { name: t.submit }).click();
  await expect(page.getByTestId("booking-confirmation")).toContainText(t.done);
  if (shots) {
    await page.screenshot({ path: `${screenshotDir}/public-booking-confirmation-${lang}-${width}.png` });
  }
}
