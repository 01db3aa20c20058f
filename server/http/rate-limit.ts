/**
 * Fixed-window counters in the `rate_limits` table (never in process memory, so every instance sees
 * the same count). One atomic upsert per hit: no read-then-write race between instances.
 *
 * Bounded: the embedded database lives in the process, so a counter per attacker-chosen key
 * is process memory. A key prefix ("form:", "password-forgot:") holds at most `MAX_KEYS_PER_PREFIX`
 * counters; when a new key finds it full, the ended windows are pruned, and if it is still full the
 * new key is counted on the prefix's shared overflow counter — under a flood of new addresses the
 * limit then applies to all of them together (it fails closed, never open).
 */
import { and, count, eq, like, lt, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  /** seconds until the window ends (for Retry-After) */
  retryAfterS: number;
}

export const MAX_KEYS_PER_PREFIX = 2000;

/** "form:" of "form:198.51.100.7" (everything up to the first colon; the whole key without one) */
const prefixOf = (key: string) => key.slice(0, key.indexOf(":") + 1) || key;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

async function countKeys(db: Tx, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimits)
    .where(like(rateLimits.key, `${escapeLike(prefix)}%`));
  return row.n;
}

/** The key to count a hit on: the key itself, or the overflow counter when the prefix is full. */
async function boundedKey(db: Tx, key: string, windowMs: number, now: Date): Promise<string> {
  const known = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (known.length > 0) return key;
  const prefix = prefixOf(key);
  if ((await countKeys(db, prefix)) < MAX_KEYS_PER_PREFIX) return key;
  await pruneRateLimits(db, prefix, windowMs, now);
  if ((await countKeys(db, prefix)) < MAX_KEYS_PER_PREFIX) return key;
  return `${prefix}overflow`;
}

export async function hitRateLimit(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const windowStart = new Date(now.getTime() - windowMs);
  const counted = await boundedKey(db, key.slice(0, 200), windowMs, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: counted, count: 1, window_start: now })
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
        like(rateLimits.key, `${escapeLike(prefix)}%`),
        lt(rateLimits.window_start, new Date(now.getTime() - windowMs)),
      ),
    );
}
