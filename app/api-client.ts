/**
 * THE browser API client (requirements §7, §8). Every call of the UI goes through here:
 *
 * - base `/api`, `_format=json` on every call, a timestamp `t` on GET, credentials included, the
 *   page's language as Accept-Language (so server messages match the screen);
 * - write calls (POST/PUT/DELETE) send `X-XSRF-TOKEN`; the token comes from `GET csrf-cookie`, fetched
 *   before the first write and again when the `XSRF-TOKEN` cookie is gone (expired after 2 h) or a
 *   write is refused with a CSRF error (that write is then sent once more);
 * - a 15 000 ms timeout per attempt; up to 3 retries with a growing delay (300, 600, 1200 ms) for
 *   network failures, timeouts and 5xx — only for idempotent calls, never a blind retry of a POST;
 * - uploads (multipart) through XMLHttpRequest for progress, with the same CSRF and timeout rules;
 * - the requirements §8 error catalogue as toasts in the visitor's language: no response → connection
 *   message; 401 → not-logged-in message + hard redirect to the login of the stored user's role (or
 *   the language home); other errors → 'Sorry, something went wrong.'. Callers that show field errors
 *   themselves (422 …) pass `silent`. On 401/403/5xx with no stored user the session is cleared.
 *
 * Everything the client touches outside itself (fetch, timers, cookies, toasts, navigation) is a
 * dependency of `createApiClient`, so tests drive it deterministically; `api` is the browser instance.
 */
import { toast } from "sonner";
import { getI18n } from "#app/i18n/i18n.ts";
import { type Language, languageFromPath } from "#app/i18n/lang.ts";
import { withFlash } from "#app/lib/session/flash.ts";
import { languageHome, loginUrl } from "#app/lib/session/paths.ts";
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  clearSession,
  readCookie,
  readUserState,
  type StoredUser,
} from "#app/lib/session/state.ts";

export const API_BASE = "/api";
export const API_TIMEOUT_MS = 15_000;
export const API_MAX_RETRIES = 3;
export const API_RETRY_BASE_MS = 300;

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

export interface ListMeta {
  page: number;
  per_page: number;
  total: number;
}

/** success body of every call: `{data}`; lists add `meta` */
export interface ApiEnvelope<T> {
  data: T;
  meta?: ListMeta;
}

/** error body of every call (requirements §10.5) */
export interface ApiErrorBody {
  title?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export type ApiErrorKind = "http" | "network" | "timeout" | "aborted";

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when there was no response */
    readonly status: number,
    readonly kind: ApiErrorKind,
    readonly body: ApiErrorBody | null = null,
    readonly headers: Headers | null = null,
  ) {
    super(body?.message || body?.title || (kind === "http" ? `HTTP ${status}` : kind));
    this.name = "ApiError";
  }

  /** per-field messages of a 422 answer */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** the caller's own cancel; an aborted call is never retried nor reported */
  signal?: AbortSignal;
  /**
   * statuses the caller reports itself (no toast, no 401 redirect): `true` for every error, or a
   * list such as `[422]`; 0 stands for "no response"
   */
  silent?: boolean | readonly number[];
}

export interface UploadOptions extends Omit<RequestOptions, "headers"> {
  /** 0..1 plus the byte counts, while the body is sent */
  onProgress?: (progress: { fraction: number; loaded: number; total: number }) => void;
}

export type CatalogueKey = "network" | "notLoggedIn" | "general";

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  now: () => number;
  /** reads a cookie visible to scripts (the CSRF token) */
  readCookie: (name: string) => string | undefined;
  /** the stored user (state cookie) and how to clear it */
  storedUser: () => StoredUser | null;
  clearSession: () => void;
  /** the visitor's language, for messages and login addresses */
  language: () => Language;
  /** path+search of the current page, kept as the login's `redirect` */
  currentPath: () => string;
  translate: (key: CatalogueKey, lang: Language) => string;
  notify: (message: string) => void;
  /** a hard navigation (window.location.assign) */
  redirect: (url: string) => void;
  XMLHttpRequest?: typeof XMLHttpRequest;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
}

const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "PUT", "DELETE"]);

/** a 403 that is about the CSRF token, not about the role */
function isCsrfRefusal(status: number, body: ApiErrorBody | null): boolean {
  if (status !== 403 || !body) return false;
  return /csrf|xsrf/i.test(`${body.title ?? ""} ${body.message ?? ""}`);
}

