/**
 * A GET of a public API read for an island that must stay small: the header search's results as you
 * type (app/islands/search-combobox.ts), loaded on a public page when the search field is first
 * focused. The full client (app/api-client.ts) brings its toasts, and with them React: with zod,
 * which the search's constants brought, the first focus loaded 47 KiB gzip, and loads 2 KiB with this
 * (docs/performance.md). A visitor's read needs none of it: no CSRF token (a GET), no session, no
 * toasts. A failure rejects and the caller shows nothing, since the search form itself (Enter, the
 * results page) still works.
 *
 * It keeps the API's address rules (./url.ts: base, `_format=json`, timestamp) and the client's
 * 15-second timeout; it does not retry: an answer that comes seconds later is for words the visitor
 * has likely changed, and the next keystroke asks again. Typed by the same OpenAPI document as the
 * full client (./typed.ts): a path the server has no GET for, or a query it does not take, is a type
 * error.
 */
import { API_BASE, API_TIMEOUT_MS } from "./options.ts";
import type { AnswerOf, CallInit, PathOf } from "./typed.ts";
import { apiUrl } from "./url.ts";

/** the GET paths with no path parameter (an island reads lists, not one record by id) */
type PlainGetPath = Exclude<PathOf<"get">, `${string}{${string}`>;

export async function publicGet<P extends PlainGetPath>(
  path: P,
  query: NonNullable<CallInit<P, "get">["query"]>,
  signal: AbortSignal,
): Promise<AnswerOf<P, "get">> {
  // the caller's cancel or the timeout, whichever comes first (by hand: AbortSignal.any and
  // AbortSignal.timeout are missing from the older Safari versions phones still run)
  const own = new AbortController();
  const cancel = () => own.abort();
  if (signal.aborted) cancel();
  signal.addEventListener("abort", cancel, { once: true });
  const timer = setTimeout(cancel, API_TIMEOUT_MS);
  try {
    const response = await fetch(apiUrl(API_BASE, "GET", path, query, Date.now()), {
      headers: { Accept: "application/json" },
      credentials: "include",
      signal: own.signal,
    });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as AnswerOf<P, "get">;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", cancel);
  }
}
