/**
 * The one rule for the addresses of a redirect (requirements §2 "Redirects"). Pure functions, safe in
 * the browser (the admin form checks the same rule through content-types/redirects.ts).
 *
 * A `from_path` is stored as its address key (`addressKey`): dot segments resolved, percent-escapes
 * decoded, a leading slash, no trailing slash (except "/" itself), lower case and without the Dutch
 * `/nl` alias prefix, so `/Oude-Pagina.html/`, `/nl/oude-pagina.html` and `/x/../oude-pagina.html`
 * are one old address. Lower case because the site's own addresses are lower case (url segments,
 * core/content/slug.ts) and old addresses are typed and linked in every case; without `/nl`
 * because `/nl/…` shows the very page without it (core/public/urls.ts `withoutDutchPrefix`).
 *
 * A `to_path` must lead to this site after URL normalisation (`resolveSitePath`, the rule the logins'
 * return addresses follow too): it is stored with its dot segments resolved and without a trailing
 * slash, and keeps its case: it is a path of this site, answered as it is.
 */
import { resolveSitePath } from "#core/public/site-path.ts";
import type { MessageKey } from "./validation/messages.ts";

/** a path of this site as written: a leading slash, not "//" (another host), no spaces, no query, no fragment */
export const PATH_PATTERN = /^\/(?!\/)[^\s?#]*$/;
export const PATH_MAX = 500;

const BASE = "http://same.invalid";

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function withoutTrailingSlash(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** `/a/./b/../c` → `/a/c` (also `%2e` segments, as browsers do), else the path as it is */
function withoutDotSegments(path: string): string {
  try {
    // appended to the base, so a path starting with "//" stays a path and never names a host
    return new URL(`${BASE}${path}`).pathname;
  } catch {
    return path;
  }
}

/**
 * The key two addresses of the same page share, also the stored form of an old address and the key
 * a request's path is looked up by.
 */
export function addressKey(path: string): string {
  const trimmed = path.trim();
  const rooted = trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
  // resolved before decoding: an encoded slash (%2f) stays inside its segment
  const key = withoutTrailingSlash(decoded(withoutDotSegments(rooted))).toLowerCase();
  if (key === "/nl") return "/";
  return key.startsWith("/nl/") ? key.slice(3) : key;
}

/** the stored form of an old address */
export const normaliseFromPath = addressKey;

/**
 * The stored form of a target address: dot segments resolved, no trailing slash, its case kept; null
 * when it does not stay on this site once normalised. Percent-escapes are kept as written, unless
 * the address reads the same decoded (`/caf%C3%A9` is stored as `/café`).
 */
export function normaliseToPath(path: string): string | null {
  const resolved = resolveSitePath(path.trim());
  if (!resolved) return null;
  const encoded = withoutTrailingSlash(resolved.pathname);
  let readable: string;
  try {
    readable = decodeURI(encoded);
  } catch {
    return encoded;
  }
  // decoding must not change where it leads (an escaped backslash, space or "?" would)
  return resolveSitePath(readable)?.pathname === encoded && !/[\s?#]/.test(readable) ? readable : encoded;
}

/**
 * Why a typed address cannot be stored, as a message key (core/validation/messages.ts), or null:
 * a full address (`https://example.nl/x`, `www.example.nl/x`) is told to give the path only; a target
 * that normalises to another host (`/.//evil.example`) is refused as not a path of this site.
 */
export function pathProblem(value: string, which: "from" | "to"): MessageKey | null {
  const text = value.trim();
  if (text === "") return null;
  if (/^([a-z][a-z0-9+.-]*:\/\/|www\.)/i.test(text)) return "path_only";
  if (!PATH_PATTERN.test(text)) return "site_path";
  if (which === "to" && normaliseToPath(text) === null) return "site_path";
  return null;
}

/** the language of the page at `path`: English under /en, Dutch everywhere else (requirements §2) */
export function languageOfPath(path: string): "nl" | "en" {
  return /^\/en(\/|$)/i.test(path) ? "en" : "nl";
}
