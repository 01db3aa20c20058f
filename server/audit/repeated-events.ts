/**
 * Events that a client can repeat without limit — a login attempt refused because its client address
 * is throttled or its account locked — are counted, not listed: one row per address (or account) and
 * window, "N attempts refused from X between first and last", whose `detail` carries `attempts`,
 * `first` and `last`. A flood of refused attempts then adds a row per quarter hour instead of one per
 * request to a log that is kept for more than a year (AUDIT_RETENTION_DAYS). No HTTP here.
 */
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";
import { type AuditInsert, insertAuditEntry } from "./service.ts";

/** a row counts the repeats of this long from its first one (the login throttle's window) */
export const REPEAT_WINDOW_MINUTES = 15;

/** what makes two events repeats of each other, besides their action, reason and step */
export type RepeatKey = "ip" | "user_email";

/**
 * Adds the event to the row counting its repeats in the current window, or starts that row. One
 * writer per series at a time (an advisory lock, across instances), so concurrent repeats count on
 * one row instead of starting two.
 */
export async function countRepeatedEvent(
  db: Tx,
  entry: AuditInsert & { detail: Record<string, unknown> },
  key: RepeatKey,
  now: Date = new Date(),
): Promise<void> {
  const value = (key === "ip" ? entry.ip : entry.user_email) ?? "";
  const reason = String(entry.detail.reason ?? "");
  const step = String(entry.detail.step ?? "");
  const since = new Date(now.getTime() - REPEAT_WINDOW_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    const series = `audit-repeat:${entry.action}:${reason}:${step}:${key}:${value}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${series}))`);
    const [open] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          gte(auditLog.at, since),
          eq(auditLog.action, entry.action),
          eq(key === "ip" ? auditLog.ip : auditLog.user_email, value),
          sql`${auditLog.detail} ? 'attempts'`,
          sql`coalesce(${auditLog.detail}->>'reason', '') = ${reason}`,
          sql`coalesce(${auditLog.detail}->>'step', '') = ${step}`,
        ),
      )
      .orderBy(desc(auditLog.at))
      .limit(1);
    if (open) {
      // only the jsonb changes (no indexed column): the update stays on its page
      await tx
        .update(auditLog)
        .set({
          detail: sql`${auditLog.detail} || jsonb_build_object('attempts', (${auditLog.detail}->>'attempts')::int + 1, 'last', ${now.toISOString()}::text)`,
        })
        .where(eq(auditLog.id, open.id));
      return;
    }
    const moment = now.toISOString();
    await insertAuditEntry(tx, {
      ...entry,
      at: now,
      detail: { ...entry.detail, attempts: 1, first: moment, last: moment },
    });
  });
}
