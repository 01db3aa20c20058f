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
import { toast } from "sonner";
import { commonTexts } from "#app/i18n/locales/common.ts";
import { randomUuid } from "#app/lib/random-uuid.ts";
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  clearSession,
  readCookie,
  readUserState,
  type StoredUser,
} from "#app/lib/session/state.ts";
import { type Language, languageFromPath } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";
import { withFlash } from "#core/session/flash.ts";
import { languageHome, loginUrl } from "#core/session/paths.ts";

export const API_BASE = "/api";
export const API_TIMEOUT_MS = 15_000;
export const API_MAX_RETRIES = 3;
export const API_RETRY_BASE_MS = 500;
/** a 429 is retried only when the server asks for at most this long a wait */
export const API_MAX_RETRY_AFTER_MS = 10_000;
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

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

/** a list answer: `{data: [...], meta}` */
export interface ListAnswer<T> {
  data: T[];
  meta: ListMeta;
}

/** error body of every call (requirements §10.5); some answers give a field a single string */
export interface ApiErrorBody {
  title?: string;
  message?: string;
  errors?: Record<string, string[] | string>;
}

export type ApiErrorKind = "http" | "network" | "timeout" | "aborted";

/** THE error of a failed call: the HTTP status (0 without an answer) and the server's error body */
export class ApiError extends Error {
  readonly body: ApiErrorBody;
  readonly title: string;
  /** per-field messages (a 422's), every field as a list */
  readonly errors: Record<string, string[]>;

  constructor(
    readonly status: number,
    readonly kind: ApiErrorKind,
    body: ApiErrorBody | null = null,
    readonly headers: Headers | null = null,
  ) {
    super(body?.message || body?.title || (kind === "http" ? `HTTP ${status}` : kind));
    this.name = "ApiError";
    this.body = body ?? {};
    this.title = body?.title ?? "";
    this.errors = Object.fromEntries(
      Object.entries(body?.errors ?? {}).map(([field, value]) => [
        field,
        Array.isArray(value) ? value.map(String) : [String(value)],
      ]),
    );
  }

  /** per-field messages of a 422 answer */
  get fieldErrors(): Record<string, string[]> {
    return this.errors;
  }

  /** the first message of each field (forms that show one message per field) */
  firstFieldErrors(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.errors).map(([field, list]) => [field, list[0] ?? ""]));
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** added to the address; empty, null and undefined values are left out */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** the caller's own cancel; an aborted call is never retried nor reported */
  signal?: AbortSignal;
  /**
   * statuses the caller reports itself (no toast, no 401 redirect): `true` for every error, or a
   * list such as `[422]`; 0 stands for "no response"
   */
  silent?: boolean | readonly number[];
  /**
   * toasts of this call whatever the area's setting: `success` when it worked, `failure` instead
   * of the general message when it did not (no answer still says to check the connection)
   */
  toast?: { success?: string; failure?: string };
  /**
   * a write's Idempotency-Key when the caller keeps one across several calls (a form sent twice);
   * by default each call gets its own
   */
  idempotencyKey?: string;
  /**
   * the call may outlive the page (fetch's `keepalive`): a write sent while the page is being hidden
   * or closed, such as the admin form's last draft (app/admin/drafts/useDraft.ts). Browsers cap such
   * bodies at 64 KB in total.
   */
  keepalive?: boolean;
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
  /** a new random id (UUID) for an Idempotency-Key */
  randomId: () => string;
  /** reads a cookie visible to scripts (the CSRF token) */
  readCookie: (name: string) => string | undefined;
  /** the stored user (state cookie) and how to clear it */
  storedUser: () => StoredUser | null;
  clearSession: () => void;
  /** the language of messages and Accept-Language (the admin: its interface language) */
  language: () => Language;
  /** the language of the page's address, for the login and home a 401 leads to */
  pageLanguage: () => Language;
  /** path+search of the current page, kept as the login's `redirect` */
  currentPath: () => string;
  /** the login a 401 leads to when no user is stored (the admin area: cms-admin); null: the home */
  areaRole: Role | null;
  /** the requirements §8 catalogue as toasts; false where the screens word failures themselves */
  catalogueToasts: boolean;
  translate: (key: CatalogueKey, lang: Language) => string;
  notify: (message: string) => void;
  notifySuccess: (message: string) => void;
  /** a hard navigation (window.location.assign) */
  redirect: (url: string) => void;
  XMLHttpRequest?: typeof XMLHttpRequest;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
}

/** the answer of one attempt, fetch or XMLHttpRequest alike */
interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** a 403 that is about the CSRF token, not about the role */
function isCsrfRefusal(status: number, body: unknown): boolean {
  if (status !== 403 || !body || typeof body !== "object") return false;
  const { title, message } = body as ApiErrorBody;
  return /csrf|xsrf/i.test(`${title ?? ""} ${message ?? ""}`);
}

