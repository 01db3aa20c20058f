/**
 * Login, logout and the lockout rules. No HTTP here: routes translate the results.
 *
 * - 5 failed attempts for one e-mail address within 15 minutes lock it for 15 minutes (also for an
 *   unknown address, so the answers do not tell which addresses exist).
 * - 20 failed attempts from one client address within 15 minutes throttle that address.
 * - Unknown e-mail and wrong password give the same answer and cost the same scrypt work.
 */
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { loginAttempts, users } from "../db/schema.ts";
import { countFailedLogin } from "../metrics/metrics.ts";
import { findUserByEmail, normalizeEmail, toSessionUser } from "../users/find.ts";
import { minutesFrom, now } from "./clock.ts";
import { dummyHashPromise, verifyPassword } from "./password.ts";
import { createSession, deleteExpiredSessions, destroySession, type SessionUser } from "./session.ts";
import { hashToken } from "./tokens.ts";
import { createChallenge, deleteExpiredChallenges } from "./two-factor-challenge.ts";

export const LOCK_AFTER_FAILURES = 5;
export const LOCK_WINDOW_MINUTES = 15;
export const LOCK_MINUTES = 15;
export const IP_MAX_FAILURES = 20;
export const IP_WINDOW_MINUTES = 15;

export type LoginResult =
  | { kind: "ok"; user: SessionUser; token: string; sessionId: string }
  /** the password was right; the code is asked next (the challenge token goes in a cookie) */
  | { kind: "two_factor"; challenge: string }
  /** the password was right; the account must set two-factor up before it gets a session */
  | { kind: "two_factor_setup"; challenge: string }
  | { kind: "invalid" }
  | { kind: "locked"; until: Date }
  | { kind: "throttled"; until: Date };

export interface LoginInput {
  email: string;
  password: string;
  ip: string;
  userAgent?: string;
  /** hashed id of the session the request came with: replaced, never reused (no fixation) */
  previousSessionId?: string | null;
  /** ADMIN_2FA: "required" sends a cms-admin without two-factor to enrolment first */
  adminTwoFactor?: "optional" | "required";
}

/** When the address is locked until (null = not locked). */
export async function lockedUntil(db: Tx, email: string): Promise<Date | null> {
  const at = now();
  const address = normalizeEmail(email);
  const user = await findUserByEmail(db, address);
  let until: Date | null = user?.locked_until && user.locked_until > at ? user.locked_until : null;
  // derived from the attempts too, which also covers addresses without an account
  const recent = await db
    .select({ success: loginAttempts.success, at: loginAttempts.at })
    .from(loginAttempts)
    .where(eq(loginAttempts.email, address))
    .orderBy(desc(loginAttempts.at), desc(loginAttempts.id))
    .limit(LOCK_AFTER_FAILURES);
  if (recent.length === LOCK_AFTER_FAILURES && recent.every((r) => !r.success)) {
    const last = recent[0].at;
    const first = recent[LOCK_AFTER_FAILURES - 1].at;
    const derived = minutesFrom(last, LOCK_MINUTES);
    if (last.getTime() - first.getTime() <= LOCK_WINDOW_MINUTES * 60_000 && derived > at) {
      until = until && until > derived ? until : derived;
    }
  }
  return until;
}

/** When the client address may try again (null = not throttled). */
export async function throttledUntil(db: Tx, ip: string): Promise<Date | null> {
  const at = now();
  const failures = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.success, false),
        gt(loginAttempts.at, minutesFrom(at, -IP_WINDOW_MINUTES)),
      ),
    )
    .orderBy(desc(loginAttempts.at))
    .limit(IP_MAX_FAILURES);
  if (failures.length < IP_MAX_FAILURES) return null;
  return minutesFrom(failures[IP_MAX_FAILURES - 1].at, IP_WINDOW_MINUTES);
}

export type CredentialCheck =
  | { kind: "ok"; user: NonNullable<Awaited<ReturnType<typeof findUserByEmail>>> }
  | { kind: "invalid" }
  | { kind: "locked"; until: Date }
  | { kind: "throttled"; until: Date };

/**
 * The one password check of login and of the password change (a stolen session must not
 * be able to guess the current password without limit). A wrong password is a failed attempt for
 * the address and the client address alike; 5 in a row lock the account, 20 from one address
 * throttle it. A correct password is not recorded here (the caller records it with its effect).
 */
