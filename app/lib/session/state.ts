/**
 * The browser's view of the session (requirements §4): the server sets the readable `user_state` cookie
 * (URI-encoded JSON {name, role}, 3 days) at login, so a reload keeps the UI logged in. The real
 * session is the httpOnly `session` cookie the browser never sees.
 *
 * Clearing the session removes the state cookie and tells every listener (`onSessionCleared`), so
 * screens empty the single records they loaded.
 */

import { type Role, roles } from "#core/roles.ts";
import { safeDecode } from "#core/safe-decode.ts";

export const USER_STATE_COOKIE = "user_state";
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";

export interface StoredUser {
  name: string;
  role: Role;
}

/** the value of one cookie from a `Cookie` header / `document.cookie` string */
export function cookieValue(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** the stored user of a raw `user_state` value, or null when absent or not ours */
export function parseUserState(raw: string | undefined | null): StoredUser | null {
  if (!raw) return null;
  for (const candidate of [safeDecode(raw), raw]) {
    try {
      const value: unknown = JSON.parse(candidate);
      if (
        value &&
        typeof value === "object" &&
        typeof (value as StoredUser).name === "string" &&
        roles.includes((value as StoredUser).role)
      ) {
        return { name: (value as StoredUser).name, role: (value as StoredUser).role };
      }
    } catch {
      // try the next form
    }
  }
  return null;
}

const hasDocument = () => typeof document !== "undefined";

/** the stored user of this browser (null on the server) */
export function readUserState(): StoredUser | null {
  return hasDocument() ? parseUserState(cookieValue(document.cookie, USER_STATE_COOKIE)) : null;
}

export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  const value = cookieValue(document.cookie, name);
  return value ? safeDecode(value) : undefined;
}

export function removeCookie(name: string): void {
  // the Cookie Store API is not in every browser yet; the value is fixed, nothing to escape
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  if (hasDocument()) document.cookie = `${name}=; Max-Age=0; path=/; SameSite=Lax`;
}

// ---- change notification -------------------------------------------------------------------

type Listener = () => void;
const changeListeners = new Set<Listener>();
const clearedListeners = new Set<Listener>();

/** called after login/logout so `useSessionUser` re-reads the cookie */
export function notifySessionChanged(): void {
  for (const listener of [...changeListeners]) listener();
}

export function subscribeSession(listener: Listener): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/**
 * Register a reaction to "the session is gone" (logout, 401, requirements §4): screens empty the single
 * records they loaded. Returns the unsubscribe function.
 */
export function onSessionCleared(listener: Listener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/** Forget the stored user and tell everyone (requirements §4 "clearing the session empties all loaded single records"). */
export function clearSession(): void {
  removeCookie(USER_STATE_COOKIE);
  for (const listener of [...clearedListeners]) listener();
  notifySessionChanged();
}
