/** What the API client (app/api-client.ts) uses in a browser: fetch, timers, cookies, toasts, navigation. */
import { toast } from "sonner";
import { commonTexts } from "#app/i18n/locales/common.ts";
import { randomUuid } from "#app/lib/random-uuid.ts";
import { clearSession, readCookie, readUserState } from "#app/lib/session/state.ts";
import { type Language, languageFromPath } from "#core/lang.ts";
import {
  API_BASE,
  API_MAX_RETRIES,
  API_RETRY_BASE_MS,
  API_TIMEOUT_MS,
  type ApiClientDeps,
} from "./options.ts";

/** the defaults of a browser; on the server (SSR) only the pure parts are ever used */
export function browserDeps(): ApiClientDeps {
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
