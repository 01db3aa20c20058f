/**
 * What the cookie banner (app/components/CookieConsent.tsx, its island app/islands/consent.ts), the
 * form post that sets the choice (server/consent/document-post.ts), the page cache and the consent
 * log (server/consent/) agree on: the consent cookie's name, its categories and its format.
 *
 * The format is the one vanilla-cookieconsent v3 wrote when the banner ran on that library, kept so
 * that the cookies visitors already hold stay valid: URL-encoded JSON with `categories`, `revision`
 * (the policy version), a `consentId` (a random UUID made once and kept through every later change of
 * the choice), the times of the first and the last choice and `expirationTime`. Readable by scripts
 * (not HttpOnly): the island reads it to start the statistics.
 */
import { safeDecode } from "#core/safe-decode.ts";

export const CONSENT_COOKIE = "cc_cookie";
export const CONSENT_CATEGORIES = ["necessary", "statistic", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
/** how long a choice holds (requirements §9) */
export const CONSENT_DAYS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The consent cookie's content as far as this site reads it. */
export interface ConsentCookie {
  categories: string[];
  revision: number;
  consentId: string;
  /** when the visitor first chose (ISO) */
  consentTimestamp?: string;
  /** the library's free field; this site marks a choice the consent log refused (see document-post.ts) */
  data?: { unrecorded?: boolean } | null;
}

/** The cookie's value (encoded or already decoded) parsed, or null when it is not a consent cookie. */
export function parseConsentCookie(value: string | undefined): ConsentCookie | null {
  if (!value || value.length > 4000) return null;
  for (const text of [value, safeDecode(value)]) {
    try {
      const parsed = JSON.parse(text) as Partial<ConsentCookie> | null;
      if (typeof parsed?.consentId !== "string" || !UUID.test(parsed.consentId)) continue;
      return {
        categories: Array.isArray(parsed.categories)
          ? parsed.categories.filter((c): c is string => typeof c === "string")
          : [],
        revision: typeof parsed.revision === "number" ? parsed.revision : 0,
        consentId: parsed.consentId.toLowerCase(),
        consentTimestamp:
          typeof parsed.consentTimestamp === "string" && parsed.consentTimestamp.length <= 40
            ? parsed.consentTimestamp
            : undefined,
        data: typeof parsed.data === "object" ? parsed.data : null,
      };
    } catch {
      // not JSON in this form: try the other
    }
  }
  return null;
}

/** The consent id in a consent cookie's value (encoded or already decoded), or null. */
export function consentIdFromCookie(value: string | undefined): string | null {
  return parseConsentCookie(value)?.consentId ?? null;
}

/** The consent cookie's value among a request's (or document.cookie's) cookies, still encoded. */
export function consentCookieOf(cookies: string | null | undefined): string | undefined {
  if (!cookies?.includes(`${CONSENT_COOKIE}=`)) return undefined;
  for (const part of cookies.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === CONSENT_COOKIE) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The visitor's choice when it counts: a consent cookie of the current policy version (one of an
 * older version is no choice, the banner asks again). What the server's HTML shows (the banner or
 * not) and the page cache's key depend on this alone, never on the cookie's value otherwise.
 */
export function currentConsent(
  cookies: string | null | undefined,
  policyVersion: number,
): ConsentCookie | null {
  const cookie = parseConsentCookie(consentCookieOf(cookies));
  return cookie && cookie.revision === policyVersion ? cookie : null;
}

/**
 * The cookie's JSON (before URL-encoding) for a choice made now, in the library's format: the
 * first choice's time is kept in `consentTimestamp` when the visitor chose before.
 */
export function consentCookieJson(choice: {
  categories: readonly ConsentCategory[];
  policyVersion: number;
  consentId: string;
  lang: string;
  firstChoice?: string;
  unrecorded?: boolean;
  now?: Date;
}): string {
  const now = choice.now ?? new Date();
  return JSON.stringify({
    categories: choice.categories,
    revision: choice.policyVersion,
    data: choice.unrecorded ? { unrecorded: true } : null,
    consentTimestamp: choice.firstChoice ?? now.toISOString(),
    consentId: choice.consentId,
    services: { necessary: [], statistic: [], marketing: [] },
    languageCode: choice.lang,
    lastConsentTimestamp: now.toISOString(),
    expirationTime: now.getTime() + CONSENT_DAYS * 86_400_000,
  });
}
