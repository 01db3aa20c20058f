/**
 * Click-through journeys (A1): open a page by address, then CLICK its links as a visitor does. On
 * the public site a click is a full page load (its pages are documents without React Router's
 * client: app/islands/handle.ts); in the admin and the portals it is a client navigation with
 * React Router's `.data` requests. A failure is a `.data` or document answer of 4xx/5xx, or a
 * not-found heading after a click. One browser page is reused and every distinct href is clicked
 * once per journey.
 */

import { decideConsent } from "./consent-helpers.ts";
import { expect, type Page, type Response } from "./fixtures.ts";

/** the not-found headings of the public site (public.ts notFound.title) and of the root boundary */
export const NOT_FOUND = /^(Pagina niet gevonden|Page not found)$/;

export interface Journey {
  page: Page;
  /** the cookie box has been answered */
  consented: boolean;
  /** hrefs already clicked in this journey */
  seen: Set<string>;
  failures: string[];
  /** what the last click was, for the failure messages */
  current: string;
}

/** the not-found template's own addresses (its language switch leads to the other one, a 404 on purpose) */
const NOT_FOUND_PATHS = ["/pagina-niet-gevonden", "/nl/pagina-niet-gevonden", "/en/page-not-found"];

const isDataRequest = (r: Response) => new URL(r.url()).pathname.endsWith(".data");
const isDocument = (r: Response) => r.request().resourceType() === "document";

