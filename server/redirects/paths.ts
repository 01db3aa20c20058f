/**
 * The one rule for the addresses of a redirect (requirements §2 "Redirects"). Pure functions, safe in
 * the browser (the admin form checks the same rule through content-types/redirects.ts).
 *
 * A `from_path` is stored normalised: percent-escapes decoded, a leading slash, no trailing slash
 * (except "/" itself) and lower case, so `/Oude-Pagina.html/` and `/oude-pagina.html` are one old
 * address. Lower case because the site's own addresses are lower case (url segments, server/content/
 * slug.ts) and old addresses are typed and linked in every case. A `to_path` keeps its case and loses
 * only a trailing slash: it is a path of this site, answered as it is.
 */

/** a path of this site: a leading slash, not "//" (another host), no spaces, no query, no fragment */
export const PATH_PATTERN = /^\/(?!\/)[^\s?#]*$/;
export const PATH_MAX = 500;

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

/** the stored form of an old address, also the key a request's path is looked up by */
export function normaliseFromPath(path: string): string {
  const clean = decoded(path.trim());
  return withoutTrailingSlash(clean.startsWith("/") ? clean : `/${clean}`).toLowerCase();
}

/** the stored form of a target address */
export function normaliseToPath(path: string): string {
  return withoutTrailingSlash(path.trim());
}

/** the language of the page at `path`: English under /en, Dutch everywhere else (requirements §2) */
export function languageOfPath(path: string): "nl" | "en" {
  return /^\/en(\/|$)/i.test(path) ? "en" : "nl";
}
