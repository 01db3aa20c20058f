/**
 * The frame of the three portals (and the account screens): company name, the user's name, links
 * to change the password and to log out, the language switch; then the page. Works from 320 px up.
 *
 * A portal names its role (`portalRole`): while it is shown, a request the server answers 401 leads to that role's
 * login, which says the session has ended (app/api-client.ts), even when a logout in another tab has
 * removed the stored user the client would otherwise go by.
 */
import { type ReactNode, useEffect } from "react";
import { api } from "#app/api-client.ts";
import { usePortalText } from "#app/i18n/locales/portal.ts";
import type { Language } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { authPath } from "#core/session/paths.ts";
import { CompanyHomeLink } from "./CompanyHomeLink.tsx";
import { LanguageLink } from "./LanguageLink.tsx";

export function PortalShell({
  lang,
  portalRole,
  userName,
  title,
  intro,
  actions,
  children,
}: {
  lang: Language;
  /** the portal's role (the account screens, open to every role, leave it out) */
  portalRole?: Role;
  userName: string;
  title: string;
  intro?: ReactNode;
  /** buttons beside the title */
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = usePortalText();
  // the frame's effect runs before the page's own (children first): set before the page's first request
  useEffect(() => (portalRole ? api.configure({ areaRole: portalRole }) : undefined), [portalRole]);
  const link =
    "rounded px-2 py-1 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-white";
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <CompanyHomeLink lang={lang} className="text-lg font-bold" />
          <nav
            aria-label={t("header.mainNav")}
            className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm"
          >
            <span className="px-2 py-1 text-brand-100" data-testid="portal-user">
              {t("header.loggedInAs", { name: userName })}
            </span>
            <a href={authPath("changePassword", lang)} className={link}>
              {t("header.changePassword")}
            </a>
            <LanguageLink className="text-white" />
            <a href={authPath("logout", lang)} className={`${link} font-semibold`}>
              {t("header.logout")}
            </a>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:py-10">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
            {intro ? <p className="mt-1 text-slate-600">{intro}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        {children}
      </main>
    </div>
  );
}
