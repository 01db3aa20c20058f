/**
 * Before an accessibility check of a screen: wait until it looks as a person sees it once it is
 * ready. The screen's script has run (the logged-in screens enable their buttons then,
 * app/components/ui/Button.tsx; a public page's islands have run), and the colour transitions that
 * this starts have ended: axe measures contrast, and half-way through the login button's change from
 * its "not ready" colour to its own it measured too little (seen once in a clean-clone run).
 * Animations without an end (a spinner) are not waited for.
 */
import type { Page } from "./fixtures.ts";

export async function settled(page: Page) {
  await page.waitForFunction(() => {
    const html = document.documentElement.dataset;
    return html.hydrated === "true" || html.enhanced === "true";
  });
  await page.evaluate(async () => {
    // the render that follows hydration (buttons enabled) and the transitions it starts
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}
