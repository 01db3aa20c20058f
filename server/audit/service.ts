/**
 * The audit log (requirements §6, "Audit log"): who did what in the CMS, when, from which address.
 * Writing, listing and the retention clean-up; no HTTP here (./audit.ts is the request-side call).
 */
import { and, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { type ListQuery, type ListResult, likePattern, listPage, searchIn } from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { auditLog } from "../db/schema.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditInsert = typeof auditLog.$inferInsert;
export type AuditEntry = Omit<AuditRow, "at"> & { at: string };

/** column lengths (server/db/schema.ts): a long value is cut, never refused */
const cut = (value: string | undefined | null, max: number) => (value ?? "").slice(0, max);

export async function insertAuditEntry(db: Tx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values({
    ...entry,
    user_email: cut(entry.user_email, 254),
    user_name: cut(entry.user_name, 100),
    entity_type: entry.entity_type ? cut(entry.entity_type, 40) : null,
    title: cut(entry.title, 500),
    ip: cut(entry.ip, 64),
  });
}

export const toAuditEntry = (row: AuditRow): AuditEntry => ({ ...row, at: row.at.toISOString() });

export interface AuditFilters {
  /** digits: a user id; otherwise a part of the e-mail address (the address tried, for failed logins) */
  user?: string;
  type?: string;
  action?: string;
  /** ISO dates (YYYY-MM-DD) or datetimes; `to` as a date includes that whole day */
  from?: string;
  to?: string;
  /** a part of the record's title */
  search?: string;
}

const DAY_MS = 24 * 60 * 60_000;

/** `to` given as a day means up to the end of that day (UTC), not its first moment */
function endOf(to: string): Date {
  const date = new Date(to);
  return /^\d{4}-\d{2}-\d{2}$/.test(to) ? new Date(date.getTime() + DAY_MS) : date;
}

function filterConditions(f: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // digits are a user id (no e-mail address is found by its digits alone)
  if (f.user) {
    conditions.push(
      /^\d{1,9}$/.test(f.user)
        ? eq(auditLog.user_id, Number(f.user))
        : ilike(auditLog.user_email, likePattern(f.user)),
    );
  }
  if (f.type) conditions.push(eq(auditLog.entity_type, f.type));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.from) conditions.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) conditions.push(lt(auditLog.at, endOf(f.to)));
  conditions.push(searchIn(f.search, [auditLog.title]));
  return and(...conditions);
}

/** Newest first (the list has no other order: a log is read backwards from now). */
export async function listAuditEntries(
  db: Tx,
  query: Pick<ListQuery, "page" | "per_page"> & AuditFilters,
): Promise<ListResult<AuditEntry>> {
  return listPage(db, query, {
    table: auditLog,
    where: filterConditions(query),
    sortable: {},
    fallback: [desc(auditLog.at), desc(auditLog.id)],
    tiebreak: auditLog.id,
    present: toAuditEntry,
  });
}

/** Removes the entries older than the retention period, counted back from `now`; answers how many. */
export async function removeExpiredAuditEntries(
  db: Tx,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const removed = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return removed.length;
}
