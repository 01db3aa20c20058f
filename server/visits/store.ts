/**
 * The visit counts' database side: the day's salt, the day's visitor hashes, the figures per day and
 * their clean-up. Every write adds to what is there (`ON CONFLICT … views + excluded.views`), so
 * several instances and several batches of one day add up.
 */
import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { VisitDimension } from "#core/visits/classify.ts";
import type { Db } from "../db/client.ts";
import { visitBreakdown, visitDays, visitHashes, visitSalts } from "../db/schema.ts";

/** one day's figures of a batch, before they are added to the stored ones */
export interface DayBatch {
  views: number;
  /** the visitor hashes seen in the batch (each once) */
  hashes: Set<string>;
  /** `${dimension}\t${value}` → views */
  breakdown: Map<string, number>;
}

/** rows per INSERT: far below PostgreSQL's 65 535 parameters */
const CHUNK = 2000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The salt of `day`: the one already stored (another instance, or this one before a restart) or a
 * new random one. The first instance to insert wins; the others read its salt.
 */
export async function saltOfDay(db: Db, day: string): Promise<string> {
  await db
    .insert(visitSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select({ salt: visitSalts.salt }).from(visitSalts).where(eq(visitSalts.day, day));
  if (!row) throw new Error(`no visit salt for ${day}`);
  return row.salt;
}

/** adds one day's batch: hashes not seen before that day are new visitors */
export async function addDay(db: Db, day: string, batch: DayBatch): Promise<void> {
  await db.transaction(async (tx) => {
    let visitors = 0;
    // sorted: two instances adding overlapping hashes take the row locks in the same order (no deadlock)
    for (const part of chunks([...batch.hashes].sort())) {
      const fresh = await tx
        .insert(visitHashes)
        .values(part.map((hash) => ({ day, hash })))
        .onConflictDoNothing()
        .returning({ hash: visitHashes.hash });
      visitors += fresh.length;
    }
    await tx
      .insert(visitDays)
      .values({ day, views: batch.views, visitors })
      .onConflictDoUpdate({
        target: visitDays.day,
        set: {
          views: sql`${visitDays.views} + excluded.views`,
          visitors: sql`${visitDays.visitors} + excluded.visitors`,
        },
      });
    const rows = [...batch.breakdown]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, views]) => {
        const [dimension, value] = key.split("\t") as [VisitDimension, string];
        return { day, dimension, value, views };
      });
    for (const part of chunks(rows)) {
      await tx
        .insert(visitBreakdown)
        .values(part)
        .onConflictDoUpdate({
          target: [visitBreakdown.day, visitBreakdown.dimension, visitBreakdown.value],
          set: { views: sql`${visitBreakdown.views} + excluded.views` },
        });
    }
  });
}

/**
 * Forgets every salt and visitor hash of a day before `today`: from then on nobody, not even the
 * database's owner, can tell whether two views of that day came from the same person.
 */
export async function forgetPastDays(db: Db, today: string): Promise<void> {
  await db.delete(visitSalts).where(lt(visitSalts.day, today));
  await db.delete(visitHashes).where(lt(visitHashes.day, today));
}

/** removes the figures of days before `firstKept` (the retention period, core/visits/query.ts) */
export async function removeOldFigures(db: Db, firstKept: string): Promise<void> {
  await db.delete(visitDays).where(lt(visitDays.day, firstKept));
  await db.delete(visitBreakdown).where(lt(visitBreakdown.day, firstKept));
}
