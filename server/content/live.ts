/**
 * The one rule for "public now" of pages, news items, tips and products (scheduled publishing):
 * a row is public when it is `visible` AND its `publish_at` is empty or has passed AND its
 * `unpublish_at` is empty or still ahead. Every public read uses this condition; the admin (lists,
 * edit screen, preview, preview links) reads without it and sees everything.
 *
 * The moment is a parameter, taken from the controllable clock (server/auth/clock.ts `now()`), not
 * SQL's now(): tests move time with `setClock`, and the scheduler (./schedule.ts) bumps the content
 * version at each moment so cached pages and memos built before it are dropped.
 */
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { now } from "../auth/clock.ts";

/** the columns of a table with scheduled publishing */
export interface Scheduled {
  visible: PgColumn | SQL;
  publish_at: PgColumn | SQL;
  unpublish_at: PgColumn | SQL;
}

/** Public at `at` (default: the clock's now): visible, published, not yet unpublished. */
export function liveAt(table: Scheduled, at: Date = now()): SQL {
  const moment = at.toISOString();
  return sql`(${table.visible} = true and (${table.publish_at} is null or ${table.publish_at} <= ${moment}::timestamptz) and (${table.unpublish_at} is null or ${table.unpublish_at} > ${moment}::timestamptz))`;
}
