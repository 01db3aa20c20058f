/** The audit entries of account events whose shape needs a rule (server/auth routes). */
import type { AuditEvent } from "./audit.ts";

/**
 * A refused password login. Only the address that was tried is stored, never whether an account
 * has it: the entry says what the answer said (wrong credentials, locked, throttled), no more.
 */
export function loginRefusedEvent(
  email: string,
  result: { kind: "invalid" | "locked" | "throttled"; until?: Date },
): AuditEvent {
  const actor = { id: null, email: email.trim().toLowerCase() };
  if (result.kind === "locked") {
    return { action: "lockout", actor, detail: { until: result.until?.toISOString() } };
  }
  return {
    action: "login_failure",
    actor,
    ...(result.kind === "throttled" ? { detail: { reason: "throttled" } } : {}),
  };
}