/** Retry-After (seconds or an HTTP date) in ms; null when absent or unreadable */
function retryAfterMs(headers: Headers | null, now: number): number | null {
  const value = headers?.get("Retry-After");
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
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
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    }
    params.set("_format", "json");
    if (method === "GET") params.set("t", String(deps.now()));
    const clean = path.replace(/^\/+/, "");
    return `${deps.baseUrl}/${clean}${clean.includes("?") ? "&" : "?"}${params}`;
  }

  const sleep = (ms: number) => new Promise<void>((resolve) => deps.setTimeout(resolve, ms));

  /** one fetch bounded by the timeout; rejects with ApiError(network|timeout|aborted) */
  async function fetchOnce(url: string, init: RequestInit, signal?: AbortSignal): Promise<Answer> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = deps.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, deps.timeoutMs);
    const onCallerAbort = () => controller.abort();
    signal?.addEventListener("abort", onCallerAbort);
    try {
      const response = await deps.fetch(url, { ...init, signal: controller.signal, credentials: "include" });
      // the body belongs to the attempt: a timeout while it streams is a timeout too
      const body = response.status === 204 ? null : parseJson(await response.text());
      return { status: response.status, body, headers: response.headers };
    } catch {
      if (signal?.aborted) throw new ApiError(0, "aborted");
      throw new ApiError(0, timedOut ? "timeout" : "network");
    } finally {
      deps.clearTimeout(timer);
      signal?.removeEventListener("abort", onCallerAbort);
    }
  }

  /** one XMLHttpRequest POST of a form; the timeout restarts with every progress event */
  function xhrOnce(url: string, headers: Record<string, string>, form: FormData, options: UploadOptions) {
    return new Promise<Answer>((resolve, reject) => {
      const Xhr = deps.XMLHttpRequest;
      if (!Xhr) return reject(new ApiError(0, "network"));
      const xhr = new Xhr();
      let timer: unknown = null;
      let timedOut = false;
      const arm = () => {
        if (timer !== null) deps.clearTimeout(timer);
        timer = deps.setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, deps.timeoutMs);
      };
      const onCallerAbort = () => xhr.abort();
      const settle = () => {
        if (timer !== null) deps.clearTimeout(timer);
        options.signal?.removeEventListener("abort", onCallerAbort);
      };
      xhr.open("POST", url);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        arm();
        if (event.lengthComputable) {
          options.onProgress?.({
            fraction: event.loaded / event.total,
            loaded: event.loaded,
            total: event.total,
          });
        }
      };
      xhr.onload = () => {
        settle();
        const answerHeaders = new Headers();
        const retryAfter = xhr.getResponseHeader("Retry-After");
        if (retryAfter) answerHeaders.set("Retry-After", retryAfter);
        resolve({ status: xhr.status, body: parseJson(xhr.responseText), headers: answerHeaders });
      };
      xhr.onerror = () => {
        settle();
        reject(new ApiError(0, "network"));
      };
      xhr.onabort = () => {
        settle();
        reject(new ApiError(0, timedOut ? "timeout" : "aborted"));
      };
      options.signal?.addEventListener("abort", onCallerAbort);
      arm();
      xhr.send(form);
    });
  }

  /** GET csrf-cookie; the token is the cookie it sets (or, failing that, the one in the body) */
  async function fetchCsrfToken(): Promise<string> {
    const answer = await fetchOnce(buildUrl("GET", "csrf-cookie"), {
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
        buildUrl(method, path, options.query),
        { method, headers, body: payload, ...(options.keepalive ? { keepalive: true } : {}) },
        options.signal,
      );
    });
  }

  return {
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
        xhrOnce(buildUrl("POST", path, options.query), headers, form, options),
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

/** the defaults of a browser; on the server (SSR) only the pure parts are ever used */
function browserDeps(): ApiClientDeps {
  const hasWindow = typeof window !== "undefined";
  const pageLanguage = (): Language => (hasWindow ? languageFromPath(window.location.pathname) : "nl");
  return {
    baseUrl: API_BASE,
    fetch: (...args) => globalThis.fetch(...args),
    // looked up at call time so fake timers in tests apply
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
    randomId: randomUuid,
    readCookie,
    storedUser: readUserState,
    clearSession,
    language: pageLanguage,
    pageLanguage,
    currentPath: () => (hasWindow ? `${window.location.pathname}${window.location.search}` : "/"),
    areaRole: null,
    catalogueToasts: true,
    translate: (key, lang) => commonTexts(lang)(`errors.${key}`),
    // one toast per message even when several calls fail together
    notify: (message) => {
      toast.error(message, { id: message });
    },
    notifySuccess: (message) => {
      toast.success(message);
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
