/** The audit entries of account events whose shape needs a rule (server/auth routes). */
import type { AuditActor, AuditEvent } from "./audit.ts";

/**
 * A refused password login. Only the address that was tried is stored, never whether an account
 * has it: the entry says what the answer said (wrong credentials, locked, throttled), no more.
 * Attempts refused without a check can be repeated without limit: those met by a lock are counted
 * per account, those of a throttled client address per address (one row per window, ./repeated-events.ts).
 */
export function loginRefusedEvent(
  email: string,
  result: { kind: "invalid" | "locked" | "throttled"; until?: Date },
): AuditEvent {
  const actor = { id: null, email: email.trim().toLowerCase() };
  if (result.kind === "locked") {
    return {
      action: "lockout",
      actor,
      detail: { reason: "locked", until: result.until?.toISOString() },
      countPer: "user_email",
    };
  }
  if (result.kind === "throttled") {
    return { action: "login_failure", actor, detail: { reason: "throttled" }, countPer: "ip" };
  }
  return { action: "login_failure", actor };
}

/**
 * A refused second step of a login. The password was right, so the account is no secret from this
 * browser. Like at the password step, attempts refused without a check (throttled client address,
 * locked account) are counted per window, not listed.
 */
export function secondStepRefusedEvent(
  actor: AuditActor,
  kind: "invalid" | "locked" | "throttled",
  lockedUntil: Date | null,
): AuditEvent {
  if (kind === "throttled") {
    return {
      action: "login_failure",
      actor,
      detail: { step: "two_factor", reason: "throttled" },
      countPer: "ip",
    };
  }
  if (kind === "locked" || lockedUntil) {
    return {
      action: "lockout",
      actor,
      detail: { step: "two_factor", reason: "locked", until: lockedUntil?.toISOString() },
      countPer: "user_email",
    };
  }
  return { action: "login_failure", actor, detail: { step: "two_factor" } };
}
