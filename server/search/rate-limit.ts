/**
 * The search's rate limit: per client address, in the shared `rate_limits` table like the forms'
 * (server/http/rate-limit.ts), but as ONE statement, so that a search costs at most two (this and
 * the search itself, issue 22). The same bound holds: at most MAX_KEYS_PER_PREFIX counters under
 * "search:"; a new address that finds them full is counted on the shared overflow counter, and only
 * then are the ended windows pruned (an extra statement under a flood, never in normal running).
 */
import { sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { rawRows } from "../db/raw.ts";
import { MAX_KEYS_PER_PREFIX, pruneRateLimits, type RateLimitResult } from "../http/rate-limit.ts";

/** generous: the header's box searches as one types (debounced), a few requests per word */
export const searchRateLimit = { limit: 60, windowMs: 60_000 };

const PREFIX = "search:";
const OVERFLOW = `${PREFIX}overflow`;

export async function hitSearchRateLimit(
  db: Tx,
  ip: string,
  at: Date = new Date(),
): Promise<RateLimitResult> {
  const { limit, windowMs } = searchRateLimit;
  const key = `${PREFIX}${ip}`.slice(0, 200);
  const windowStart = new Date(at.getTime() - windowMs);
  const [row] = await rawRows<{ key: string; count: number; window_start: string | Date }>(
    db,
    sql`INSERT INTO rate_limits (key, count, window_start)
      SELECT CASE
          WHEN EXISTS (SELECT 1 FROM rate_limits WHERE key = ${key})
            OR (SELECT count(*) FROM rate_limits WHERE key LIKE ${`${PREFIX}%`}) < ${MAX_KEYS_PER_PREFIX}
          THEN ${key} ELSE ${OVERFLOW} END,
        1, ${at.toISOString()}::timestamptz
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.window_start <= ${windowStart.toISOString()}::timestamptz THEN 1 ELSE rate_limits.count + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= ${windowStart.toISOString()}::timestamptz
          THEN ${at.toISOString()}::timestamptz ELSE rate_limits.window_start END
      RETURNING key, count, window_start`,
  );
  if (row.key === OVERFLOW) await pruneRateLimits(db, PREFIX, windowMs, at);
  const endsAt = new Date(row.window_start).getTime() + windowMs;
  return {
    allowed: Number(row.count) <= limit,
    count: Number(row.count),
    retryAfterS: Math.max(1, Math.ceil((endsAt - at.getTime()) / 1000)),
  };
}
