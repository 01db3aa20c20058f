/**
 * CSRF protection: double-submit cookie. `GET /api/csrf-cookie` issues a token in the
 * readable `XSRF-TOKEN` cookie. A logged-in user's token is random and its hash is stored bound to
 * the session. A visitor's token is signed instead of stored (one database row per
 * anonymous request let a stream of requests grow the embedded database, and the process, without
 * bound): `v1.<expiry>.<random>.<HMAC-SHA256 with SESSION_SECRET>`. Every POST/PUT/DELETE/PATCH under
 * /api must echo the cookie in the `X-XSRF-TOKEN` header; the token must be valid, unexpired and
 * belong to the same session (or be a visitor's where a visitor's is allowed). A refused write stops
 * here, before authorisation and before any route runs, so it changes nothing.
 */
import type { MiddlewareHandler } from "hono";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "../http/context.ts";
import { decide, findRule } from "../permissions.ts";
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from "./cookies.ts";
import { tokenIsValid } from "./csrf-token.ts";
import { getSession } from "./session.ts";
import { safeEqual } from "./tokens.ts";

const UNSAFE = new Set(["POST", "PUT", "DELETE", "PATCH"]);
/** calls that may be made with a visitor's token even when a session cookie is present */
const ANONYMOUS_TOKEN_ALLOWED = new Set([
  "login",
  "login/two-factor",
  "login/two-factor/setup",
  "login/two-factor/enable",
]);

const text = {
  title: { en: "Invalid security token", nl: "Ongeldig beveiligingstoken" },
  message: {
    en: "The security token (CSRF) of this request is missing, invalid or expired. Reload the page and try again.",
    nl: "Het beveiligingstoken (CSRF) van dit verzoek ontbreekt, is ongeldig of verlopen. Laad de pagina opnieuw en probeer het nog eens.",
  },
};

export const csrfProtection: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UNSAFE.has(c.req.method)) return next();
  const header = c.req.header(CSRF_HEADER) ?? "";
  const cookie = readCookie(c, CSRF_COOKIE) ?? "";
  const path = c.req.path.replace(/^\/api\/?/, "");
  const session = await getSession(c);
  // Without a session a call that needs a login can change nothing: let authorize answer 401 (an
  // expired session then reads "log in again", not "bad token"). Public and unknown calls are checked.
  if (!session && decide(findRule(c.req.method, path), null) === "unauthenticated") return next();
  const ok =
    header.length > 0 &&
    header.length <= 100 &&
    safeEqual(header, cookie) &&
    (await tokenIsValid(c, header, session?.id ?? null, ANONYMOUS_TOKEN_ALLOWED.has(path)));
  if (!ok) {
    c.var.log.warn(
      {
        method: c.req.method,
        path,
        userId: session?.user.id,
        header: header.length > 0,
        cookie: cookie.length > 0,
      },
      "refused: csrf",
    );
    throw new DomainError("forbidden", text.title[c.var.lang], text.message[c.var.lang]);
  }
  await next();
};
