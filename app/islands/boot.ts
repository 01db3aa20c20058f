/**
 * The one script a public page loads (docs/ARCHITECTURE.md, "Public pages: documents with islands").
 * The page is complete server HTML that works without it: menus open with <details>, buttons that
 * lead somewhere are links, forms post to the server. This script only makes things nicer, each in
 * its own small module; what is large (the contact dialog with React) is imported on demand by
 * those modules, so it is not part of a page's first load.
 *
 * An enhancer that fails leaves the page as the server sent it, and the others still run.
 */
import { enhanceBooking } from "./booking.ts";
import { enhanceComparisons } from "./comparison.ts";
import { enhanceConsent } from "./consent.ts";
import { enhanceContactLinks } from "./contact-open.ts";
import { enhanceFlash } from "./flash.ts";
import { enhanceGalleries } from "./gallery.ts";
import { enhanceMenus } from "./menu.ts";
import { enhanceSearch } from "./search.ts";
import { enhanceSliders } from "./slider.ts";

declare global {
  /** what React Fast Refresh looks for on `window` in development (see below) */
  interface Window {
    $RefreshReg$?: () => void;
    $RefreshSig$?: () => (type: unknown) => unknown;
    __vite_plugin_react_preamble_installed__?: boolean;
  }
}

if (import.meta.env.DEV) {
  // In development Vite adds React Fast Refresh calls to every component module; React Router's
  // <Scripts/>, which installs their preamble, is not on a public page. Islands reload instead.
  window.$RefreshReg$ ??= () => {};
  window.$RefreshSig$ ??= () => (type: unknown) => type;
  window.__vite_plugin_react_preamble_installed__ = true;
}

const enhancers: ((root: Document) => void)[] = [
  enhanceMenus,
  enhanceSliders,
  enhanceConsent,
  enhanceContactLinks,
  enhanceGalleries,
  enhanceComparisons,
  enhanceFlash,
  enhanceBooking,
  enhanceSearch,
];

for (const enhance of enhancers) {
  try {
    enhance(document);
  } catch (error) {
    console.error(error);
  }
}
// for the browser tests and for CSS that should differ once scripts run
document.documentElement.dataset.enhanced = "true";
