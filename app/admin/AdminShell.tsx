/**
 * The frame of every admin screen: a top bar (area name, interface language, view site, logout),
 * the admin menu of requirements §2 (a sidebar on wide screens, a collapsible panel on phones) and the
 * screen itself. Keyboard: a skip link, real links and buttons, Escape closes the phone menu.
 */

import { type ReactNode, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { adminMenu, menuPath } from "./menu.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-1.5 text-sm ${isActive ? "bg-brand-700 font-semibold text-white" : "text-slate-100 hover:bg-white/10"}`;

function Menu({ onNavigate }: { onNavigate?: () => void }) {
  const { t, lang } = useAdminText();
  return (
    <ul className="space-y-1">
      {adminMenu.map((group) => (
        <li key={group.key}>
          {group.to ? (
            <NavLink to={group.to} end className={linkClass} onClick={onNavigate}>
              {t(group.key)}
            </NavLink>
          ) : (
            <>
              <span className="mt-3 block px-3 text-xs font-semibold uppercase tracking-wide text-slate-300">
                {t(group.key)}
              </span>
              <ul className="mt-1 space-y-0.5">
                {group.items?.map((item) => (
                  <li key={item.to}>
                    <NavLink to={menuPath(item, lang)} className={linkClass} onClick={onNavigate}>
                      {t(item.key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

export function AdminShell({
  userName,
  onToggleLanguage,
  children,
}: {
  userName: string;
  onToggleLanguage: () => void;
  children: ReactNode;
}) {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // the phone menu opens by this script: its button is disabled until the script runs
  const hydrated = useHydrated();
  // a navigation closes the phone menu
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <div className="min-h-screen bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t("skipToContent")}
      </a>
      <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-1 bg-brand-900 px-3 py-2 text-white shadow sm:px-4">
        <button
          type="button"
          className="whitespace-nowrap rounded border border-white/40 px-2 py-1 text-sm lg:hidden"
          aria-expanded={open}
          aria-controls="admin-menu"
          disabled={!hydrated}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true">☰ </span>
          {open ? t("menu.close") : t("menu.open")}
        </button>
        <Link to={ADMIN_BASE} className="hidden font-semibold sm:inline">
          {t("area")}
        </Link>
        <span className="ml-auto hidden text-sm text-slate-200 sm:inline">{userName}</span>
        <button
          type="button"
          onClick={onToggleLanguage}
          className="ml-auto whitespace-nowrap rounded px-2 py-1 text-sm underline-offset-2 hover:underline sm:ml-0"
          title={t("menu.languageLabel")}
        >
          {t("menu.language")}
        </button>
        <a
          href="/"
          className="whitespace-nowrap rounded px-2 py-1 text-sm hover:underline"
          target="_blank"
          rel="noreferrer"
        >
          {/* on a phone the short word: with "Website bekijken" the bar broke onto a second row */}
          <span className="sm:hidden">{t("menu.viewSiteShort")}</span>
          <span className="hidden sm:inline">{t("menu.viewSite")}</span>
        </a>
        <a
          href="/uitloggen"
          className="whitespace-nowrap rounded bg-white/10 px-2 py-1 text-sm hover:bg-white/20"
        >
          {tc("actions.logout")}
        </a>
      </header>
      <div className="lg:flex">
        <nav
          id="admin-menu"
          aria-label={t("menu.label")}
          className={`${open ? "block" : "hidden"} bg-brand-900 px-2 pb-4 lg:sticky lg:top-11 lg:block lg:h-[calc(100vh-2.75rem)] lg:w-60 lg:shrink-0 lg:overflow-y-auto`}
        >
          <Menu onNavigate={() => setOpen(false)} />
        </nav>
        <main id="admin-main" className="min-w-0 flex-1 p-3 sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}

/** the fixed header title of a screen, with its actions on the right */
export function ScreenHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
