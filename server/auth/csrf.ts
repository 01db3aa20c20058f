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
import { createHmac } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Tx } from "../db/client.ts";
import { csrfSecrets } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "../http/context.ts";
import { decide, findRule } from "../permissions.ts";
import { minutesFrom, now } from "./clock.ts";
import { CSRF_COOKIE, CSRF_HEADER, CSRF_MAX_AGE_S, readCookie, setCsrfCookie } from "./cookies.ts";
import { getSession } from "./session.ts";
import { hashToken, randomToken, safeEqual } from "./tokens.ts";

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

const signature = (secret: string, payload: string) =>
  createHmac("sha256", secret).update(`csrf-visitor|${payload}`).digest("base64url");

/** A visitor's token: signed, never stored. */
export function issueVisitorToken(secret: string): string {
  const payload = `v1.${(now().getTime() + CSRF_MAX_AGE_S * 1000).toString(36)}.${randomToken()}`;
  return `${payload}.${signature(secret, payload)}`;
}

function visitorTokenIsValid(secret: string, token: string): boolean {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "v1") return false;
  const payload = parts.slice(0, 3).join(".");
  if (!safeEqual(parts[3], signature(secret, payload))) return false;
  const expires = Number.parseInt(parts[1], 36);
  return Number.isFinite(expires) && expires > now().getTime();
}

/** Stores a new token bound to `sessionId` (hashed) and returns the raw token for the cookie. */
export async function issueCsrfToken(db: Tx, sessionId: string): Promise<string> {
  const token = randomToken();
  const at = now();
  // housekeeping on the way: expired tokens are useless
  await db.delete(csrfSecrets).where(lt(csrfSecrets.expires_at, at));
  await db.insert(csrfSecrets).values({
    id: hashToken(token),
    session_id: sessionId,
    created_at: at,
    expires_at: minutesFrom(at, CSRF_MAX_AGE_S / 60),
  });
  return token;
}

/** Issues a token for the request's current session (or a visitor's) and sets the cookie. */
export async function sendCsrfCookie(c: Context<AppEnv>, sessionId?: string | null): Promise<void> {
  const id = sessionId === undefined ? ((await getSession(c))?.id ?? null) : sessionId;
  const { database, config } = c.var.deps;
  setCsrfCookie(c, id ? await issueCsrfToken(database.db, id) : issueVisitorToken(config.sessionSecret));
}

async function tokenIsValid(
  c: Context<AppEnv>,
  token: string,
  sessionId: string | null,
  allowAnonymous: boolean,
) {
  if (token.startsWith("v1.")) {
    // a visitor's token: for a visitor, or for the calls a visitor's token may make (login)
    return (
      (sessionId === null || allowAnonymous) && visitorTokenIsValid(c.var.deps.config.sessionSecret, token)
    );
  }
  const rows = await c.var.deps.database.db
    .select({ session_id: csrfSecrets.session_id, expires_at: csrfSecrets.expires_at })
    .from(csrfSecrets)
    .where(and(eq(csrfSecrets.id, hashToken(token))))
    .limit(1);
  const row = rows[0];
  if (!row || row.expires_at <= now()) return false;
  if (row.session_id === sessionId) return true;
  // visitors' tokens stored before they were signed (valid for at most 2 hours after an upgrade)
  return allowAnonymous && row.session_id === null;
}

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
