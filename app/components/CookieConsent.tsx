/**
 * Cookie consent (requirements §9) with vanilla-cookieconsent v3: necessary (always on, read-only), statistic
 * and marketing; opt-in, so a visit starts with necessary only; the consent cookie lives 30 days; every
 * choice reloads the page, the first one included (requirements §4). The analytics tag is inserted only when
 * statistic is accepted, without any inline script (insertAnalytics). A floating button reopens the settings.
 *
 * Every choice is recorded on the server before the reload (`POST consent`, the proof of consent in
 * server/consent/), with the policy version the page was rendered with; one the server did not take
 * (its log's bounds, a lost connection) is sent again on a later page. The version is the library's
 * `revision`: a consent cookie of an older version counts as no choice, so the banner asks again. The
 * random consent id the library keeps in the cookie is what the server files the choice under. All of
 * this is decided here in the browser from the cookie: the server's HTML is the same for every visitor
 * (the page cache shares it).
 *
 * The consent box is a non-modal bar: the page stays usable with the mouse, so it must stay usable with
 * the keyboard too. The library traps Tab inside the box and marks it aria-modal; `releaseTabTrap`
 * lets Tab move on to the page and tells screen readers the page is not blocked. The preferences
 * window stays truly modal (overlay for the mouse, focus trap for the keyboard).
 *
 * On a phone the floating button would sit on the page's text (useOutOfTheWay): it steps aside while
 * the visitor scrolls down to read, and comes back on scrolling up, near the top and at the end of the
 * page, where the footer leaves room for it (app/components/Footer.tsx).
 */
import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { Language } from "#app/i18n/lang.ts";
import { type PublicKey, usePublicText } from "#app/i18n/locales/public.ts";
import { CONSENT_COOKIE } from "#app/lib/consent-cookie.ts";
import { Icon } from "./Icon.tsx";

export { CONSENT_COOKIE };
export const CONSENT_DAYS = 30;
/** how long the reload after a choice waits for the server to record it; the choice counts anyway */
export const RECORD_WAIT_MS = 3000;
export const ANALYTICS_SCRIPT_ID = "analytics-script";

/** gtag's queue on the window: gtag.js reads the calls made before it loaded from here */
type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

/**
 * Starts the statistics: the configuration runs here, in this bundle (a same-origin script the policy
 * allows), and the tag is a script from the tag manager's host, which the policy lists when
 * ANALYTICS_ID is set (server/http/security-headers.ts). No inline script: a page from the page cache
 * allows only the hashes of the inline scripts it was rendered with (server/page-cache/), so an inline
 * script added now would be refused there, on a nonce or not.
 */
function insertAnalytics(id: string) {
  if (document.getElementById(ANALYTICS_SCRIPT_ID)) return;
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
  const tag = document.createElement("script");
  tag.id = ANALYTICS_SCRIPT_ID;
  tag.async = true;
  tag.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(tag);
}

/**
 * Tab (or Shift+Tab) pressed inside the consent bar reaches this window-level capture listener before
 * the library's own listener on the bar, which would wrap focus around its three buttons; stopping it
 * here leaves the browser's ordinary focus move. Returns the clean-up.
 */
function releaseTabTrap(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Tab" || !(event.target instanceof Element)) return;
    if (document.documentElement.classList.contains("show--preferences")) return;
    if (event.target.closest("#cc-main .cm")) event.stopPropagation();
  };
  window.addEventListener("keydown", onKeyDown, true);
  return () => window.removeEventListener("keydown", onKeyDown, true);
}

/**
 * Set while the visitor's current choice is not known to be on the server (refused over the consent
 * log's bound, offline, or the reload came first): a later page sends it again. The server stores a
 * repeated choice once, so sending it twice costs nothing.
 */
export const UNRECORDED_KEY = "consent-unrecorded";

function markUnrecorded(unrecorded: boolean) {
  try {
    if (unrecorded) localStorage.setItem(UNRECORDED_KEY, "1");
    else localStorage.removeItem(UNRECORDED_KEY);
  } catch {
    // storage off (private mode): the choice is then sent once, as before
  }
}