export async function checkCredentials(
  db: Tx,
  input: { email: string; password: string; ip: string },
): Promise<CredentialCheck> {
  const email = normalizeEmail(input.email);
  const ip = input.ip.slice(0, 64);

  // refused while locked, even with the right password; not recorded, so the lock does not grow
  const refused = await refusedBeforeCheck(db, email, ip);
  if (refused) return refused;

  const user = await findUserByEmail(db, email);
  // an unknown address costs the same scrypt work as a known one
  const checked = await verifyPassword(input.password, user?.password_hash ?? (await dummyHashPromise));

  if (!user || !checked) {
    const until = await recordFailedAttempt(db, { email, ip, userId: user?.id ?? null });
    return until ? { kind: "locked", until } : { kind: "invalid" };
  }
  return { kind: "ok", user };
}

/**
 * A wrong password or a wrong second-step code: one failed attempt for the address and the client
 * address. Returns when the account is now locked until (null = not locked).
 */
export async function recordFailedAttempt(
  db: Tx,
  input: { email: string; ip: string; userId: number | null },
): Promise<Date | null> {
  const email = normalizeEmail(input.email);
  await db
    .insert(loginAttempts)
    .values({ email: email.slice(0, 254), ip: input.ip.slice(0, 64), success: false, at: now() });
  countFailedLogin();
  // failures with made-up addresses add rows too: now and then drop those older than any window
  if (Math.random() < 0.02) await deleteOldAttempts(db);
  const until = await lockedUntil(db, email);
  if (until && input.userId !== null) {
    await db.update(users).set({ locked_until: until }).where(eq(users.id, input.userId));
  }
  return until;
}

/** Throttled or locked before any check is made (null = the attempt may be made). */
export async function refusedBeforeCheck(
  db: Tx,
  email: string,
  ip: string,
): Promise<{ kind: "locked" | "throttled"; until: Date } | null> {
  const throttled = await throttledUntil(db, ip.slice(0, 64));
  if (throttled) return { kind: "throttled", until: throttled };
  const locked = await lockedUntil(db, email);
  return locked ? { kind: "locked", until: locked } : null;
}

/** A correct password: recorded, so it ends a streak of failures (like a successful login). */
export async function recordSuccessfulAttempt(db: Tx, email: string, ip: string): Promise<void> {
  await db
    .insert(loginAttempts)
    .values({ email: normalizeEmail(email), ip: ip.slice(0, 64), success: true, at: now() });
}

export async function attemptLogin(db: Tx, input: LoginInput): Promise<LoginResult> {
  const email = normalizeEmail(input.email);
  const ip = input.ip.slice(0, 64);
  const check = await checkCredentials(db, { email, password: input.password, ip });
  if (check.kind !== "ok") return check;
  const user = check.user;
  // the right password alone is not recorded as a success here: it would end the streak of
  // failures, and 5 wrong codes must lock like 5 wrong passwords (the second step records it)
  if (user.totp_enabled_at) {
    return { kind: "two_factor", challenge: await createChallenge(db, user.id, "login") };
  }
  if (user.role === "cms-admin" && input.adminTwoFactor === "required") {
    return { kind: "two_factor_setup", challenge: await createChallenge(db, user.id, "enrol") };
  }
  return completeLogin(db, user, {
    ip,
    userAgent: input.userAgent,
    previousSessionId: input.previousSessionId,
  });
}

/** Both factors are right: a new session (replacing the request's), the login counted. */
export async function completeLogin(
  db: Tx,
  user: { id: number; email: string },
  input: { ip: string; userAgent?: string; previousSessionId?: string | null },
): Promise<Extract<LoginResult, { kind: "ok" }>> {
  const email = normalizeEmail(user.email);
  const ip = input.ip.slice(0, 64);
  return db.transaction(async (tx) => {
    const at = now();
    if (input.previousSessionId) await destroySession(tx, input.previousSessionId);
    const token = await createSession(tx, user.id, input.userAgent);
    const [updated] = await tx
      .update(users)
      .set({ login_count: sql`${users.login_count} + 1`, last_login_at: at, locked_until: null })
      .where(eq(users.id, user.id))
      .returning();
    await tx.insert(loginAttempts).values({ email, ip, success: true, at });
    await housekeeping(tx);
    return { kind: "ok" as const, user: toSessionUser(updated), token, sessionId: hashToken(token) };
  });
}

/**
 * Rows that can no longer matter: expired sessions and attempts older than any window. Done on the
 * way at each login, so no scheduler is needed (and every instance may do it).
 */
async function housekeeping(tx: Tx): Promise<void> {
  await deleteExpiredSessions(tx);
  await deleteExpiredChallenges(tx);
  await deleteOldAttempts(tx);
}

async function deleteOldAttempts(db: Tx): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, minutesFrom(now(), -24 * 60)));
}

export async function logout(db: Tx, sessionId: string): Promise<void> {
  await destroySession(db, sessionId);
}
