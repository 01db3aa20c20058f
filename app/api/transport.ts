/**
 * One attempt of a call, by fetch or (for an upload's progress) XMLHttpRequest, bounded by the
 * client's timeout, and the reading of its answer. The retries, CSRF token and error reporting around
 * it are app/api-client.ts's.
 */
import { type ApiClientDeps, ApiError, type ApiErrorBody, type UploadOptions } from "./options.ts";

/** what an attempt needs of the client's surroundings */
export type Transport = Pick<
  ApiClientDeps,
  "fetch" | "setTimeout" | "clearTimeout" | "timeoutMs" | "XMLHttpRequest"
>;

/** the answer of one attempt, fetch or XMLHttpRequest alike */
export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** a 403 that is about the CSRF token, not about the role */
export function isCsrfRefusal(status: number, body: unknown): boolean {
  if (status !== 403 || !body || typeof body !== "object") return false;
  const { title, message } = body as ApiErrorBody;
  return /csrf|xsrf/i.test(`${title ?? ""} ${message ?? ""}`);
}

/** Retry-After (seconds or an HTTP date) in ms; null when absent or unreadable */
export function retryAfterMs(headers: Headers | null, now: number): number | null {
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

/** one fetch bounded by the timeout; rejects with ApiError(network|timeout|aborted) */
/** one fetch bounded by the timeout; rejects with ApiError(network|timeout|aborted) */
export async function fetchOnce(
  deps: Transport,
  url: string,
  init: RequestInit,
  signal?: AbortSignal,
): Promise<Answer> {
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
/** one XMLHttpRequest POST of a form; the timeout restarts with every progress event */
export function xhrOnce(
  deps: Transport,
  url: string,
  headers: Record<string, string>,
  form: FormData,
  options: UploadOptions,
) {
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
