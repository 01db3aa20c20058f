/**
 * The running server removes consent-log entries older than `CONSENT_RETENTION_DAYS` now and then:
 * once soon after start and then every `intervalMs` (default 6 hours). The timer is unref'd, so it
 * never keeps the process alive; with several instances each one prunes, and a second prune of the
 * same rows deletes nothing. Tests call `removeExpiredConsents` with a date instead of waiting.
 * Each round also removes the audit log's expired entries (server/audit/retention.ts).
 */

import { pruneAuditLog } from "../audit/retention.ts";
import type { AppDeps } from "../deps.ts";
import { removeExpiredConsents } from "./service.ts";

export const RETENTION_INTERVAL_MS = 6 * 60 * 60_000;
/** the first round waits a little, so it does not add to the start-up's work */
const FIRST_ROUND_MS = 60_000;

export interface ConsentRetention {
  /** one clean-up round now (what the timer runs) */
  runOnce(now?: Date): Promise<number>;
  stop(): Promise<void>;
}

export function startConsentRetention(deps: AppDeps, options: { intervalMs: number }): ConsentRetention {
  let running: Promise<number> | null = null;
  const runOnce = (now = new Date()) => {
    // the audit log's retention rides on the same timer (one periodic clean-up, not two); it
    // never throws, so the consent round runs whatever it found
    running ??= pruneAuditLog(deps, now)
      .then(() => removeExpiredConsents(deps.database.db, deps.config.consentRetentionDays, now))
      .then((removed) => {
        if (removed > 0) deps.logger.info({ removed }, "consent log: expired entries removed");
        return removed;
      })
      .catch((error) => {
        deps.logger.error({ err: error }, "consent log clean-up failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => void runOnce();
  const first =
    options.intervalMs > 0 ? setTimeout(tick, Math.min(FIRST_ROUND_MS, options.intervalMs)) : null;
  const timer = options.intervalMs > 0 ? setInterval(tick, options.intervalMs) : null;
  first?.unref();
  timer?.unref();
  return {
    runOnce,
    async stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      if (running) await running;
    },
  };
}
