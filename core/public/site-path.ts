/**
 * THE rule for an address that must stay on this site: the return address of a login (`safeRedirect`,
 * ./session/paths.ts) and the target of a redirect (server/redirects/, checked when it is saved and
 * again when it is answered). Pure: used by the browser and the server alike.
 *
 * The check holds for the value a browser finally follows, after URL normalisation:
 * `/.//evil.example`, `/x/..//evil.example` and `/%2e//evil.example` are written as paths but
 * normalise to `//evil.example`, another host.
 */

/** a path of this site: one slash, then neither a slash nor a backslash (browsers read both as a host) */
const SITE_PATH = /^\/(?![/\\])/;
/** backslashes (browsers turn them into slashes) and control characters */
// biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const BASE = "http://same.invalid";

/** is this text, as it stands, a path of this site (no normalisation)? */
export function isSitePathText(value: string): boolean {
  return SITE_PATH.test(value) && !UNSAFE_CHARACTERS.test(value);
}

/**
 * The address `value` leads to once normalised (dot segments resolved, characters a Location header
 * cannot carry percent-encoded), when it is a path of this site both as written and as normalised;
 * else null. Refused: anything not starting with one "/", backslashes, control characters, schemes.
 */
export function resolveSitePath(value: unknown): URL | null {
  if (typeof value !== "string" || !isSitePathText(value)) return null;
  let resolved: URL;
  try {
    resolved = new URL(value, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  // the normalised value must pass the same test: no host can appear through normalisation
  return isSitePathText(`${resolved.pathname}${resolved.search}${resolved.hash}`) ? resolved : null;
}
