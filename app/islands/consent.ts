/**
 * The cookie consent's island (the server HTML: app/components/CookieConsent.tsx, which works without
 * it). What the script adds:
 * - the statistics, started only when the consent cookie of the page's policy version holds
 *   `statistic` and the page names an analytics id: the configuration runs here, in a same-origin
 *   script the policy allows, and the tag is a script from the tag manager's host (listed by the
 *   policy when ANALYTICS_ID is set, server/http/security-headers.ts). No inline script: a page from
 *   the page cache allows only the hashes of the inline scripts it was rendered with.
 * - a choice the consent log refused (its bounds; the cookie says `data.unrecorded`) is posted again
 *   to the page's own form handler (server/consent/document-post.ts), which records it and clears
 *   the mark; a repeated choice is stored once.
 * - the settings panel as a modal: it opens without changing the address, focus goes in and stays
 *   inside, Escape and the backdrop close it, focus returns to what opened it; its checkboxes show the
 *   visitor's current choice (the shared server HTML cannot).
 * - on a phone the round button floats and steps aside while the visitor scrolls down to read, and
 *   comes back on scrolling up, near the top and at the end of the page (where the footer leaves it
 *   room); a keyboard that reaches it brings it back.
 *
 * The forms themselves post as documents, with or without this script: the page reloads anyway
 * (requirements §4), so there is one path for every visitor.
 */
import { consentCookieOf, currentConsent, parseConsentCookie } from "#core/consent-cookie.ts";

export const ANALYTICS_SCRIPT_ID = "analytics-script";

/** gtag's queue on the window: gtag.js reads the calls made before it loaded from here */
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

function insertAnalytics(doc: Document, id: string) {
  if (doc.getElementById(ANALYTICS_SCRIPT_ID)) return;
  const w = window as GtagWindow;
  w.dataLayer ??= [];
  const queue = w.dataLayer;
  // gtag.js reads each queued call as an `arguments` object (an array is read as something else)
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    queue.push(arguments);
  };
  w.gtag("js", new Date());
  w.gtag("config", id, { anonymize_ip: true });
  const tag = doc.createElement("script");
  tag.id = ANALYTICS_SCRIPT_ID;
  tag.async = true;
  tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.append(tag);
}

/** Posts a refused choice again, as the settings form would (no reload: nothing changes on screen). */
function resend(categories: string[], policyVersion: number) {
  const body = new URLSearchParams({
    form: "consent",
    choice: "save",
    policy_version: String(policyVersion),
  });
  for (const category of categories) if (category !== "necessary") body.append("categories", category);
  void fetch(window.location.pathname, {
    method: "POST",
    body,
    redirect: "manual",
    credentials: "same-origin",
  }).catch(() => undefined);
}

const FOCUSABLE = "a[href]:not([tabindex='-1']), button:not([disabled]), input:not([disabled])";

function enhancePanel(doc: Document, panel: HTMLElement, chosen: string[] | null) {
  if (chosen) {
    for (const box of panel.querySelectorAll<HTMLInputElement>("input[name=categories]:not([disabled])")) {
      box.checked = chosen.includes(box.value);
    }
  }
  const dialog = panel.querySelector<HTMLElement>("[role=dialog]");
  let opener: HTMLElement | null = null;

  const focusables = () => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const open = (from: HTMLElement | null) => {
    opener = from;
    panel.dataset.open = "";
    dialog?.setAttribute("aria-modal", "true");
    focusables()[0]?.focus();
  };
  const close = () => {
    delete panel.dataset.open;
    dialog?.removeAttribute("aria-modal");
    // opened without the script's help (an address ending in #cookie-settings): `:target` ends too
    if (window.location.hash === `#${panel.id}`) {
      history.replaceState(history.state, "", window.location.pathname + window.location.search);
    }
    opener?.focus();
    opener = null;
  };
  const isOpen = () => "open" in panel.dataset || window.location.hash === `#${panel.id}`;

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opening = target?.closest<HTMLElement>("[data-consent-open]");
    if (opening) {
      event.preventDefault();
      open(opening);
      return;
    }
    if (target?.closest("[data-consent-close]") && panel.contains(target)) {
      event.preventDefault();
      close();
    }
  });
  doc.addEventListener("keydown", (event) => {
    if (!isOpen()) return;
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "Tab") return;
    // modal: Tab goes round inside the panel
    const all = focusables();
    if (all.length === 0) return;
    const first = all[0];
    const last = all[all.length - 1];
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });
}

/** the page's top and end, where the button always shows: px from the top, px before the end */
const SHOWN_NEAR_TOP = 80;
const SHOWN_NEAR_END = 120;

/** Floats the round button (phones: it sits at the page's end without scripts) and steps it aside. */
function enhanceButton(button: HTMLElement) {
  button.dataset.floating = "";
  let last = window.scrollY;
  let frame = 0;
  const setAside = (aside: boolean) => {
    if (aside) button.dataset.aside = "";
    else delete button.dataset.aside;
  };
  const update = () => {
    frame = 0;
    const y = window.scrollY;
    const end = y + window.innerHeight >= document.documentElement.scrollHeight - SHOWN_NEAR_END;
    if (y <= SHOWN_NEAR_TOP || end || y < last) setAside(false);
    else if (y > last) setAside(true);
    last = y;
  };
  window.addEventListener(
    "scroll",
    () => {
      if (!frame) frame = requestAnimationFrame(update);
    },
    { passive: true },
  );
  button.addEventListener("focus", () => setAside(false));
}

export function enhanceConsent(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-consent]");
  if (!root || "enhanced" in root.dataset) return;
  root.dataset.enhanced = "";
  const policyVersion = Number(root.dataset.policyVersion) || 1;
  const cookie = currentConsent(doc.cookie, policyVersion);

  const analyticsId = root.dataset.analyticsId;
  if (analyticsId && cookie?.categories.includes("statistic")) insertAnalytics(doc, analyticsId);

  if (cookie?.data?.unrecorded) resend(cookie.categories, policyVersion);

  // the current choice in the settings; a cookie of an older version still tells what was chosen
  const any = cookie ?? parseConsentCookie(consentCookieOf(doc.cookie));
  const panel = root.querySelector<HTMLElement>("[data-consent-panel]");
  if (panel) enhancePanel(doc, panel, any ? any.categories : null);

  const button = root.querySelector<HTMLElement>("[data-consent-button]");
  if (button) enhanceButton(button);
}
