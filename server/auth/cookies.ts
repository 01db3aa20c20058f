/**
 * The three cookies of the login machinery (requirements §9, requirements §10.5) and their flags, in one place.
 *
 * - `session`     httpOnly, SameSite=Lax, Secure on https, 1 day: the random session id
 * - `user_state`  readable by JS, 3 days, not Secure-flagged (requirements §9): URI-encoded JSON {name, role}
 * - `XSRF-TOKEN`  readable by JS, SameSite=Lax, 2 hours: echoed in the X-XSRF-TOKEN header on writes
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { Role } from "#core/roles.ts";
import type { AppEnv } from "../http/context.ts";

export const SESSION_COOKIE = "session";
export const STATE_COOKIE = "user_state";
export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "x-xsrf-token";
/** the pending login between password and code (server/auth/two-factor-challenge.ts) */
export const CHALLENGE_COOKIE = "two_factor";
/** sent only to the login calls that read it */
const CHALLENGE_PATH = "/api/login";

export const SESSION_MAX_AGE_S = 24 * 60 * 60;
export const STATE_MAX_AGE_S = 3 * 24 * 60 * 60;
export const CSRF_MAX_AGE_S = 2 * 60 * 60;

const isHttps = (c: Context<AppEnv>) => c.var.deps.config.publicUrl.startsWith("https:");

export function readCookie(c: Context<AppEnv>, name: string): string | undefined {
  const value = getCookie(c, name);
  // a cookie longer than any id we issue is not ours; do not even look it up
  return value && value.length <= 200 ? value : undefined;
}

export function setSessionCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    maxAge: SESSION_MAX_AGE_S,
  });
}

export function setStateCookie(c: Context<AppEnv>, user: { name: string; role: Role }) {
  // setCookie URI-encodes the value once: the browser reads decodeURIComponent(cookie) as JSON
  setCookie(c, STATE_COOKIE, JSON.stringify({ name: user.name, role: user.role }), {
    path: "/",
    sameSite: "Lax",
    maxAge: STATE_MAX_AGE_S,
  });
}

export function setCsrfCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, CSRF_COOKIE, token, {
    path: "/",
    sameSite: "Lax",
    secure: isHttps(c),
    maxAge: CSRF_MAX_AGE_S,
  });
}

export function setChallengeCookie(c: Context<AppEnv>, token: string, maxAgeS: number) {
  setCookie(c, CHALLENGE_COOKIE, token, {
    path: CHALLENGE_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure: isHttps(c),
    maxAge: maxAgeS,
  });
}

export function clearChallengeCookie(c: Context<AppEnv>) {
  deleteCookie(c, CHALLENGE_COOKIE, {
    path: CHALLENGE_PATH,
    secure: isHttps(c),
    httpOnly: true,
    sameSite: "Strict",
  });
}

export function clearAuthCookies(c: Context<AppEnv>) {
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: isHttps(c), httpOnly: true, sameSite: "Lax" });
  deleteCookie(c, STATE_COOKIE, { path: "/", sameSite: "Lax" });
  deleteCookie(c, CSRF_COOKIE, { path: "/", secure: isHttps(c), sameSite: "Lax" });
}
