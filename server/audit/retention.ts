/**
 * The audit log keeps its entries AUDIT_RETENTION_DAYS (at least a year, default 400) and then
 * drops them. Run by the server's periodic clean-up (server/consent/retention.ts), so there is one
 * timer for both logs; a failed round is logged and the next one tries again.
 */
import type { AppDeps } from "../deps.ts";
import { removeExpiredAuditEntries } from "./service.ts";

export async function pruneAuditLog(deps: AppDeps, now: Date = new Date()): Promise<number> {
  try {
    const removed = await removeExpiredAuditEntries(deps.database.db, deps.config.auditRetentionDays, now);
    if (removed > 0) deps.logger.info({ removed }, "audit log: expired entries removed");
    return removed;
  } catch (error) {
    deps.logger.error({ err: error }, "audit log clean-up failed");
    return 0;
  }
}
