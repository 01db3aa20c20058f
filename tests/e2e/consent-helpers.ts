/**
 * Deciding on cookies as a visitor would, before the rest of a journey. The banner is a form that
 * posts to the page (app/components/CookieConsent.tsx) and every choice reloads the page
 * (requirements §4, the first choice too), so the helper waits for the reloaded page before the
 * journey goes on (a click on the old page would be lost). With or without JavaScript alike.
 */
import { expect, type Page } from "./fixtures.ts";

/** the banner (shown while the visitor has no choice of the current policy version) */
export const consentBanner = (page: Page) => page.locator("#cc-main .cm");
/** the settings panel (opened by the round button or the banner's "Settings") */
export const consentSettings = (page: Page) => page.locator("#cc-main .pm");

export async function decideConsent(
  page: Page,
  choice: "necessary" | "all" = "necessary",
  waitMs = 5000,
): Promise<void> {
  const consent = consentBanner(page);
  // a context that starts consented (fixtures.ts `consented`): the server sent no banner, nothing
  // to wait for (the banner is server HTML, so a loaded page without it has none to come)
  const chosen = (await page.context().cookies()).some((c) => c.name === "cc_cookie");
  if (chosen && (await consent.count()) === 0) return;
  await consent.waitFor({ state: "visible", timeout: waitMs }).catch(() => {});
  if (!(await consent.isVisible())) return;
  await Promise.all([page.waitForEvent("load"), consent.locator(`button[data-role="${choice}"]`).click()]);
  await expect(consentBanner(page)).toHaveCount(0);
}

/** The consent cookie's content (the library's format, core/consent-cookie.ts). */
export async function consentCookieOf(page: Page): Promise<{
  consentId: string;
  revision: number;
  categories: string[];
  data: { unrecorded?: boolean } | null;
}> {
  const cookie = (await page.context().cookies()).find((c) => c.name === "cc_cookie");
  expect(cookie, "no consent cookie").toBeTruthy();
  const value = JSON.parse(decodeURIComponent(cookie?.value ?? ""));
  expect(value.consentId).toMatch(/^[0-9a-f-]{36}$/);
  return value;
}
