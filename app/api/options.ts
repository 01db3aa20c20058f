/**
 * The shapes of the API client (app/api-client.ts): its limits, the answer and error bodies every call
 * shares, the options of one call and what the client takes from its surroundings (ApiClientDeps).
 */

import type { StoredUser } from "#app/lib/session/state.ts";
import type { Language } from "#core/lang.ts";
import type { Role } from "#core/roles.ts";

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
