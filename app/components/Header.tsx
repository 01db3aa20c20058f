/**
 * Site header (requirements §2): top bar (top-menu pages, Logout when logged in, language switch, phone),
 * main menu with dropdowns at ≥ 992 px and a disclosure menu below.
 *
 * Server HTML that works without scripts (docs/ARCHITECTURE.md, "Public pages: documents with
 * islands"): the phone menu and every dropdown are `<details>` with a `<summary>` toggle, so they
 * open by click, Enter or Space and a screen reader hears "expanded"/"collapsed"; on a desktop a
 * dropdown also opens while the pointer rests on its item (app/app.css, "header menus"). The
 * current page is marked here, on the server. app/islands/menu.ts adds what needs a script: the
 * bar's "scrolled"/"awake" states, Escape, Tab kept inside the open phone menu, one dropdown open at
 * a time, a click outside closing them.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { MenuLink, MenuNode } from "#app/lib/public/menu.ts";
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { homePath, withoutDutchPrefix } from "#core/public/urls.ts";
import { authPath } from "#core/session/paths.ts";
import { AppointmentLink } from "./booking/AppointmentLink.tsx";
import { Icon } from "./Icon.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { SearchForm } from "./search/SearchForm.tsx";
import { SearchIcon } from "./search/SearchIcon.tsx";

export function TopBar({ links, lang, loggedIn }: { links: MenuLink[]; lang: Language; loggedIn: boolean }) {
  const { t } = usePublicText();
  return (
    <div className="bg-brand-900 text-sm text-white">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5">
        <a
          href={`tel:${company.phone.replace(/\s/g, "")}`}
          className="hidden items-center gap-1.5 hover:underline sm:inline-flex"
        >
          <Icon name="phone" className="h-4 w-4" />
          {company.phoneDisplay}
        </a>
        <nav aria-label={t("menu.top")} className="ml-auto">
          <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {links.map((link) => (
              <li key={link.id} className="hidden sm:block">
                <a href={link.href} className="rounded px-1 py-1 hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
            {loggedIn ? (
              <li>
                <a href={authPath("logout", lang)} className="rounded px-1 py-1 hover:underline">
                  {t("logout")}
                </a>
              </li>
            ) : null}
            <li>
              <LanguageSwitch lang={lang} className="text-white" />
            </li>
          </ul>
        </nav>
      </div>
    </div>
  );
}

/**
 * A menu link that marks the page being shown (`aria-current`). A Dutch `/nl/…` address is an alias
 * of the page without the prefix and shares its cached HTML, so it counts as that page: otherwise
 * the HTML of `/nl` would differ from that of `/`.
 */
function CurrentPageLink({
  to,
  className,
  children,
}: {
  to: string;
  className: (isActive: boolean) => string;
  children: ReactNode;
}) {
  // the server's location (this component never runs in a public page's browser)
  const { pathname } = useLocation();
  const isActive = samePage(pathname, to);
  return (
    <a href={to} aria-current={isActive ? "page" : undefined} className={className(isActive)}>
      {children}
    </a>
  );
}

const decoded = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};
const samePage = (pathname: string, href: string) =>
  decoded(withoutDutchPrefix(pathname)).toLowerCase() === decoded(withoutDutchPrefix(href)).toLowerCase();

/** the summary's look: no disclosure triangle (Safari draws its own with the -webkit- marker) */
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * One item of the desktop main menu, at any depth (requirements §2: children nested by belongs_to). An
 * item with children is its link plus a `<details>` whose summary (the chevron) opens the submenu;
 * the top level drops down, deeper levels fly out to the side. Siblings share a `name`, so opening
 * one closes the others, without a script too.
 */
