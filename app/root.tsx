// first: before any module builds a zod schema (see the file)
import "./lib/zod-jitless.ts";
import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import { adminPath, isAdminPath } from "#core/admin-path.ts";
import { currentConsent } from "#core/consent-cookie.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Route } from "./+types/root";
import { adminLanguageFrom } from "./admin/language.ts";
// the stylesheet by address, written first in <head> (Layout below: why)
import appCss from "./app.css?url";
import { AppToaster } from "./components/ui/Toaster.tsx";
import { appContext } from "./context.server.ts";
import { TextLanguage } from "./i18n/text.ts";
import { isDocumentRoute } from "./islands/handle.ts";
import { islandsManifest } from "./islands/manifest.server.ts";

export function loader({ context, url, request }: Route.LoaderArgs) {
  const { deps, user } = context.get(appContext);
  const { pathname } = url;
  // the admin's screens speak its own language setting (a cookie, app/admin/language.ts), not the
  // address; a preview shows a public page in that page's language (it sets its own `lang`)
  const admin = isAdminPath(pathname) && !pathname.startsWith(adminPath("preview", ""));
  return {
    lang: admin ? adminLanguageFrom(request.headers.get("cookie")) : languageFromPath(pathname),
    /** an admin screen (not a preview): the toasts take the admin's place (AppToaster) */
    admin,
    /** the logged-in user (name and role only), for the Logout link of the public top bar */
    user: user ? { name: user.name, role: user.role } : null,
    /** tracking id, used by the cookie consent only after statistic consent (requirements §9) */
    analyticsId: deps.config.analyticsId ?? null,
    /** the cookie policy's version: the same for every visitor, so cached pages may carry it; a
     * consent cookie of an older version brings the banner back (app/components/CookieConsent.tsx) */
    consentPolicyVersion: deps.config.consentPolicyVersion,
    /** whether the visitor chose under that version: the banner is left out. Part of the page
     * cache's key (server/page-cache/page-cache.ts), the only thing of the cookie the HTML shows */
    consentChosen: currentConsent(request.headers.get("cookie"), deps.config.consentPolicyVersion) !== null,
    /** absolute base of canonical and Open Graph urls */
    publicUrl: deps.config.publicUrl,
    /** the islands' boot script of a public page (app/islands/boot.ts) and its static imports */
    islands: islandsManifest,
  };
}

/**
 * The icons and the web manifest (public/): a browser that finds no icon link asks for /favicon.ico
 * and logs the 404 on every page.
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lang = data?.lang ?? "nl";
  // A public page is a document: server HTML that works without scripts, enhanced by the islands'
  // boot script; it never loads React Router's client (docs/decisions/0014-public-pages-as-documents.md).
  const asDocument = isDocumentRoute(useMatches());
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the script preloads that <Links /> brings: the page cannot paint before its only
            stylesheet arrives, and a browser on HTTP/1.1 (six connections) would otherwise fetch
            two dozen scripts first (README, "Speed"). */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <meta name="theme-color" content="#1257b0" />
        <Meta />
        <Links />
        {asDocument && data ? <IslandScripts islands={data.islands} /> : null}
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <TextLanguage lang={lang}>
          {children}
          {asDocument ? null : <AppToaster admin={data?.admin ?? false} />}
        </TextLanguage>
        {asDocument ? null : <ScrollRestoration />}
        {asDocument ? null : <Scripts />}
      </body>
    </html>
  );
}

/** a module script runs after the document is parsed, so it may sit in the head and load early */
function IslandScripts({ islands }: { islands: { boot: string; imports: string[] } }) {
  return (
    <>
      {islands.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={islands.boot} />
    </>
  );
}

export default function App() {
  // a marker for the browser tests, on every screen (public, logins, portals, admin): the page is
  // interactive from here on, so a click is a client navigation and not a document load
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // and the address whose screen is on view: React commits a navigation after the router is idle
  const location = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shownPath = `${location.pathname}${location.search}`;
  }, [location]);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">
        {status === 404 ? "Page not found" : "Sorry, something went wrong."}
      </h1>
    </main>
  );
}
