/**
 * Fixed-window counters in the `rate_limits` table (never in process memory, so every instance sees
 * the same count). One atomic upsert per hit: no read-then-write race between instances.
 */
import { and, like, lt, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** seconds until the window ends (for Retry-After) */
  retryAfterS: number;
}

export async function hitRateLimit(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: key.slice(0, 200), count: 1, window_start: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.window_start} <= ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        window_start: sql`CASE WHEN ${rateLimits.window_start} <= ${windowStart} THEN ${now} ELSE ${rateLimits.window_start} END`,
      },
    })
    .returning();
  const endsAt = row.window_start.getTime() + windowMs;
  return {
    allowed: row.count <= limit,
    count: row.count,
    retryAfterS: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)),
  };
}

/** Remove the counters under `prefix` whose window ended (housekeeping; the table stays small). */
export async function pruneRateLimits(db: Tx, prefix: string, windowMs: number, now: Date = new Date()) {
  await db
    .delete(rateLimits)
    .where(
      and(
        like(rateLimits.key, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`),
        lt(rateLimits.window_start, new Date(now.getTime() - windowMs)),
      ),
    );
}
