/**
 * The pending state between a login's password and its second step: a database row referenced by a
 * random token that lives only in an httpOnly cookie of that browser (the row keeps its sha-256), so
 * another browser cannot finish the login, and it ends after a few minutes or at its first use.
 */
import { and, desc, eq, gt, inArray, lt } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { twoFactorChallenges, users } from "../db/schema.ts";
import { minutesFrom, now } from "./clock.ts";
import { hashToken, randomToken } from "./tokens.ts";

export type ChallengePurpose = "login" | "enrol";

/** minutes to type a code; enrolment (scan, install an app) gets longer */
export const CHALLENGE_MINUTES: Record<ChallengePurpose, number> = { login: 5, enrol: 15 };
/** pending logins kept per account (a few browsers at once); older ones end */
export const CHALLENGES_PER_USER = 5;

/**
 * A new pending login. The right password is not a failed attempt, so nothing throttles repeating
 * it: expired rows go and an account keeps at most CHALLENGES_PER_USER, so the table stays bounded.
 */
export async function createChallenge(db: Tx, userId: number, purpose: ChallengePurpose): Promise<string> {
  const token = randomToken();
  const at = now();
  await deleteExpiredChallenges(db);
  const older = await db
    .select({ id: twoFactorChallenges.id })
    .from(twoFactorChallenges)
    .where(eq(twoFactorChallenges.user_id, userId))
    .orderBy(desc(twoFactorChallenges.created_at))
    .offset(CHALLENGES_PER_USER - 1);
  if (older.length > 0) {
    await db.delete(twoFactorChallenges).where(
      inArray(
        twoFactorChallenges.id,
        older.map((row) => row.id),
      ),
    );
  }
  await db.insert(twoFactorChallenges).values({
    id: hashToken(token),
    user_id: userId,
    purpose,
    created_at: at,
    expires_at: minutesFrom(at, CHALLENGE_MINUTES[purpose]),
  });
  return token;
}

/** The unexpired challenge of a cookie value with its user, or null. */
export async function findChallenge(db: Tx, token: string, purpose: ChallengePurpose) {
  const rows = await db
    .select({ id: twoFactorChallenges.id, user: users })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.user_id))
    .where(
      and(
        eq(twoFactorChallenges.id, hashToken(token)),
        eq(twoFactorChallenges.purpose, purpose),
        gt(twoFactorChallenges.expires_at, now()),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteChallenge(db: Tx, id: string): Promise<void> {
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
}

export async function deleteExpiredChallenges(db: Tx): Promise<void> {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expires_at, now()));
}