function DesktopItem({ node, group, depth = 0 }: { node: MenuNode; group: string; depth?: number }) {
  const { t } = usePublicText();
  const top = depth === 0;
  const linkClass = (isActive: boolean) =>
    top
      ? // from 992 px (the menu's breakpoint) to 1280 the eight items fit only smaller and closer
        `block rounded-md px-1.5 py-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-brand-50 hover:text-brand-700 xl:px-2.5 xl:text-base ${
          isActive ? "text-brand-700" : ""
        }`
      : `block flex-1 rounded-md px-3 py-2 text-slate-800 hover:bg-brand-50 hover:text-brand-700 ${
          isActive ? "text-brand-700" : ""
        }`;
  if (node.children.length === 0) {
    return (
      <li>
        <CurrentPageLink to={node.href} className={linkClass}>
          {node.label}
        </CurrentPageLink>
      </li>
    );
  }
  return (
    <li data-menu-item={top ? "top" : "nested"} className="relative flex items-center">
      <CurrentPageLink to={node.href} className={linkClass}>
        {node.label}
      </CurrentPageLink>
      <details data-menu-dropdown name={group}>
        <summary
          aria-label={t("menu.submenu", { title: node.label })}
          className={`${summaryReset} block rounded-md p-1.5 text-slate-700 hover:bg-brand-50 ${top ? "-ml-2" : ""}`}
        >
          <Icon
            name="chevronDown"
            className={`menu-chevron h-4 w-4 transition-transform ${top ? "" : "-rotate-90"}`}
          />
        </summary>
        <ul
          data-testid="dropdown"
          className={`absolute z-40 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${
            top ? "top-full left-0" : "top-0 left-full"
          }`}
        >
          {node.children.map((child) => (
            <DesktopItem key={child.id} node={child} group={`menu-${node.id}`} depth={depth + 1} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function MobileList({ nodes, depth = 0 }: { nodes: MenuNode[]; depth?: number }) {
  return (
    <ul className={depth ? "ml-4 border-l border-slate-200 pl-2" : "space-y-1"}>
      {nodes.map((node) => (
        <li key={node.id}>
          <CurrentPageLink
            to={node.href}
            className={(isActive) =>
              `block rounded-md px-3 py-2.5 font-semibold text-slate-800 hover:bg-brand-50${isActive ? " active" : ""}`
            }
          >
            {node.label}
          </CurrentPageLink>
          {node.children.length ? <MobileList nodes={node.children} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function SiteHeader({
  menus,
  lang,
  loggedIn,
}: {
  menus: { top: MenuLink[]; main: MenuNode[] };
  lang: Language;
  loggedIn: boolean;
}) {
  const { t } = usePublicText();
  return (
    <>
      <TopBar links={menus.top} lang={lang} loggedIn={loggedIn} />
      {/* data-scrolled / data-awake: set by app/islands/menu.ts while the page scrolls */}
      {/* an open menu comes above the cookie banner (z-30, later in the page): the visitor asked for it */}
      <header
        data-site-header
        data-scrolled="false"
        data-awake="false"
        className="group/header sticky top-0 z-30 has-[details[open]]:z-40 border-b border-transparent bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:border-slate-200 data-[scrolled=true]:shadow-md"
      >
        {/* at 375 px the logo, the search button and "Menu" fill the bar, and from 992 px (the menu's
            breakpoint) to 1280 the logo and the eight items of the menu: the smaller gap and logo
            text keep it inside the bar (it ran 16 px past the edge at 375, and 160 px at 992) */}
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 transition-[padding] sm:gap-4 nav:gap-2 nav:py-4 xl:gap-4 group-data-[scrolled=true]/header:py-2">
          <a href={homePath(lang)} className="flex items-center gap-2 rounded-md text-brand-900">
            <span className="grid h-10 w-10 place-items-center rounded-xl bg-brand-600 text-white">
              <Icon name="repair" className="h-6 w-6" />
            </span>
            <span className="text-base font-extrabold leading-tight tracking-tight whitespace-nowrap sm:text-lg nav:text-base xl:text-lg">
              Delft <span className="text-brand-600">IT</span> Service
            </span>
          </a>
          <nav aria-label={t("menu.main")} className="hidden nav:block">
            <ul className="flex items-center">
              {menus.main.map((node) => (
                <DesktopItem key={node.id} node={node} group="menu-main" />
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {/* the site search (issue 22): a field on wide screens, a button that opens it below */}
            <SearchForm lang={lang} id="site-search" combobox className="hidden w-36 xl:flex" />
            <details data-search-toggle className="xl:hidden">
              <summary
                aria-label={t("search.open")}
                className={`${summaryReset} inline-flex items-center rounded-lg border border-slate-300 px-1.5 py-2 text-slate-800`}
              >
                <SearchIcon />
              </summary>
              <div className="absolute inset-x-0 top-full border-y border-slate-200 bg-white px-4 py-3 shadow-lg">
                <SearchForm lang={lang} id="site-search-phone" combobox className="mx-auto max-w-xl" />
              </div>
            </details>
            {/* beside the menu button from 768 px until the menu's breakpoint; below, it is in the
                phone menu, and above, the menu's items take the bar (at 1536 px it ran past its edge) */}
            <AppointmentLink
              lang={lang}
              className="hidden rounded-full bg-accent-500 px-4 py-2 font-semibold whitespace-nowrap text-slate-900 shadow ring-amber-300 hover:bg-amber-400 md:inline-flex nav:hidden group-data-[awake=true]/header:ring-2"
            >
              {t("footer.appointment")}
            </AppointmentLink>
            {/* the phone menu: its panel hangs under the whole bar (the sticky header is its containing block) */}
            <details data-phone-menu className="nav:hidden">
              <summary
                data-phone-menu-toggle
                className={`${summaryReset} inline-flex items-center gap-2 rounded-lg border border-slate-300 px-2.5 py-2 font-semibold whitespace-nowrap text-slate-800 sm:px-3`}
              >
                {/* one of the two shows (app/app.css, "header menus"): the summary's name is what is seen.
                    On a phone the open menu's button shows only its cross ("Menu sluiten" broke over
                    two lines and pushed the page sideways), and below 360 px (320 px: WCAG's reflow
                    width) the closed one only its bars; the name stays for screen readers. */}
                <span className="menu-when-closed items-center gap-2">
                  <Icon name="menu" className="h-5 w-5" />
                  <span className="max-[359px]:sr-only">{t("menu.open")}</span>
                </span>
                <span className="menu-when-open items-center gap-2">
                  <Icon name="close" className="h-5 w-5" />
                  <span className="max-sm:sr-only">{t("menu.close")}</span>
                </span>
              </summary>
              <nav
                id="mobile-menu"
                aria-label={t("menu.main")}
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 py-3 shadow-lg"
              >
                <MobileList nodes={menus.main} />
                {menus.top.length ? (
                  <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm sm:hidden">
                    {menus.top.map((link) => (
                      <li key={link.id}>
                        <a
                          href={link.href}
                          className="block py-1.5 text-slate-700 underline-offset-4 hover:underline"
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <AppointmentLink
                  lang={lang}
                  className="mt-3 block w-full rounded-full bg-accent-500 px-4 py-2.5 text-center font-semibold text-slate-900"
                >
                  {t("footer.appointment")}
                </AppointmentLink>
              </nav>
            </details>
          </div>
        </div>
      </header>
    </>
  );
}
