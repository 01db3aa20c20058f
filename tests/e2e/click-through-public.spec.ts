/**
 * Click-through of the public site (A1): from the home page and one page of each public
 * template, in both languages, at desktop and phone width, every header, footer and in-page link is
 * CLICKED once, the way a visitor reaches it (menus opened by their <summary>). Each click is a full
 * page load (public pages are documents, not a client-side app); a 4xx/5xx answer or a not-found
 * page after a click fails the journey.
 */

import { clickEveryLink, expectNoFailures, open, startJourney } from "./click-through-support.ts";
import { type Page, test } from "./fixtures.ts";

// not about the cookie banner: the context starts consented (fixtures.ts), no banner post and reload
test.use({ consented: "necessary" });

const sites = {
  nl: {
    // the not-found page first: its own "Naar de homepage" link is one of those that failed
    pages: ["/pagina-niet-gevonden", "/", "/over-ons", "/diensten/computer-reparatie", "/contact"],
    overviews: ["/nieuws", "/tips-en-tricks", "/verkoop/product-verkoop"],
    teamviewer: "/hulp-op-afstand/teamviewer",
  },
  en: {
    pages: ["/en/page-not-found", "/en", "/en/about-us", "/en/services/computer-repair", "/en/contact"],
    overviews: ["/en/news", "/en/tips-and-tricks", "/en/sale/product-sale"],
    teamviewer: "/en/remote-help/teamviewer",
  },
} as const;

/** the first detail page an overview links to (news item, tip, product) */
async function firstDetail(page: Page, overview: string): Promise<string | null> {
  return page
    .locator(`main a[href^="${overview}/"]`)
    .first()
    .getAttribute("href", { timeout: 2000 })
    .catch(() => null);
}

const widths = [
  { name: "desktop", viewport: { width: 1280, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 800 } },
] as const;

for (const { name, viewport } of widths) {
  test.describe(`click-through at ${name} width`, () => {
    test.use({ viewport });
    for (const lang of ["nl", "en"] as const) {
      test(`every link of the ${lang} templates leads to a page`, async ({ page }) => {
        test.setTimeout(240_000);
        const site = sites[lang];
        const journey = startJourney(page);
        for (const path of site.pages) await clickEveryLink(journey, path);
        for (const overview of site.overviews) {
          await clickEveryLink(journey, overview);
          await open(journey, overview);
          const detail = await firstDetail(page, overview);
          if (detail) await clickEveryLink(journey, detail);
          else journey.failures.push(`${overview}: no detail link to follow`);
        }
        await clickEveryLink(journey, site.teamviewer);
        expectNoFailures(journey);
      });
    }
  });
}
