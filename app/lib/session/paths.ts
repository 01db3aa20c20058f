/**
 * The addresses of the logged-in side per language: logins, homes, logout and the password and
 * permission screens. Dutch has no prefix; English lives under /en. The admin area has one address.
 * Pure (no DOM, no server): used by loaders, components and the API client.
 */
import type { Language } from "#app/i18n/lang.ts";
import { type Role, roleHome, roleLogin } from "#server/permissions.ts";

/** screens of this area with their Dutch and English address */
export const authPaths = {
  logout: { nl: "/uitloggen", en: "/en/logout" },
  forgotPassword: { nl: "/wachtwoord-vergeten", en: "/en/forgot-password" },
  resetPassword: { nl: "/wachtwoord-herstellen", en: "/en/reset-password" },
  changePassword: { nl: "/account/wachtwoord", en: "/en/account/password" },
  noPermission: { nl: "/geen-toegang", en: "/en/no-permission" },
  notLoggedIn: { nl: "/niet-ingelogd", en: "/en/not-logged-in" },
} as const satisfies Record<string, Record<Language, string>>;

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

/** the home of a role in a language (SPEC §6); the admin area has no English address */
export function homePath(role: Role, lang: Language): string {
  if (role === "cms-admin" || lang === "nl") return roleHome[role];
  return `/en${roleHome[role]}`;
}

/** the role whose login page this is, from a path like /login-zzp or /en/login-zzp */
export function roleOfLoginPath(pathname: string): Role | undefined {
  const bare = pathname.replace(/^\/en(?=\/)/, "").replace(/\/$/, "");
  return (Object.entries(roleLogin) as [Role, string][]).find(([, path]) => path === bare)?.[0];
}

/**
 * A `redirect` query value is honoured only when it is a path of this site: it starts with one "/"
 * (not "//", which browsers read as another host), has no backslash (some browsers turn "/\" into
 * "//"), no control characters and no scheme. Anything else gives the fallback.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || typeof value !== "string") return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    const base = "http://same.invalid";
    const resolved = new URL(value, base);
    if (resolved.origin !== base) return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
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
 * /status ↔ /en/status. The query is kept.
 */
export function otherLanguagePath(pathname: string, search = ""): string {
  const lang: Language = /^\/en(\/|$)/.test(pathname) ? "en" : "nl";
  const other: Language = lang === "en" ? "nl" : "en";
  for (const paths of Object.values(authPaths)) {
    if (paths[lang] === pathname) return `${paths[other]}${search}`;
  }
  if (lang === "en") return `${pathname.replace(/^\/en/, "") || "/"}${search}`;
  return `${pathname === "/" ? "/en" : `/en${pathname}`}${search}`;
}
