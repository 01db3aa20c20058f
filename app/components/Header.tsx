/**
 * Site header (requirements §2): top bar (top-menu pages, Logout when logged in, language switch, phone),
 * main menu with dropdowns on hover/focus at ≥ 992 px and a disclosure menu below. The bar turns
 * "scrolled" after 150 px and "awake" after 350 px of scrolling.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import type { Language } from "#app/i18n/lang.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { MenuLink, MenuNode } from "#app/lib/public/menu.ts";
import { homePath, withoutDutchPrefix } from "#app/lib/public/urls.ts";
import { authPath } from "#app/lib/session/paths.ts";
import { company } from "#server/company.ts";
import { ContactLink } from "./ContactLink.tsx";
import { Icon } from "./Icon.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";

export const SCROLLED_AFTER = 150;
export const AWAKE_AFTER = 350;

function useScrollState() {
  const [state, setState] = useState({ scrolled: false, awake: false });
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      setState((s) =>
        s.scrolled === y > SCROLLED_AFTER && s.awake === y > AWAKE_AFTER
          ? s
          : { scrolled: y > SCROLLED_AFTER, awake: y > AWAKE_AFTER },
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}

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
                <Link to={link.href} className="rounded px-1 py-1 hover:underline">
                  {link.label}
                </Link>
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
 * One item of the desktop main menu, at any depth (requirements §2: children nested by belongs_to). An item
 * with children opens its submenu on hover, or with its own toggle button from the keyboard; the top
 * level drops down, deeper levels fly out to the side. Escape closes the innermost open submenu and
 * returns focus to its toggle.
 */
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
  const { pathname } = useLocation();
  const isActive = samePage(pathname, to);
  return (
    <Link to={to} aria-current={isActive ? "page" : undefined} className={className(isActive)}>
      {children}
    </Link>
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

function DesktopItem({ node, depth = 0 }: { node: MenuNode; depth?: number }) {
  const { t } = usePublicText();
  const [open, setOpen] = useState(false);
  const id = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const top = depth === 0;
  const linkClass = (isActive: boolean) =>
    top
      ? `block rounded-md px-2.5 py-2 font-semibold whitespace-nowrap text-slate-800 hover:bg-brand-50 hover:text-brand-700 ${
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
    <li
      ref={itemRef}
      className={top ? "group relative flex items-center" : "relative flex items-center"}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          // only the innermost open submenu closes
          event.stopPropagation();
          setOpen(false);
          itemRef.current?.querySelector<HTMLButtonElement>(":scope > button")?.focus();
        }
      }}
    >
      <CurrentPageLink to={node.href} className={linkClass}>
        {node.label}
      </CurrentPageLink>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={t("menu.submenu", { title: node.label })}
        onClick={() => setOpen((o) => !o)}
        className={`rounded-md p-1.5 text-slate-700 hover:bg-brand-50 ${top ? "-ml-2" : ""}`}
      >
        <Icon
          name="chevronDown"
          className={`h-4 w-4 transition-transform ${top ? (open ? "rotate-180" : "") : "-rotate-90"}`}
        />
      </button>
      <ul
        id={id}
        data-testid="dropdown"
        className={`absolute z-40 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl ${
          top ? "top-full left-0" : "top-0 left-full"
        } ${open ? "block" : "hidden"}`}
      >
        {node.children.map((child) => (
          <DesktopItem key={child.id} node={child} depth={depth + 1} />
        ))}
      </ul>
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
  const { scrolled, awake } = useScrollState();
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const toggle = useRef<HTMLButtonElement>(null);

  // a navigation closes the mobile menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setMobileOpen(false), [location.pathname]);

  return (
    <>
      <TopBar links={menus.top} lang={lang} loggedIn={loggedIn} />
      <header
        data-scrolled={scrolled}
        data-awake={awake}
        className={`sticky top-0 z-30 border-b bg-white/95 backdrop-blur transition-shadow ${
          scrolled ? "border-slate-200 shadow-md" : "border-transparent"
        }`}
      >
        <div
          className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[padding] ${
            scrolled ? "py-2" : "py-3 nav:py-4"
          }`}
        >
          <Link to={homePath(lang)} className="flex items-center gap-2 rounded-md text-brand-900">
            <span className="grid h-10 w-10 place-items-center rounded-xl bg-brand-600 text-white">
              <Icon name="repair" className="h-6 w-6" />
            </span>
            <span className="text-lg font-extrabold leading-tight tracking-tight whitespace-nowrap">
              Delft <span className="text-brand-600">IT</span> Service
            </span>
          </Link>
          <nav aria-label={t("menu.main")} className="hidden nav:block">
            <ul className="flex items-center gap-0.5">
              {menus.main.map((node) => (
                <DesktopItem key={node.id} node={node} />
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <ContactLink
              lang={lang}
              className={`hidden rounded-full bg-accent-500 px-4 py-2 font-semibold text-slate-900 shadow hover:bg-amber-400 sm:inline-flex nav:hidden 2xl:inline-flex ${
                awake ? "ring-2 ring-amber-300" : ""
              }`}
            >
              {t("footer.appointment")}
            </ContactLink>
            <button
              ref={toggle}
              type="button"
              className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 nav:hidden"
              aria-expanded={mobileOpen}
              aria-controls="mobile-menu"
              onClick={() => setMobileOpen((o) => !o)}
            >
              <Icon name={mobileOpen ? "close" : "menu"} className="h-5 w-5" />
              <span>{mobileOpen ? t("menu.close") : t("menu.open")}</span>
            </button>
          </div>
        </div>
        <nav
          id="mobile-menu"
          aria-label={t("menu.main")}
          hidden={!mobileOpen}
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 py-3 nav:hidden"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              setMobileOpen(false);
              toggle.current?.focus();
            }
          }}
        >
          <MobileList nodes={menus.main} />
          {menus.top.length ? (
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-3 text-sm sm:hidden">
              {menus.top.map((link) => (
                <li key={link.id}>
                  <Link
                    to={link.href}
                    className="block py-1.5 text-slate-700 underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <ContactLink
            lang={lang}
            className="mt-3 block w-full rounded-full bg-accent-500 px-4 py-2.5 text-center font-semibold text-slate-900"
          >
            {t("footer.appointment")}
          </ContactLink>
        </nav>
      </header>
    </>
  );
}