function isUnrecorded(): boolean {
  try {
    return localStorage.getItem(UNRECORDED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Sends the choice to the consent log; kept as unrecorded until the server has answered 2xx. */
function sendChoice(categories: readonly string[], policyVersion: number, lang: Language): Promise<void> {
  markUnrecorded(true);
  // the API client loads only now: a page's first load does not carry it for a choice not yet made
  return import("#app/api-client.ts")
    .then(({ api }) =>
      api.post(
        "consent",
        { categories, policy_version: policyVersion },
        { query: { lang }, headers: { "Accept-Language": lang }, silent: true },
      ),
    )
    .then(() => markUnrecorded(false))
    .catch(() => undefined);
}

/**
 * Records the choice just made (the library has written the cookie, consent id included, before it
 * calls back), then reloads the page. The reload waits for the answer, but not longer than
 * RECORD_WAIT_MS: a slow or failed record must not hold the visitor up (a later page sends it again).
 */
export function recordChoiceThenReload(categories: readonly string[], policyVersion: number, lang: Language) {
  const recorded = sendChoice(categories, policyVersion, lang);
  const waited = new Promise((resolve) => setTimeout(resolve, RECORD_WAIT_MS));
  void Promise.race([recorded, waited]).finally(() => window.location.reload());
}

/** the page's top and end, where the button always shows: px from the top, px before the end */
const SHOWN_NEAR_TOP = 80;
const SHOWN_NEAR_END = 120;

/**
 * Whether the floating button should step aside (only phones act on it: see the button's classes):
 * while the page scrolls down, except near its top and its end. Scrolling up brings it back.
 */
function useOutOfTheWay(): [boolean, (aside: boolean) => void] {
  const [aside, setAside] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const end = y + window.innerHeight >= document.documentElement.scrollHeight - SHOWN_NEAR_END;
      if (y <= SHOWN_NEAR_TOP || end || y < last) setAside(false);
      else if (y > last) setAside(true);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return [aside, setAside];
}

/** the policy version the page was rendered with (the root loader's; 1 where there is none) */
export function usePolicyVersion(): number {
  const root = useRouteLoaderData("root") as { consentPolicyVersion?: number } | undefined;
  return root?.consentPolicyVersion ?? 1;
}

export function CookieConsent({ lang, analyticsId }: { lang: Language; analyticsId?: string | null }) {
  const { t } = usePublicText();
  const policyVersion = usePolicyVersion();
  const [aside, setAside] = useOutOfTheWay();

  useEffect(() => releaseTabTrap(), []);

  useEffect(() => {
    let cancelled = false;
    // the library's stylesheet comes with its script: a page's first paint waits for neither
    void Promise.all([
      import("vanilla-cookieconsent"),
      import("vanilla-cookieconsent/dist/cookieconsent.css"),
    ]).then(([cc]) => {
      if (cancelled) return;
      const analytics = () => {
        if (analyticsId && cc.acceptedCategory("statistic")) insertAnalytics(analyticsId);
      };
      // the keys below are all in the consent section of the public dictionary
      const text = (key: PublicKey): string => t(key);
      // both cookie tables have the same columns
      const tableHeaders = {
        name: text("consent.table.name"),
        lifetime: text("consent.table.lifetime"),
        description: text("consent.table.description"),
      };
      const run = cc.run({
        mode: "opt-in",
        // shown to automated browsers too (the library hides itself from them by default)
        hideFromBots: false,
        // a cookie of an older policy version is no consent: the banner asks again
        revision: policyVersion,
        cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: "Lax" },
        guiOptions: {
          consentModal: { layout: "box", position: "bottom left" },
          preferencesModal: { layout: "box" },
        },
        categories: {
          necessary: { enabled: true, readOnly: true },
          statistic: { autoClear: { cookies: [{ name: /^_ga/ }, { name: "_gid" }] } },
          marketing: {},
        },
        onConsent: analytics,
        // a consent change reloads the page (requirements §4), the first choice as much as later ones; each
        // is recorded first (the same choice again is not a change: the library calls neither)
        onFirstConsent: ({ cookie }) => recordChoiceThenReload(cookie.categories, policyVersion, lang),
        onChange: ({ cookie }) => recordChoiceThenReload(cookie.categories, policyVersion, lang),
        onModalReady: ({ modalName, modal }) => {
          // a bar, not a modal: the page behind it stays available (see releaseTabTrap)
          if (modalName === "consentModal") modal.setAttribute("aria-modal", "false");
        },
        language: {
          default: lang,
          translations: {
            [lang]: {
              consentModal: {
                title: text("consent.consentTitle"),
                description: text("consent.consentText"),
                acceptAllBtn: text("consent.acceptAll"),
                acceptNecessaryBtn: text("consent.acceptNecessary"),
                showPreferencesBtn: text("consent.showPreferences"),
              },
              preferencesModal: {
                title: text("consent.preferencesTitle"),
                acceptAllBtn: text("consent.acceptAll"),
                acceptNecessaryBtn: text("consent.acceptNecessary"),
                savePreferencesBtn: text("consent.save"),
                closeIconLabel: text("consent.close"),
                sections: [
                  {
                    title: text("consent.necessary"),
                    description: text("consent.necessaryText"),
                    linkedCategory: "necessary",
                    cookieTable: {
                      headers: tableHeaders,
                      body: [
                        {
                          name: "session",
                          lifetime: text("consent.lifetimes.day"),
                          description: text("consent.cookies.session"),
                        },
                        {
                          name: "user_state",
                          lifetime: text("consent.lifetimes.threeDays"),
                          description: text("consent.cookies.state"),
                        },
                        {
                          name: "XSRF-TOKEN",
                          lifetime: text("consent.lifetimes.twoHours"),
                          description: text("consent.cookies.csrf"),
                        },
                        {
                          name: CONSENT_COOKIE,
                          lifetime: text("consent.lifetimes.thirtyDays"),
                          description: text("consent.cookies.consent"),
                        },
                      ],
                    },
                  },
                  {
                    title: text("consent.statistic"),
                    description: text("consent.statisticText"),
                    linkedCategory: "statistic",
                    cookieTable: {
                      headers: tableHeaders,
                      body: [
                        {
                          name: "_ga",
                          lifetime: text("consent.lifetimes.twoYears"),
                          description: text("consent.cookies.analytics"),
                        },
                      ],
                    },
                  },
                  {
                    title: text("consent.marketing"),
                    description: text("consent.marketingText"),
                    linkedCategory: "marketing",
                  },
                ],
              },
            },
          },
        },
      });
      // a choice the server did not take last time (see UNRECORDED_KEY) is sent again now
      void run.then(() => {
        if (!cancelled && isUnrecorded() && cc.validConsent()) {
          void sendChoice(cc.getUserPreferences().acceptedCategories, policyVersion, lang);
        }
      });
    });
    return () => {
      cancelled = true;
    };
  }, [lang, analyticsId, t, policyVersion]);

  return (
    <button
      type="button"
      onClick={() => void import("vanilla-cookieconsent").then((cc) => cc.showPreferences())}
      // a keyboard that reaches the button brings it back
      onFocus={() => setAside(false)}
      data-aside={aside || undefined}
      className={`fixed bottom-3 left-3 z-20 grid h-11 w-11 place-items-center rounded-full bg-brand-900 text-white shadow-lg ring-2 ring-white transition-[opacity,translate] hover:bg-brand-700 motion-reduce:transition-none ${
        aside ? "max-sm:pointer-events-none max-sm:translate-y-20 max-sm:opacity-0" : ""
      }`}
      aria-label={t("consent.settings")}
      title={t("consent.settings")}
      data-testid="cookie-settings"
    >
      <Icon name="cookie" className="h-5 w-5" />
    </button>
  );
}
