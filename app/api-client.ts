/**
 * THE browser API client (requirements §7, §8, §10 engineering rules). Every call of the UI goes through
 * here: the public forms, the cookie banner, the logins, the portals and the admin.
 *
 * - base `/api`, `_format=json` on every call, a timestamp `t` on GET, credentials included, the
 *   page's language as Accept-Language (so server messages match the screen);
 * - write calls (POST/PUT/PATCH/DELETE) send `X-XSRF-TOKEN` (server/auth/csrf.ts); the token comes
 *   from `GET csrf-cookie`, fetched before the first write and again when the `XSRF-TOKEN` cookie is
 *   gone (expired after 2 h) or a write is refused with a CSRF error (that write is then sent once more);
 * - every write carries an `Idempotency-Key`: one random id per call, the same on its retries, so the
 *   server runs a retried write only once (server/http/idempotency.ts; login, two-step and password
 *   steps and a new preview link run again, their answers are never kept). A key goes with one body:
 *   a caller that keeps a key across calls makes a new one when what it sends changes;
 * - a 15 000 ms timeout per attempt; up to 3 retries (500, 1000, 2000 ms) of every call, but only
 *   for failures that are safe to repeat: no answer, a timeout, 502/503/504, and a 429 whose
 *   Retry-After is short (a short Retry-After also stretches the wait of a 503). Never a retry of
 *   any other answer (a 4xx is the caller's to handle);
 * - uploads (multipart) through XMLHttpRequest for progress, with the same headers and retries; their
 *   timeout counts from the last progress, so a large file on a slow line is not cut off;
 * - the requirements §8 error catalogue as toasts in the visitor's language: no response → connection
 *   message; 401 → not-logged-in message + hard redirect to the login of the stored user's role (or
 *   the area's login: the login then says the session has ended), or to the language home; other
 *   errors → 'Sorry, something went wrong.'. Callers
 *   that show field errors themselves (422 …) pass `silent`. On 401/403/5xx with no stored user the
 *   session is cleared. An area whose screens word their own failures (the admin) turns the
 *   catalogue toasts off with `api.configure` and may ask for toasts per call (`toast`).
 *
 * Everything the client touches outside itself (fetch, timers, cookies, toasts, navigation) is a
 * dependency of `createApiClient`, so tests drive it deterministically; `api` is the browser instance.
 * Kept free of admin code: public pages load it (the admin's address must not reach them).
 */
import { CSRF_COOKIE, CSRF_HEADER } from "#app/lib/session/state.ts";
import { withFlash } from "#core/session/flash.ts";
import { languageHome, loginUrl } from "#core/session/paths.ts";
import { browserDeps } from "./api/browser-deps.ts";
import {
  API_MAX_RETRY_AFTER_MS,
  type ApiClientDeps,
  type ApiEnvelope,
  ApiError,
  type ApiErrorBody,
  type HttpMethod,
  IDEMPOTENCY_HEADER,
  type ListAnswer,
  type QueryValue,
  type RequestOptions,
  type UploadOptions,
} from "./api/options.ts";
import { type Answer, fetchOnce, isCsrfRefusal, retryAfterMs, xhrOnce } from "./api/transport.ts";
import { apiUrl } from "./api/url.ts";

