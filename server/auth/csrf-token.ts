/**
 * The CSRF tokens (server/auth/csrf.ts checks them on every write): a logged-in user's is random and
 * its hash is stored bound to the session; a visitor's is signed instead of stored
 * (`v1.<expiry>.<random>.<HMAC-SHA256 with SESSION_SECRET>`). Apart from the middleware because the
 * routes that set the cookie (login, csrf-cookie) must not import what reads the permission table.
 */
import { createHmac } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Context } from "hono";
import type { Tx } from "../db/client.ts";
import { csrfSecrets } from "../db/schema.ts";
import type { AppEnv } from "../http/context.ts";
import { minutesFrom, now } from "./clock.ts";
import { CSRF_MAX_AGE_S, setCsrfCookie } from "./cookies.ts";
import { getSession } from "./session.ts";
import { hashToken, randomToken, safeEqual } from "./tokens.ts";

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

export async function tokenIsValid(
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
