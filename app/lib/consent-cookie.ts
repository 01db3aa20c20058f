/**
 * What the browser's cookie banner (app/components/CookieConsent.tsx) and the server's consent log
 * (server/consent/) agree on: the consent cookie's name, the categories, and how the random consent
 * id is read from the cookie. The banner's library writes the cookie as URL-encoded JSON with a
 * `consentId` (a random UUID made once and kept through every later change of the choice).
 */
import { safeDecode } from "#app/lib/safe-decode.ts";
export const CONSENT_COOKIE = "cc_cookie";
export const CONSENT_CATEGORIES = ["necessary", "statistic", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The consent id in a consent cookie's value (encoded or already decoded), or null. */
export function consentIdFromCookie(value: string | undefined): string | null {
  if (!value || value.length > 4000) return null;
  for (const text of [value, safeDecode(value)]) {
    try {
      const id = (JSON.parse(text) as { consentId?: unknown } | null)?.consentId;
      if (typeof id === "string" && UUID.test(id)) return id.toLowerCase();
    } catch {
      // not JSON in this form: try the other
    }
  }
  return null;
}
