/**
 * The one place the admin turns a failed API call into words (requirements §8): a call that got no answer
 * (offline, timeout, DNS) says "… Please check your internet connection and try again."; an answer
 * with an error status says what the screen passes as `otherwise` (the entity's save/delete message,
 * a not-found message, or the server's own reason).
 */
import { ApiError } from "#app/api-client.ts";
import type { CommonT } from "#app/i18n/locales/common.ts";

/** No HTTP answer at all: the API client throws `ApiError` with status 0; a bare fetch throws a TypeError. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof TypeError;
}

/** `tc` is the `common` namespace, where the requirements §8 texts live in both languages. */
export function failureText(error: unknown, tc: CommonT, otherwise: string): string {
  return isNetworkFailure(error) ? tc("errors.network") : otherwise;
}

/**
 * The server's own reason for a refusal (409/422/423 …: "you cannot delete your own account"), when
 * it sent one; null for 404 and 5xx, whose words the screens choose (requirements §8).
 */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status < 400 || error.status >= 500 || error.status === 404) return null;
  return error.body.message || error.body.title || null;
}
