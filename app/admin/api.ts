/**
 * The admin's door to the API (requirements §7, requirements §10.5): JSON envelopes, CSRF header on writes, the
 * interface language as Accept-Language so server messages come back in it, upload progress.
 *
 * Errors are thrown as `ApiError` with the server's `{title, message, errors}` so screens can put
 * 422/409 messages on the right field. Screens show their own toasts (requirements §8 names the entity),
 * so this module never toasts.
 */

import { isAdminPath } from "#app/admin/path.ts";
import { withFlash } from "#app/lib/session/flash.ts";
import { loginUrl } from "#app/lib/session/paths.ts";

export type ApiErrorBody = { title?: string; message?: string; errors?: Record<string, string[] | string> };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.title || body.message || `HTTP ${status}`);
  }
  /** per-field messages, flattened to the first message of each field */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [field, value] of Object.entries(this.body.errors ?? {})) {
      out[field] = Array.isArray(value) ? String(value[0] ?? "") : String(value);
    }
    return out;
  }
}

export type ListMeta = { page: number; per_page: number; total: number };
export type ListAnswer<T> = { data: T[]; meta: ListMeta };

let interfaceLanguage: "nl" | "en" = "nl";
/** the admin layout sets this when the interface language changes */
export function setApiLanguage(lang: "nl" | "en") {
  interfaceLanguage = lang;
}

/** Where the API lives; tests point it at a real local server. */
let base = "/api";
export function setApiBase(url: string) {
  base = url.replace(/\/$/, "");
}
/** the address of an API path, for a plain link (a file download) */
export const apiUrl = (path: string) => `${base}/${path.replace(/^\//, "")}`;

const TIMEOUT_MS = 15_000;
const RETRIES = 3;

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const hit = document.cookie.split("; ").find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

async function csrfToken(): Promise<string> {
  let token = readCookie("XSRF-TOKEN");
  if (!token) {
    const res = await fetch(`${base}/csrf-cookie?_format=json`, { credentials: "include" }).catch(
      (error: Error) => {
        // no answer: the same "network failure" as any other call (requirements §8)
        throw new ApiError(0, { title: error.message });
      },
    );
    token = readCookie("XSRF-TOKEN");
    if (!token) {
      // a non-browser environment (tests) cannot read the cookie jar: take it from the answer
      const body = (await res.json().catch(() => ({}))) as { data?: { token?: string } };
      token = body.data?.token ?? "";
    }
  }
  return token;
}

function url(path: string, query?: Record<string, string | number | undefined | null>) {
  const params = new URLSearchParams({ _format: "json" });
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== "") params.set(k, String(v));
  }
  return `${base}/${path.replace(/^\//, "")}?${params}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function request<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  query?: Record<string, string | number | undefined | null>,
): Promise<T> {
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": interfaceLanguage,
  };
  if (method !== "GET") {
    headers["x-xsrf-token"] = await csrfToken();
    if (body !== undefined) headers["content-type"] = "application/json";
  }
  const q = method === "GET" ? { ...query, t: Date.now() } : query;
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url(path, q), {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      // network failure without a response: retry reads only (a write may have landed)
      if (method === "GET" && attempt < RETRIES) {
        await sleep(2 ** attempt * 300);
        continue;
      }
      throw new ApiError(0, { title: (error as Error).message });
    }
    if (res.status >= 502 && method === "GET" && attempt < RETRIES) {
      await sleep(2 ** attempt * 300);
      continue;
    }
    const json = (await res.json().catch(() => ({}))) as T & ApiErrorBody;
    if (res.status === 401 && typeof window !== "undefined" && isAdminPath(window.location.pathname)) {
      // requirements §8: the session is gone: a hard redirect to the admin login, back here afterwards; the
      // flag makes the login screen show the not-logged-in message (lib/session/flash.ts)
      window.location.assign(
        withFlash(
          loginUrl("cms-admin", "nl", window.location.pathname + window.location.search),
          "not-logged-in",
        ),
      );
    }
    if (!res.ok) throw new ApiError(res.status, json);
    return json;
  }
}

export const adminApi = {
  get: <T>(path: string, query?: Record<string, string | number | undefined | null>) =>
    request<T>("GET", path, undefined, query),
  post: <T>(path: string, body?: unknown) => request<T>("POST", path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>("PUT", path, body ?? {}),
  delete: <T>(path: string) => request<T>("DELETE", path),
  /** multipart upload with progress (XHR: fetch cannot report upload progress) */
  async upload<T>(
    path: string,
    form: FormData,
    onProgress?: (percent: number) => void,
    signal?: AbortSignal,
  ) {
    const token = await csrfToken();
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open("POST", url(path));
      xhr.withCredentials = true;
      xhr.setRequestHeader("x-xsrf-token", token);
      xhr.setRequestHeader("accept", "application/json");
      xhr.setRequestHeader("accept-language", interfaceLanguage);
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
      };
      xhr.onload = () => {
        let json: ApiErrorBody & T;
        try {
          json = JSON.parse(xhr.responseText || "{}");
        } catch {
          json = {} as ApiErrorBody & T;
        }
        if (xhr.status >= 200 && xhr.status < 300) resolve(json);
        else reject(new ApiError(xhr.status, json));
      };
      xhr.onerror = () => reject(new ApiError(0, {}));
      xhr.onabort = () => reject(new ApiError(0, { title: "aborted" }));
      signal?.addEventListener("abort", () => xhr.abort());
      xhr.send(form);
    });
  },
};

/** the image-upload call of requirements §7: answers `{data: "/uploads/…"}` */
export async function uploadImage(
  file: File | Blob,
  pageType: string,
  pageId: string | number,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const form = new FormData();
  form.append("file", file, (file as File).name ?? "image");
  form.append("page-type", pageType);
  form.append("page-id", String(pageId));
  const answer = await adminApi.upload<{ data: string | { data?: string; url?: string } }>(
    "image-upload/tiny-mce-upload",
    form,
    onProgress,
    signal,
  );
  const d = answer.data;
  // requirements §10.5 says {data: "/uploads/…"}; requirements §7 says data.data — accept both
  return typeof d === "string" ? d : (d.data ?? d.url ?? "");
}
