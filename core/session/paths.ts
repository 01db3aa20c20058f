/**
 * The addresses of the logged-in side per language: logins, homes, logout and the password and
 * permission screens. Dutch has no prefix; English lives under /en. The admin area has one address.
 * Pure (no DOM, no server): used by loaders, components and the API client. `loginLinks` is the
 * footer's discreet "Inloggen / Log in": the three portal logins (the admin login stays unlisted).
 */

import type { Language, TextTable } from "#core/lang.ts";
import { isSitePathText, resolveSitePath } from "#core/public/site-path.ts";
import { portalHome, type Role, roleLogin } from "#core/roles.ts";
import addresses from "./paths.texts.json" with { type: "json" };

/** screens of this area with their Dutch and English address: the catalog ./paths.texts.json */
export const authPaths = addresses satisfies TextTable;

export type AuthScreen = keyof typeof authPaths;

export function authPath(screen: AuthScreen, lang: Language): string {
  return authPaths[screen][lang];
}

/** "/" or "/en" */
export function languageHome(lang: Language): string {
  return lang === "en" ? "/en" : "/";
}

/** the login page of a role in a language: /login-zzp, /en/login-zzp */
export function loginPath(role: Role, lang: Language): string {
  return lang === "en" ? `/en${roleLogin[role]}` : roleLogin[role];
}

/** the English address of each portal home: English words, as every other English address */
export const englishPortalHome: Record<Exclude<Role, "cms-admin">, string> = {
  "cms-status-user": "/en/status",
  "cms-zzp": "/en/zzp",
  "cms-accountant": "/en/accounting",
};

/** the role whose login page this is, from a path like /login-zzp or /en/login-zzp */
export function roleOfLoginPath(pathname: string): Role | undefined {
  const bare = pathname.replace(/^\/en(?=\/)/, "").replace(/\/$/, "");
  return (Object.entries(roleLogin) as [Role, string][]).find(([, path]) => path === bare)?.[0];
}

/**
 * THE rule for every return address (the `redirect` of the logins, the not-logged-in and
 * no-permission screens, the password screens' `from`): a value is honoured only when it is a path of
 * this site, and the check holds for the value that is finally used, after URL normalisation
 * (`resolveSitePath`, the one rule redirects follow too). A data-request address
 * (`/page.data?_routes=…`, React Router's single fetch) is turned back into the page's own address,
 * so a login never lands on serialized data.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  const resolved = resolveSitePath(value);
  if (!resolved) return fallback;
  const page = pageOfDataRequest(resolved);
  const result = `${page.pathname}${page.search}${page.hash}`;
  return isSitePathText(result) ? result : fallback;
}

/** `/x.data?_routes=…` → `/x`, `/_.data` → `/` (React Router's data-request form of a page address) */
function pageOfDataRequest(url: URL): URL {
  if (!url.pathname.endsWith(".data")) return url;
  const page = new URL(url);
  page.pathname = url.pathname === "/_.data" ? "/" : url.pathname.slice(0, -".data".length);
  page.searchParams.delete("_routes");
  return page;
}

/** the path+search of a request, as the `redirect` value of a login link */
export function requestedPath(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** a login address carrying the page to return to */
export function loginUrl(role: Role, lang: Language, returnTo?: string): string {
  const base = loginPath(role, lang);
  return returnTo ? `${base}?redirect=${encodeURIComponent(returnTo)}` : base;
}

/**
 * The same screen in the other language: /login-zzp ↔ /en/login-zzp, /uitloggen ↔ /en/logout,
 * /status ↔ /en/status, /boekhouding ↔ /en/accounting. The query is kept.
 */
export function otherLanguagePath(pathname: string, search = ""): string {
  const lang: Language = /^\/en(\/|$)/.test(pathname) ? "en" : "nl";
  const other: Language = lang === "en" ? "nl" : "en";
  for (const paths of Object.values(authPaths)) {
    if (paths[lang] === pathname) return `${paths[other]}${search}`;
  }
  for (const [role, english] of Object.entries(englishPortalHome) as [keyof typeof portalHome, string][]) {
    const paths = { nl: portalHome[role], en: english };
    if (paths[lang] === pathname) return `${paths[other]}${search}`;
  }
  if (lang === "en") return `${pathname.replace(/^\/en/, "") || "/"}${search}`;
  return `${pathname === "/" ? "/en" : `/en${pathname}`}${search}`;
}