export function startJourney(page: Page): Journey {
  const journey: Journey = { page, consented: false, seen: new Set(), failures: [], current: "" };
  page.on("response", (response) => {
    // only what a click causes: opening the not-found template by address answers 404 on purpose
    if (!journey.current.startsWith("click")) return;
    if ((isDataRequest(response) || isDocument(response)) && response.status() >= 400) {
      journey.failures.push(`${journey.current}: ${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  return journey;
}

/**
 * waits until the page is ready for the next click: a public page (a document) when it has loaded
 * and its boot script has run; an app page when React has hydrated and the router has nothing under
 * way. `newDocument`: the click loaded a new document, so the page it was made on does not count.
 */
export async function settle(page: Page, { newDocument = false } = {}) {
  await page.waitForFunction((newDocument) => {
    const w = window as unknown as {
      __reactRouterDataRouter?: { state: { navigation: { state: string } } };
      __clickedHere?: boolean;
    };
    if (newDocument && w.__clickedHere) return false;
    // between two documents there is a moment without a root element
    const html = document.documentElement?.dataset;
    if (!html || document.readyState !== "complete") return false;
    // a public page: server HTML and the islands' boot script (app/islands/boot.ts sets the marker)
    if (html.enhanced === "true") return true;
    return (
      html.hydrated === "true" &&
      w.__reactRouterDataRouter?.state.navigation.state === "idle" &&
      // the screen of this address is rendered, not only loaded (root.tsx sets the marker)
      html.shownPath === `${location.pathname}${location.search}`
    );
  }, newDocument);
}

/** opens a page by its address (the one step that is not a click) and closes the cookie box once */
export async function open(journey: Journey, path: string) {
  const { page } = journey;
  journey.current = `open ${path}`;
  await page.goto(path);
  await settle(page);
  if (journey.consented) return;
  journey.consented = true;
  // as a visitor would, first: the box covers links at the bottom of a phone screen
  await decideConsent(page, "necessary", 3000);
}

async function checkNotFound(journey: Journey) {
  const heading = journey.page.getByRole("heading", { name: NOT_FOUND });
  if (await heading.count()) journey.failures.push(`${journey.current}: shows the not-found page`);
}

/**
 * A collapsed container around a link: a `<details>` (the public menus; its index among the page's
 * details elements), opened by its summary, or an element opened by the button that names its id
 * in `aria-controls` (the admin's menus).
 */
type Container = { details: number } | { id: string };

interface Found {
  href: string;
  text: string;
  /** the collapsed containers around the link (outermost first), each opened by its toggle */
  containers: Container[];
}

/**
 * The links a visitor can reach on the open page inside `scope`: visible ones, and those inside a
 * collapsed menu whose toggle button (`aria-controls`) is visible (phone menus, dropdowns at any
 * depth). Only links of this site that a click turns into a navigation: no files, API, mail/phone,
 * new windows, in-page anchors or the not-found template itself.
 */
async function reachableLinks(page: Page, scope: string): Promise<Found[]> {
  return page.evaluate(
    ([scope, skip]) => {
      const out: { href: string; text: string; containers: ({ details: number } | { id: string })[] }[] = [];
      const allDetails = [...document.querySelectorAll("details")];
      const toggleOf = (el: Element) =>
        el instanceof HTMLDetailsElement
          ? el.querySelector<HTMLElement>(":scope > summary")
          : el.id
            ? document.querySelector<HTMLElement>(`button[aria-controls="${CSS.escape(el.id)}"]`)
            : null;
      for (const root of document.querySelectorAll(scope)) {
        for (const a of root.querySelectorAll<HTMLAnchorElement>("a[href]")) {
          const href = a.getAttribute("href") ?? "";
          if (!href.startsWith("/") || href.startsWith("//")) continue;
          if (
            /^\/(api|uploads|media|documents)\//.test(href) ||
            a.target === "_blank" ||
            a.hasAttribute("download") ||
            // the boot script opens the contact dialog from these instead (public-contact's journeys)
            a.hasAttribute("data-contact-open")
          )
            continue;
          const url = new URL(href, location.href);
          if ((url.hash && url.pathname === location.pathname) || skip.includes(url.pathname)) continue;
          const containers: ({ details: number } | { id: string })[] = [];
          let outermost: Element | null = null;
          for (let el = a.parentElement; el; el = el.parentElement) {
            if (toggleOf(el)) {
              containers.unshift(
                el instanceof HTMLDetailsElement ? { details: allDetails.indexOf(el) } : { id: el.id },
              );
              outermost = el;
            }
          }
          const reachable = a.checkVisibility() || (outermost && toggleOf(outermost)?.checkVisibility());
          if (reachable) out.push({ href, containers, text: (a.textContent ?? "").trim().slice(0, 40) });
        }
      }
      return out;
    },
    [scope, NOT_FOUND_PATHS] as const,
  );
}

const byId = (id: string) => `[id="${id.replace(/"/g, '\\"')}"]`;

const containerOf = (page: Page, container: Container) =>
  "details" in container ? page.locator("details").nth(container.details) : page.locator(byId(container.id));

/** makes the link visible the way a person would: open each collapsed menu around it, outermost first */
async function reveal(page: Page, link: Found) {
  for (const container of link.containers) {
    if ("details" in container) {
      const details = containerOf(page, container);
      if (await details.evaluate((d) => (d as HTMLDetailsElement).open)) continue;
      const summary = details.locator(":scope > summary").filter({ visible: true });
      if (await summary.count()) await summary.click();
      continue;
    }
    const { id } = container;
    if (await page.locator(byId(id)).isVisible()) continue;
    const toggle = page
      .locator(`button[aria-controls="${id.replace(/"/g, '\\"')}"]`)
      .filter({ visible: true });
    if (await toggle.count()) await toggle.first().click();
  }
  const inner = link.containers.at(-1);
  return (inner ? containerOf(page, inner) : page.locator("body"))
    .locator(`a[href="${link.href}"]`)
    .filter({ visible: true })
    .first();
}

/**
 * Clicks one link, waits until the page it leads to is shown, and records what went wrong. False when
 * the link is no longer there (blocks such as "news at random" change on every render).
 */
async function clickOnce(journey: Journey, link: Found): Promise<boolean> {
  const { page } = journey;
  journey.current = `click "${link.text}" (${link.href}) on ${new URL(page.url()).pathname}`;
  const started = Date.now();
  const locator = await reveal(page, link);
  if (!(await locator.isVisible())) return false;
  const answered = page
    .waitForResponse((r) => isDataRequest(r) || isDocument(r), { timeout: 10_000 })
    .then(
      (response) => response,
      () => null,
    );
  // marks the page the click is made on: a new document does not carry it
  await page.evaluate(() => {
    (window as unknown as { __clickedHere?: boolean }).__clickedHere = true;
  });
  await locator.click();
  const response = await answered;
  if (!response) journey.failures.push(`${journey.current}: no request followed the click`);
  await settle(page, { newDocument: Boolean(response && isDocument(response)) });
  await checkNotFound(journey);
  // CLICK_DEBUG=1 prints each click with its duration (to keep the journeys fast)
  if (process.env.CLICK_DEBUG) console.log(`${Date.now() - started}ms ${journey.current}`);
  return true;
}

/** back to `path` after a click: the browser's Back, or by address when history took another turn */
async function returnTo(journey: Journey, path: string) {
  const { page } = journey;
  const here = () => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
  };
  if (here() === path) return;
  journey.current = `back to ${path}`;
  await page.goBack().catch(() => null);
  await settle(page).catch(() => null);
  if (here() !== path) await open(journey, path);
}

/**
 * Opens `path` and clicks every reachable link inside `scopes` (CSS selectors) that this journey has
 * not clicked yet and that is not in `exclude` (a logout), coming back to `path` after each.
 */
export async function clickEveryLink(
  journey: Journey,
  path: string,
  { scopes = "body", exclude = [] as readonly string[] } = {},
) {
  await open(journey, path);
  const links = await reachableLinks(journey.page, scopes);
  for (const link of links) {
    if (journey.seen.has(link.href) || exclude.includes(link.href)) continue;
    await returnTo(journey, path);
    if (await clickOnce(journey, link)) journey.seen.add(link.href);
  }
  await returnTo(journey, path);
}

export function expectNoFailures(journey: Journey) {
  expect(journey.failures, `clicked ${journey.seen.size} links`).toEqual([]);
}
