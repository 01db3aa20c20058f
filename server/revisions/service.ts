/**
 * The revisions table (server/db/schema.ts `revisions`): write one save and prune to the newest
 * `keep`, list an item's revisions newest first, read one.
 */
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { EditorialType } from "#content-types/editorial.ts";
import type { Tx } from "../db/client.ts";
import { revisions } from "../db/schema.ts";
import type { RevisionAction } from "./entity-types.ts";

export interface RevisionInsert {
  entity_type: EditorialType;
  entity_id: number;
  language: "nl" | "en" | null;
  user_id: number | null;
  user_name: string;
  action: RevisionAction;
  data: Record<string, unknown>;
  /** default: the transaction's time (an `initial` revision is dated at the row's last change) */
  created_at?: Date;
}

const newestFirst = [desc(revisions.created_at), desc(revisions.id)];

/** Stores a save and removes the item's revisions beyond the newest `keep`, in one transaction. */
export async function insertRevision(db: Tx, revision: RevisionInsert, keep: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(revisions).values(revision);
    const ofItem = and(
      eq(revisions.entity_type, revision.entity_type),
      eq(revisions.entity_id, revision.entity_id),
    );
    const kept = await tx
      .select({ id: revisions.id })
      .from(revisions)
      .where(ofItem)
      .orderBy(...newestFirst)
      .limit(keep);
    await tx.delete(revisions).where(
      and(
        ofItem,
        notInArray(
          revisions.id,
          kept.map((row) => row.id),
        ),
      ),
    );
  });
}

/** Has anything of this item been recorded? */
export async function hasRevisions(db: Tx, type: EditorialType, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: revisions.id })
    .from(revisions)
    .where(and(eq(revisions.entity_type, type), eq(revisions.entity_id, id)))
    .limit(1);
  return rows.length > 0;
}

/** An item's revisions, newest first, without their data (the history list). */
export async function listRevisions(db: Tx, type: EditorialType, id: number) {
  const rows = await db
    .select({
      id: revisions.id,
      created_at: revisions.created_at,
      user_name: revisions.user_name,
      action: revisions.action,
      language: revisions.language,
    })
    .from(revisions)
    .where(and(eq(revisions.entity_type, type), eq(revisions.entity_id, id)))
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
}

/** One revision with its data, or null. */
export async function findRevision(db: Tx, id: number) {
  const [row] = await db.select().from(revisions).where(eq(revisions.id, id));
  if (!row) return null;
  return {
    id: row.id,
    entity_type: row.entity_type,
    entity_id: row.entity_id,
    created_at: row.created_at.toISOString(),
    user_name: row.user_name,
    action: row.action,
    language: row.language,
    data: row.data,
  };
}
