/**
 * Cookie consent (requirements §9) as server HTML that works without scripts: necessary (always on,
 * read-only), statistic and marketing; opt-in, so a visit starts with necessary only; the consent
 * cookie lives 30 days; every choice reloads the page, the first one included (requirements §4).
 *
 * - The banner and the settings panel are `<form method="post">` to the page itself (hidden
 *   `form=consent`). The server (server/consent/document-post.ts) records the choice in the consent
 *   log (the proof of consent, as `POST /api/consent` does), writes the consent cookie in the format
 *   vanilla-cookieconsent wrote when the banner ran on it (core/consent-cookie.ts: the policy
 *   version as `revision`, a random consent id) and answers 303 to the page: the reload.
 * - The banner shows when the visitor has no choice of the current policy version (a cookie of an
 *   older version counts as none). The page cache keeps the two variants apart (`|consent` in its
 *   key, server/page-cache/page-cache.ts); nothing else of the cookie is in the HTML, so the settings'
 *   checkboxes start unchecked and the island ticks the visitor's current choice.
 * - The settings panel opens by a link to `#cookie-settings` (`:target`) from the banner and from the
 *   round button: no script needed. The island (app/islands/consent.ts) makes it a modal with focus
 *   kept inside, Escape and the focus returned.
 * - The banner is a non-modal box: the page stays usable with mouse and keyboard (no Tab trap).
 * - Statistics load only after statistic consent, started by the island from the cookie (the
 *   analytics id is on the root as `data-analytics-id`), without any inline script: cached and
 *   uncached pages behave the same under the policy.
 * - On a phone the round button must not cover the page's text (issue 19): without scripts it sits at
 *   the very end of the page, in the room the footer leaves (app/components/Footer.tsx); with them it
 *   floats and steps aside while the visitor scrolls down (the island sets `data-floating`, `data-aside`).
 */
import { useLocation, useRouteLoaderData } from "react-router";
import { type PublicKey, usePublicText } from "#app/i18n/locales/public.ts";
import { CONSENT_COOKIE } from "#core/consent-cookie.ts";
import type { Language } from "#core/lang.ts";
import { Icon } from "./Icon.tsx";

/** the settings panel's id: a link to `#cookie-settings` opens it, without scripts too */
export const SETTINGS_ID = "cookie-settings";
/** a fragment no element has: a link to it closes the panel (its `:target` ends) without scrolling */
const CLOSED = "#cookie-settings-closed";

interface RootData {
  consentPolicyVersion?: number;
  consentChosen?: boolean;
}

/**
 * Where the forms post: the page itself, by the parts of its address the page cache keys by (the
 * path and `page`), so a kept page posts to the same address for every visitor. An explicit action
 * also leaves out the `#cookie-settings` of the address, so the reloaded page has the panel closed.
 */
function useOwnAddress(): string {
  const { pathname, search } = useLocation();
  const page = new URLSearchParams(search).get("page");
  return page ? `${pathname}?${new URLSearchParams({ page })}` : pathname;
}

const primary =
  "rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-offset-2";
const secondary =
  "rounded-md bg-white px-4 py-2.5 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 ring-inset hover:bg-slate-50";

/** the texts of the three choices a consent form posts (`choice`; the island finds them by `data-role`) */
const choiceText = {
  all: "consent.acceptAll",
  necessary: "consent.acceptNecessary",
  save: "consent.save",
} as const satisfies Record<string, PublicKey>;

function ChoiceButton({ choice, className }: { choice: keyof typeof choiceText; className: string }) {
  const { t } = usePublicText();
  return (
    <button type="submit" name="choice" value={choice} data-role={choice} className={className}>
      {t(choiceText[choice])}
    </button>
  );
}

function Hidden({ policyVersion }: { policyVersion: number }) {
  return (
    <>
      <input type="hidden" name="form" value="consent" />
      <input type="hidden" name="policy_version" value={policyVersion} />
    </>
  );
}

export function CookieConsent({ lang, analyticsId }: { lang: Language; analyticsId?: string | null }) {
  const { t } = usePublicText();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const policyVersion = root?.consentPolicyVersion ?? 1;
  const action = useOwnAddress();
  return (
    <div
      id="cc-main"
      data-consent=""
      data-policy-version={policyVersion}
      data-analytics-id={analyticsId || undefined}
      data-lang={lang}
    >
      {root?.consentChosen ? null : (
        <>
          <Banner action={action} policyVersion={policyVersion} />
          {/* room at the end of the page for the banner, which floats over it until a choice is
              made: the footer's last links can still be scrolled above it and clicked */}
          <div aria-hidden="true" data-consent-room="" className="h-80 sm:h-72" />
        </>
      )}
      <a
        href={`#${SETTINGS_ID}`}
        data-consent-open=""
        data-consent-button=""
        className="fixed bottom-3 left-3 z-20 grid h-11 w-11 place-items-center rounded-full bg-brand-900 text-white shadow-lg ring-2 ring-white transition-[opacity,translate] hover:bg-brand-700 motion-reduce:transition-none max-sm:not-data-floating:relative max-sm:not-data-floating:bottom-auto max-sm:not-data-floating:left-auto max-sm:not-data-floating:-mt-14 max-sm:not-data-floating:mb-3 max-sm:not-data-floating:ml-3 max-sm:data-aside:pointer-events-none max-sm:data-aside:translate-y-20 max-sm:data-aside:opacity-0"
        aria-label={t("consent.settings")}
        title={t("consent.settings")}
        data-testid="cookie-settings"
      >
        <Icon name="cookie" className="h-5 w-5" />
      </a>
      <Settings action={action} policyVersion={policyVersion} />
    </div>
  );
}