// the client's shapes live in app/api/options.ts; its callers import them from here
export * from "./api/options.ts";

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...browserDeps(), ...overrides };
  // one pending token request shared by concurrent writes
  let csrfPending: Promise<string> | null = null;
  // fallback when the cookie cannot be read (the server also answers the token in the body)
  let csrfMemory: { token: string; until: number } | null = null;

  const buildUrl = (method: HttpMethod, path: string, query?: Record<string, QueryValue>) =>
    apiUrl(deps.baseUrl, method, path, query, deps.now());

  const sleep = (ms: number) => new Promise<void>((resolve) => deps.setTimeout(resolve, ms));
  /** GET csrf-cookie; the token is the cookie it sets (or, failing that, the one in the body) */
  async function fetchCsrfToken(): Promise<string> {
    const answer = await fetchOnce(deps, buildUrl("GET", "csrf-cookie"), {
      method: "GET",
      headers: { Accept: "application/json" },
    });
    const body = answer.body as { data?: unknown } | null;
    if (answer.status < 200 || answer.status >= 300) {
      throw new ApiError(answer.status, "http", body as ApiErrorBody | null, answer.headers);
    }
    const data = body?.data;
    const fromBody =
      typeof data === "string"
        ? data
        : data && typeof data === "object" && typeof (data as { token?: unknown }).token === "string"
          ? (data as { token: string }).token
          : undefined;
    const token = deps.readCookie(CSRF_COOKIE) ?? fromBody;
    if (!token) throw new ApiError(answer.status, "http", { title: "CSRF token missing" });
    // 2 hours like the cookie, less a margin
    csrfMemory = { token, until: deps.now() + 115 * 60_000 };
    return token;
  }

  function csrfToken(forceRefresh: boolean): Promise<string> {
    if (!forceRefresh) {
      const fromCookie = deps.readCookie(CSRF_COOKIE);
      if (fromCookie) return Promise.resolve(fromCookie);
      if (csrfMemory && csrfMemory.until > deps.now() && !cookiesReadable()) {
        return Promise.resolve(csrfMemory.token);
      }
    }
    if (!csrfPending) {
      csrfPending = fetchCsrfToken().finally(() => {
        csrfPending = null;
      });
    }
    return csrfPending;
  }

  // In a browser the cookie is the truth (gone = expired); elsewhere only the remembered token exists.
  const cookiesReadable = () => overrides.readCookie !== undefined || typeof document !== "undefined";

  /** the wait before the next attempt, or null when this failure must not be repeated */
  function retryWait(error: ApiError, attempt: number): number | null {
    if (attempt >= deps.maxRetries || error.kind === "aborted") return null;
    const backoff = deps.retryBaseMs * 2 ** attempt;
    if (error.kind === "network" || error.kind === "timeout") return backoff;
    const asked = retryAfterMs(error.headers, deps.now());
    const soon = asked !== null && asked <= API_MAX_RETRY_AFTER_MS;
    // an unavailable server (a database away: 503 with Retry-After) is asked again, when it said so
    if (error.status === 502 || error.status === 503 || error.status === 504) {
      return soon ? Math.max(asked, backoff) : backoff;
    }
    if (error.status === 429) return soon ? Math.max(asked, backoff) : null;
    return null;
  }

  function isSilenced(silent: RequestOptions["silent"], status: number): boolean {
    if (silent === true) return true;
    return Array.isArray(silent) && silent.includes(status);
  }

  /** applies requirements §4 (session clearing) and §8 (toasts, 401 redirect); returns the error to throw */
  function report(error: ApiError, options: RequestOptions): ApiError {
    if (error.kind === "aborted") return error;
    const stored = deps.storedUser();
    const status = error.status;
    if (!stored && (status === 401 || status === 403 || status >= 500)) deps.clearSession();
    if (isSilenced(options.silent, status)) return error;
    const lang = deps.language();
    const toasts = deps.catalogueToasts || options.toast?.failure !== undefined;
    if (error.kind !== "http") {
      if (toasts) deps.notify(deps.translate("network", lang));
    } else if (status === 401) {
      if (deps.catalogueToasts) deps.notify(deps.translate("notLoggedIn", lang));
      // the stored user is stale: the server has no session for it any more
      if (stored) deps.clearSession();
      const role = stored?.role ?? deps.areaRole;
      const pageLang = deps.pageLanguage();
      // the toast dies with this page: the flag carries the message to the next one (lib/session/flash.ts).
      // A known role means this screen was logged in (a stored user, or a screen of a logged-in area
      // whose state cookie a logout in another tab removed): its session has ended.
      deps.redirect(
        role
          ? withFlash(loginUrl(role, pageLang, deps.currentPath()), "session-ended")
          : withFlash(languageHome(pageLang), "not-logged-in"),
      );
    } else if (toasts) {
      deps.notify(options.toast?.failure ?? deps.translate("general", lang));
    }
    return error;
  }

  /**
   * One call with its retries. `attemptOnce` sends one attempt with the given headers; the CSRF
   * token is fetched before a write and fetched again once when the server refuses it.
   */
  async function run<T>(
    method: HttpMethod,
    options: RequestOptions,
    attemptOnce: (headers: Record<string, string>) => Promise<Answer>,
  ): Promise<T> {
    const write = method !== "GET";
    // one key for the whole call: its retries are the same logical request to the server
    const idempotencyKey = write ? (options.idempotencyKey ?? deps.randomId()) : undefined;
    let csrfRetried = false;
    let forceCsrf = false;
    for (let attempt = 0; ; attempt++) {
      // server messages (422 field errors, lockout …) come in the language of the page, not the browser's
      const headers: Record<string, string> = {
        Accept: "application/json",
        "Accept-Language": deps.language(),
        ...options.headers,
      };
      try {
        // cancelled while waiting for a retry: no further attempt
        if (options.signal?.aborted) throw new ApiError(0, "aborted");
        if (write) {
          headers[CSRF_HEADER] = await csrfToken(forceCsrf);
          headers[IDEMPOTENCY_HEADER] = idempotencyKey as string;
        }
        forceCsrf = false;
        const answer = await attemptOnce(headers);
        if (answer.status >= 200 && answer.status < 300) {
          if (options.toast?.success) deps.notifySuccess(options.toast.success);
          return (answer.body ?? { data: null }) as T;
        }
        if (write && !csrfRetried && isCsrfRefusal(answer.status, answer.body)) {
          // the token expired or the session changed: fetch a new one and send this write once more
          csrfRetried = true;
          forceCsrf = true;
          attempt--;
          continue;
        }
        const errorBody = (
          answer.body && typeof answer.body === "object" ? answer.body : null
        ) as ApiErrorBody | null;
        throw new ApiError(answer.status, "http", errorBody, answer.headers);
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(0, "network");
        const wait = retryWait(error, attempt);
        if (wait !== null) {
          await sleep(wait);
          continue;
        }
        throw report(error, options);
      }
    }
  }

  function request<T>(method: HttpMethod, path: string, body?: unknown, options: RequestOptions = {}) {
    return run<T>(method, options, (headers) => {
      let payload: BodyInit | undefined;
      if (body instanceof FormData) payload = body;
      else if (body !== undefined) {
        headers["Content-Type"] = "application/json";
        payload = JSON.stringify(body);
      }
      return fetchOnce(
        deps,
        buildUrl(method, path, options.query),
        { method, headers, body: payload, ...(options.keepalive ? { keepalive: true } : {}) },
        options.signal,
      );
    });
  }

  return {
    /** one call whose answer type the caller names: the whole JSON body (app/api/typed.ts) */
    send: request,
    /** a multipart POST with progress, the whole JSON body as the answer (app/api/typed.ts) */
    sendForm: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
      run<T>("POST", options, (headers) =>
        xhrOnce(deps, buildUrl("POST", path, options.query), headers, form, options),
      ),
    get: <T>(path: string, options?: RequestOptions) =>
      request<ApiEnvelope<T>>("GET", path, undefined, options),
    /** a list answer `{data: T[], meta}` */
    list: <T>(path: string, options?: RequestOptions) =>
      request<ListAnswer<T>>("GET", path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<ApiEnvelope<T>>("POST", path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<ApiEnvelope<T>>("PUT", path, body, options),
    patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<ApiEnvelope<T>>("PATCH", path, body, options),
    delete: <T>(path: string, options?: RequestOptions) =>
      request<ApiEnvelope<T>>("DELETE", path, undefined, options),
    /** multipart POST with upload progress (XMLHttpRequest: fetch cannot report it) */
    upload: <T>(path: string, form: FormData, options: UploadOptions = {}) =>
      run<ApiEnvelope<T>>("POST", options, (headers) =>
        xhrOnce(deps, buildUrl("POST", path, options.query), headers, form, options),
      ),
    /** the full URL of a GET: base, `_format=json`, timestamp */
    url: (path: string, query?: Record<string, QueryValue>) => buildUrl("GET", path, query),
    /** the plain address of an API path, for a link (a file download) */
    link: (path: string) => `${deps.baseUrl}/${path.replace(/^\/+/, "")}`,
    /** drop the remembered CSRF token (after logout/login the server binds a new one) */
    resetCsrf: () => {
      csrfMemory = null;
    },
    /**
     * Settings of an area (the admin: its interface language, its login, no catalogue toasts) or a
     * test (the base address). Returns the undo.
     */
    configure: (settings: Partial<ApiClientDeps>): (() => void) => {
      const before = Object.fromEntries(
        Object.keys(settings).map((key) => [key, deps[key as keyof ApiClientDeps]]),
      ) as Partial<ApiClientDeps>;
      Object.assign(deps, settings);
      return () => {
        Object.assign(deps, before);
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** the API client of the browser */
export const api = createApiClient();
