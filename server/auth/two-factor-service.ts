/**
 * Two-factor login (TOTP): setup, enable with one code and 10 recovery codes, the code check of the
 * login's second step and of disabling, and the owner's reset. No HTTP here.
 *
 * - A wrong code is a failed login attempt like a wrong password (server/auth/service.ts): 5 in a
 *   row lock the account, 20 from one client address throttle it; at login, at enabling and at
 *   disabling alike.
 * - A code is accepted once: the step of the last accepted code is kept per account and only later
 *   steps pass (the update is conditional, so two requests with one code cannot both win).
 * - Recovery codes are random (50 bits), kept as sha-256 and marked used at their one use.
 */
import { randomBytes } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { twoFactorRecoveryCodes, users } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import type { User } from "../users/service.ts";
import { now } from "./clock.ts";
import { authText } from "./messages.ts";
import { recordFailedAttempt, refusedBeforeCheck } from "./service.ts";
import { hashToken } from "./tokens.ts";
import { base32Encode, generateTotpSecret, matchTotp, otpauthUrl } from "./totp.ts";

export const RECOVERY_CODE_COUNT = 10;
/** the name authenticator apps show above the code */
export const TOTP_ISSUER = "Delft IT Service";

/** "k3m9p-x2qfa": 10 base32 characters in two groups, easy to read out and type */
export function generateRecoveryCode(): string {
  const raw = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/** how a typed recovery code is compared: case, spaces and dashes do not matter */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

const invalidCode = (lang: Lang) => {
  const text = authText("invalid_code", lang);
  return new DomainError("invalid", text, text, { code: [text] });
};

export function isTwoFactorOn(user: Pick<User, "totp_enabled_at">): boolean {
  return user.totp_enabled_at !== null;
}

/** A new secret for an account without two-factor (replacing an unconfirmed one). */
export async function startSetup(
  db: Tx,
  user: Pick<User, "id" | "email" | "totp_enabled_at">,
  lang: Lang,
): Promise<{ secret: string; otpauth_url: string }> {
  if (isTwoFactorOn(user)) {
    const text = authText("two_factor_already_on", lang);
    throw new DomainError("conflict", text, text);
  }
  const secret = generateTotpSecret();
  await db
    .update(users)
    .set({ totp_secret: secret, totp_last_step: null, updated_at: now() })
    .where(and(eq(users.id, user.id), isNull(users.totp_enabled_at)));
  return { secret, otpauth_url: otpauthUrl(secret, user.email, TOTP_ISSUER) };
}

export type EnableResult = { kind: "ok"; codes: string[] } | { kind: "locked" | "throttled"; until: Date };

/**
 * Confirms the setup with one code: two-factor is on; returns the recovery codes (shown once). A
 * wrong code is a failed login attempt (a stolen session must not guess without limit), so the
 * account locks and the client address is throttled as at login.
 */
export async function enableTwoFactor(
  db: Tx,
  userId: number,
  code: string,
  ip: string,
  lang: Lang,
): Promise<EnableResult> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw invalidCode(lang);
  if (isTwoFactorOn(user)) {
    const text = authText("two_factor_already_on", lang);
    throw new DomainError("conflict", text, text);
  }
  if (!user.totp_secret) {
    const text = authText("two_factor_not_started", lang);
    throw new DomainError("conflict", text, text);
  }
  const refused = await refusedBeforeCheck(db, user.email, ip);
  if (refused) return refused;
  const step = matchTotp(user.totp_secret, code, now(), null);
  if (step === null) {
    const lockedUntil = await recordFailedAttempt(db, { email: user.email, ip, userId: user.id });
    if (lockedUntil) return { kind: "locked", until: lockedUntil };
    throw invalidCode(lang);
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totp_enabled_at: now(), totp_last_step: step, updated_at: now() })
      .where(eq(users.id, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
    await tx.insert(twoFactorRecoveryCodes).values(
      codes.map((c) => ({
        user_id: userId,
        code_hash: hashToken(normalizeRecoveryCode(c)),
        created_at: now(),
      })),
    );
  });
  return { kind: "ok", codes };
}

export type SecondFactorCheck =
  | { kind: "ok"; method: "totp" | "recovery" }
  /** `reused`: the code of a step already used (a second login within the same 30 seconds) */
  | { kind: "invalid"; lockedUntil: Date | null; reused: boolean }
  | { kind: "locked" | "throttled"; until: Date };

/**
 * Checks a TOTP code or a recovery code of an account with two-factor on, under the login's
 * lockout and throttle. A wrong code is recorded as a failed attempt; a right one is consumed.
 */
export async function checkSecondFactor(
  db: Tx,
  user: Pick<User, "id" | "email" | "totp_secret" | "totp_last_step">,
  code: string,
  ip: string,
): Promise<SecondFactorCheck> {
  const refused = await refusedBeforeCheck(db, user.email, ip);
  if (refused) return refused;
  let reused = false;
  if (user.totp_secret) {
    const step = matchTotp(user.totp_secret, code, now(), user.totp_last_step);
    if (step !== null) {
      // conditional: of two requests with the same code only one moves the step on
      const moved = await db
        .update(users)
        .set({ totp_last_step: step })
        .where(and(eq(users.id, user.id), or(isNull(users.totp_last_step), lt(users.totp_last_step, step))))
        .returning({ id: users.id });
      if (moved.length === 1) return { kind: "ok", method: "totp" };
    }
    // right for this moment but already taken: the person waits for the next code, not retypes
    reused = matchTotp(user.totp_secret, code, now(), null) !== null;
  }
  const normalized = normalizeRecoveryCode(code);
  if (/^[a-z2-7]{10}$/.test(normalized)) {
    const used = await db
      .update(twoFactorRecoveryCodes)
      .set({ used_at: now() })
      .where(
        and(
          eq(twoFactorRecoveryCodes.user_id, user.id),
          eq(twoFactorRecoveryCodes.code_hash, hashToken(normalized)),
          isNull(twoFactorRecoveryCodes.used_at),
        ),
      )
      .returning({ id: twoFactorRecoveryCodes.id });
    if (used.length === 1) return { kind: "ok", method: "recovery" };
  }
  // still a failed attempt: a replayed code (seen over a shoulder) must not be free to try
  const lockedUntil = await recordFailedAttempt(db, { email: user.email, ip, userId: user.id });
  return { kind: "invalid", lockedUntil, reused };
}

/** Turns two-factor off and forgets the secret and the recovery codes. */
export async function removeTwoFactor(db: Tx, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now() })
      .where(eq(users.id, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, userId));
  });
}

/** How many recovery codes are left unused. */
export async function recoveryCodesLeft(db: Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.user_id, userId), isNull(twoFactorRecoveryCodes.used_at)));
  return row?.n ?? 0;
}
