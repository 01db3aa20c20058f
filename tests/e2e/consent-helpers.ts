/**
 * Deciding on cookies as a visitor would, before the rest of a journey. Every consent choice reloads
 * the page (requirements §4, the first choice too), so the helper waits for the reloaded page to hydrate
 * before the journey goes on (a click on the old page would be lost).
 */
import type { Page } from "./fixtures.ts";

export async function decideConsent(
  page: Page,
  choice: "necessary" | "all" = "necessary",
  waitMs = 5000,
): Promise<void> {
  const consent = page.locator("#cc-main .cm");
  await consent.waitFor({ state: "visible", timeout: waitMs }).catch(() => {});
  if (!(await consent.isVisible())) return;
  await Promise.all([page.waitForEvent("load"), consent.locator(`button[data-role="${choice}"]`).click()]);
  await page.locator("html[data-hydrated]").waitFor();
}