function Banner({ action, policyVersion }: { action: string; policyVersion: number }) {
  const { t } = usePublicText();
  return (
    <section
      aria-labelledby="cc-title"
      data-consent-banner=""
      className="cm fixed right-3 bottom-3 left-3 z-30 max-h-[80vh] overflow-y-auto rounded-xl bg-white p-5 text-slate-800 shadow-2xl ring-1 ring-slate-900/10 sm:right-auto sm:max-w-sm"
    >
      <h2 id="cc-title" className="font-semibold text-base text-slate-900">
        {t("consent.consentTitle")}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">{t("consent.consentText")}</p>
      <form method="post" action={action} className="mt-4 grid gap-2">
        <Hidden policyVersion={policyVersion} />
        <div className="grid grid-cols-2 gap-2">
          <ChoiceButton choice="all" className={primary} />
          <ChoiceButton choice="necessary" className={secondary} />
        </div>
        <a
          href={`#${SETTINGS_ID}`}
          data-consent-open=""
          data-role="show"
          className="justify-self-center rounded px-2 py-1 text-brand-700 text-sm underline underline-offset-4 hover:text-brand-900"
        >
          {t("consent.showPreferences")}
        </a>
      </form>
    </section>
  );
}

/** the cookies each category sets, for the tables of the settings (requirements §9) */
const cookieTables: Partial<
  Record<"necessary" | "statistic", { name: string; lifetime: PublicKey; description: PublicKey }[]>
> = {
  necessary: [
    { name: "session", lifetime: "consent.lifetimes.day", description: "consent.cookies.session" },
    { name: "user_state", lifetime: "consent.lifetimes.threeDays", description: "consent.cookies.state" },
    { name: "XSRF-TOKEN", lifetime: "consent.lifetimes.twoHours", description: "consent.cookies.csrf" },
    {
      name: CONSENT_COOKIE,
      lifetime: "consent.lifetimes.thirtyDays",
      description: "consent.cookies.consent",
    },
  ],
  statistic: [
    { name: "_ga", lifetime: "consent.lifetimes.twoYears", description: "consent.cookies.analytics" },
  ],
};

const categories = [
  { value: "necessary", title: "consent.necessary", text: "consent.necessaryText" },
  { value: "statistic", title: "consent.statistic", text: "consent.statisticText" },
  { value: "marketing", title: "consent.marketing", text: "consent.marketingText" },
] as const;

function Settings({ action, policyVersion }: { action: string; policyVersion: number }) {
  const { t } = usePublicText();
  return (
    <div
      id={SETTINGS_ID}
      data-consent-panel=""
      className="pm fixed inset-0 z-40 hidden items-end justify-center p-3 target:flex data-open:flex sm:items-center"
    >
      {/* the backdrop: a click beside the panel closes it, as a link (no script needed) */}
      <a href={CLOSED} data-consent-close="" tabIndex={-1} className="absolute inset-0 bg-slate-900/50">
        <span className="sr-only">{t("consent.close")}</span>
      </a>
      <section
        role="dialog"
        aria-labelledby="cookie-settings-title"
        className="relative max-h-[90vh] w-full min-w-0 max-w-2xl overflow-y-auto rounded-xl bg-white p-5 text-slate-800 shadow-2xl sm:p-6"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="cookie-settings-title" className="font-semibold text-lg text-slate-900">
            {t("consent.preferencesTitle")}
          </h2>
          <a
            href={CLOSED}
            data-consent-close=""
            aria-label={t("consent.close")}
            title={t("consent.close")}
            className="-m-2 grid h-10 w-10 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" className="h-5 w-5" />
          </a>
        </div>
        {/* a column of blocks, not a grid: a wide cookie table scrolls inside its block on a phone */}
        <form method="post" action={action} className="mt-4 flex flex-col gap-3">
          <Hidden policyVersion={policyVersion} />
          {categories.map(({ value, title, text }) => {
            const table = value === "marketing" ? undefined : cookieTables[value];
            const id = `cookie-category-${value}`;
            return (
              <div key={value} className="rounded-lg border border-slate-200 p-4">
                <div className="flex items-center justify-between gap-4">
                  <label htmlFor={id} className="font-semibold text-slate-900">
                    {t(title)}
                  </label>
                  {/* necessary: always on, read-only (a disabled box is not sent: the server adds it) */}
                  <input
                    id={id}
                    type="checkbox"
                    name="categories"
                    value={value}
                    defaultChecked={value === "necessary"}
                    disabled={value === "necessary"}
                    aria-describedby={`${id}-text`}
                    className="h-5 w-5 shrink-0 accent-brand-600"
                  />
                </div>
                <p id={`${id}-text`} className="mt-1 text-sm leading-relaxed">
                  {t(text)}
                </p>
                {table ? (
                  <div className="mt-3">
                    <table className="w-full text-left text-xs">
                      <thead className="text-slate-500">
                        <tr>
                          <th className="py-1 pr-3 font-medium">{t("consent.table.name")}</th>
                          <th className="py-1 pr-3 font-medium">{t("consent.table.lifetime")}</th>
                          <th className="py-1 font-medium">{t("consent.table.description")}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {table.map((cookie) => (
                          <tr key={cookie.name} className="border-slate-100 border-t align-top">
                            <td className="py-1 pr-3 font-mono">{cookie.name}</td>
                            <td className="whitespace-nowrap py-1 pr-3">{t(cookie.lifetime)}</td>
                            <td className="py-1 [overflow-wrap:anywhere]">{t(cookie.description)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                ) : null}
              </div>
            );
          })}
          <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:justify-end">
            <ChoiceButton choice="necessary" className={secondary} />
            <ChoiceButton choice="all" className={secondary} />
            <ChoiceButton choice="save" className={primary} />
          </div>
        </form>
      </section>
    </div>
  );
}
