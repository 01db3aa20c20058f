/**
 * Sessions: a 128-bit random id in the `session` cookie; the database keeps only its
 * sha-256. A session ends after 2 hours without activity (idle) or 1 day after login (absolute),
 * on logout, and on a password change (all the user's other sessions). With ADMIN_2FA=required an
 * administrator's session without two-step verification ends at its next request (sessions opened
 * before it was required, or after the owner reset it), so the next login goes through enrolment.
 *
 * CONTRACT: `getSessionUser(c)` resolves the logged-in user of a request (cached per request).
 */
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Context } from "hono";
import type { Role } from "#core/roles.ts";
import type { Tx } from "../db/client.ts";
import { csrfSecrets, sessions, users } from "../db/schema.ts";
import type { AppEnv } from "../http/context.ts";
import { minutesFrom, now } from "./clock.ts";
import { readCookie, SESSION_COOKIE } from "./cookies.ts";
import { hashToken, randomToken } from "./tokens.ts";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export const SESSION_IDLE_MINUTES = 120;
export const SESSION_ABSOLUTE_MINUTES = 24 * 60;
/** last_seen_at is written at most this often, so reads do not turn into writes */
const TOUCH_EVERY_MS = 60_000;

export interface ResolvedSession {
  /** the hashed id (primary key of `sessions`) */
  id: string;
  user: SessionUser;
}

/** Creates a session for a user; returns the cookie value (the only place the raw id exists). */
export async function createSession(db: Tx, userId: number, userAgent = ""): Promise<string> {
  const token = randomToken();
  const at = now();
  await db.insert(sessions).values({
    id: hashToken(token),
    user_id: userId,
    created_at: at,
    last_seen_at: at,
    expires_at: minutesFrom(at, SESSION_ABSOLUTE_MINUTES),
    user_agent: userAgent.slice(0, 300),
  });
  return token;
}

/** Ends one session (by hashed id) and the CSRF tokens bound to it. */
export async function destroySession(db: Tx, sessionId: string): Promise<void> {
  await db.delete(csrfSecrets).where(eq(csrfSecrets.session_id, sessionId));
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except `keepSessionId` (a password change keeps the current one). */
export async function destroyUserSessions(db: Tx, userId: number, keepSessionId?: string): Promise<void> {
  const condition = keepSessionId
    ? and(eq(sessions.user_id, userId), ne(sessions.id, keepSessionId))
    : eq(sessions.user_id, userId);
  const ended = await db.delete(sessions).where(condition).returning({ id: sessions.id });
  for (const { id } of ended) await db.delete(csrfSecrets).where(eq(csrfSecrets.session_id, id));
}

/**
 * Looks a cookie value up; expired sessions are deleted and answer null, and so are an
 * administrator's without two-step verification when `adminTwoFactor` requires it.
 */
export async function resolveSession(
  db: Tx,
  token: string,
  adminTwoFactor: "optional" | "required" = "optional",
): Promise<ResolvedSession | null> {
  const id = hashToken(token);
  const rows = await db
    .select({
      id: sessions.id,
      last_seen_at: sessions.last_seen_at,
      expires_at: sessions.expires_at,
      totp_enabled_at: users.totp_enabled_at,
      user: { id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, id))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const at = now();
  const idleSince = minutesFrom(at, -SESSION_IDLE_MINUTES);
  const enrolmentMissing =
    adminTwoFactor === "required" && row.user.role === "cms-admin" && row.totp_enabled_at === null;
  if (row.expires_at <= at || row.last_seen_at <= idleSince || enrolmentMissing) {
    await destroySession(db, id);
    return null;
  }
  if (at.getTime() - row.last_seen_at.getTime() >= TOUCH_EVERY_MS) {
    await db.update(sessions).set({ last_seen_at: at }).where(eq(sessions.id, id));
  }
  return { id, user: row.user };
}

/** Housekeeping: removes sessions past either timeout. */
export async function deleteExpiredSessions(db: Tx): Promise<void> {
  const at = now();
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expires_at, at), lt(sessions.last_seen_at, minutesFrom(at, -SESSION_IDLE_MINUTES))),
    );
}

// One lookup per request, however many callers (session middleware, CSRF, authorize, SSR) ask.
const perRequest = new WeakMap<Request, Promise<ResolvedSession | null>>();

/** The session of this request, or null. */
export function getSession(c: Context<AppEnv>): Promise<ResolvedSession | null> {
  const cached = perRequest.get(c.req.raw);
  if (cached) return cached;
  const token = readCookie(c, SESSION_COOKIE);
  const { database, config } = c.var.deps;
  const pending = token ? resolveSession(database.db, token, config.adminTwoFactor) : Promise.resolve(null);
  perRequest.set(c.req.raw, pending);
  return pending;
}

/** Forget the cached session of this request (after login or logout changed it). */
export function forgetSession(c: Context<AppEnv>, next: ResolvedSession | null): void {
  perRequest.set(c.req.raw, Promise.resolve(next));
}

export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  return (await getSession(c))?.user ?? null;
}