export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...browserDeps(), ...overrides };
  // one pending token request shared by concurrent writes
  let csrfPending: Promise<string> | null = null;
  // fallback when the cookie cannot be read (the server also answers the token in the body)
  let csrfMemory: { token: string; until: number } | null = null;

  function buildUrl(method: HttpMethod, path: string, query?: Record<string, QueryValue>): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    params.set("_format", "json");
    if (method === "GET") params.set("t", String(deps.now()));
    const clean = path.replace(/^\/+/, "");
    return `${deps.baseUrl}/${clean}${clean.includes("?") ? "&" : "?"}${params}`;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => deps.setTimeout(resolve, ms));
  const retryDelay = (attempt: number) => deps.retryBaseMs * 2 ** attempt;

  /** one fetch bounded by the timeout; rejects with ApiError(network|timeout|aborted) */
  async function fetchOnce(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener("abort", onCallerAbort);
    try {
      return await deps.fetch(url, { ...init, signal: controller.signal, credentials: "include" });
    } catch {
      if (signal?.aborted) throw new ApiError(0, "aborted");
      throw new ApiError(0, timedOut ? "timeout" : "network");
    } finally {
      deps.clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  async function readBody(response: Response): Promise<unknown> {
    if (response.status === 204) return null;
    const text = await response.text();
    if (!text) return null;
    try {
      return JSON.parse(text);
    } catch {
      return null;
    }
  }

  /** GET csrf-cookie; the token is the cookie it sets (or, failing that, the one in the body) */
  async function fetchCsrfToken(): Promise<string> {
    const response = await fetchOnce(buildUrl("GET", "csrf-cookie"), {
      method: "GET",
      headers: { Accept: "application/json" },
    });
    const body = (await readBody(response)) as { data?: unknown } | null;
    if (!response.ok) throw new ApiError(response.status, "http", body as ApiErrorBody | null);
    const data = body?.data;
    const fromBody =
      typeof data === "string"
        ? data
        : data && typeof data === "object" && typeof (data as { token?: unknown }).token === "string"
          ? (data as { token: string }).token
          : undefined;
    const token = deps.readCookie(CSRF_COOKIE) ?? fromBody;
    if (!token) throw new ApiError(response.status, "http", { title: "CSRF token missing" });
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

  function isSilenced(silent: RequestOptions["silent"], status: number): boolean {
    if (silent === true) return true;
    return Array.isArray(silent) && silent.includes(status);
  }

  /** applies requirements §4 (session clearing) and §8 (toasts, 401 redirect); returns the error to throw */
  function report(error: ApiError, silent: RequestOptions["silent"]): ApiError {
    if (error.kind === "aborted") return error;
    const stored = deps.storedUser();
    const status = error.status;
    if (!stored && (status === 401 || status === 403 || status >= 500)) deps.clearSession();
    if (isSilenced(silent, status)) return error;
    const lang = deps.language();
    if (error.kind !== "http") {
      deps.notify(deps.translate("network", lang));
    } else if (status === 401) {
      deps.notify(deps.translate("notLoggedIn", lang));
      // the stored user is stale: the server has no session for it any more
      if (stored) deps.clearSession();
      // the toast dies with this page: the flag carries the message to the next one (lib/session/flash.ts)
      deps.redirect(
        withFlash(
          stored ? loginUrl(stored.role, lang, deps.currentPath()) : languageHome(lang),
          "not-logged-in",
        ),
      );
    } else {
      deps.notify(deps.translate("general", lang));
    }
    return error;
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    options: RequestOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const write = method !== "GET";
    const retryable = IDEMPOTENT.has(method);
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
        if (write) headers[CSRF_HEADER] = await csrfToken(forceCsrf);
        forceCsrf = false;
        let payload: BodyInit | undefined;
        if (body instanceof FormData) payload = body;
        else if (body !== undefined) {
          headers["Content-Type"] = "application/json";
          payload = JSON.stringify(body);
        }
        const response = await fetchOnce(
          buildUrl(method, path, options.query),
          { method, headers, body: payload },
          options.signal,
        );
        const parsed = await readBody(response);
        if (response.ok) return (parsed ?? { data: null }) as ApiEnvelope<T>;
        const errorBody = (parsed && typeof parsed === "object" ? parsed : null) as ApiErrorBody | null;
        if (write && !csrfRetried && isCsrfRefusal(response.status, errorBody)) {
          // the token expired or the session changed: fetch a new one and send this write once more
          csrfRetried = true;
          forceCsrf = true;
          attempt--;
          continue;
        }
        throw new ApiError(response.status, "http", errorBody, response.headers);
      } catch (caught) {
        const error = caught instanceof ApiError ? caught : new ApiError(0, "network");
        const transient = error.kind === "network" || error.kind === "timeout" || error.status >= 500;
        if (retryable && transient && attempt < deps.maxRetries) {
          await sleep(retryDelay(attempt));
          continue;
        }
        throw report(error, options.silent);
      }
    }
  }

  /** multipart POST with progress (XMLHttpRequest); never retried, CSRF refreshed once on 403 */
  async function upload<T>(
    path: string,
    form: FormData,
    options: UploadOptions = {},
  ): Promise<ApiEnvelope<T>> {
    const Xhr = deps.XMLHttpRequest;
    if (!Xhr) throw report(new ApiError(0, "network"), options.silent);
    const send = (token: string) =>
      new Promise<{ status: number; body: unknown; headers: Headers }>((resolve, reject) => {
        const xhr = new Xhr();
        xhr.open("POST", buildUrl("POST", path, options.query));
        xhr.withCredentials = true;
        xhr.timeout = deps.timeoutMs;
        xhr.setRequestHeader("Accept", "application/json");
        xhr.setRequestHeader("Accept-Language", deps.language());
        xhr.setRequestHeader(CSRF_HEADER, token);
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable) {
            options.onProgress?.({
              fraction: event.loaded / event.total,
              loaded: event.loaded,
              total: event.total,
            });
          }
        };
        xhr.onload = () => {
          let parsed: unknown = null;
          try {
            parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: xhr.status, body: parsed, headers: new Headers() });
        };
        xhr.onerror = () => reject(new ApiError(0, "network"));
        xhr.ontimeout = () => reject(new ApiError(0, "timeout"));
        xhr.onabort = () => reject(new ApiError(0, "aborted"));
        options.signal?.addEventListener("abort", () => xhr.abort());
        xhr.send(form);
      });
    try {
      let result = await send(await csrfToken(false));
      if (isCsrfRefusal(result.status, result.body as ApiErrorBody))
        result = await send(await csrfToken(true));
      if (result.status >= 200 && result.status < 300)
        return (result.body ?? { data: null }) as ApiEnvelope<T>;
      throw new ApiError(result.status, "http", result.body as ApiErrorBody | null, result.headers);
    } catch (caught) {
      const error = caught instanceof ApiError ? caught : new ApiError(0, "network");
      throw report(error, options.silent);
    }
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PUT", path, body, options),
    delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, undefined, options),
    upload,
    /** the full URL of a GET (downloads in <a href>): base, `_format=json`, timestamp */
    url: (path: string, query?: Record<string, QueryValue>) => buildUrl("GET", path, query),
    /** drop the remembered CSRF token (after logout/login the server binds a new one) */
    resetCsrf: () => {
      csrfMemory = null;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** the defaults of a browser; on the server (SSR) only the pure parts are ever used */
function browserDeps(): ApiClientDeps {
  const hasWindow = typeof window !== "undefined";
  return {
    baseUrl: API_BASE,
    fetch: (...args) => globalThis.fetch(...args),
    // looked up at call time so fake timers in tests apply
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    readCookie,
    storedUser: readUserState,
    clearSession,
    language: () => (hasWindow ? languageFromPath(window.location.pathname) : "nl"),
    currentPath: () => (hasWindow ? `${window.location.pathname}${window.location.search}` : "/"),
    translate: (key, lang) => getI18n(lang).t(`errors.${key}`, { ns: "common" }),
    // one toast per message even when several calls fail together
    notify: (message) => {
      toast.error(message, { id: message });
    },
    redirect: (url) => {
      if (hasWindow) window.location.assign(url);
    },
    XMLHttpRequest: typeof XMLHttpRequest === "undefined" ? undefined : XMLHttpRequest,
    timeoutMs: API_TIMEOUT_MS,
    maxRetries: API_MAX_RETRIES,
    retryBaseMs: API_RETRY_BASE_MS,
  };
}

/** the API client of the browser */
export const api = createApiClient();
