/**
 * Drafts (issue 13 item 2): the unsaved form values of one user for one editorial item (or an add
 * screen: `entityId` null) in one language. Only the owner of a draft reads, writes or deletes it:
 * every query is scoped by `userId`. Times come from the caller so tests can move them.
 */
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { DRAFT_MAX_AGE_DAYS } from "#content-types/drafts.ts";
import type { EditorialType } from "#content-types/editorial.ts";
import type { Tx } from "../db/client.ts";
import { drafts } from "../db/schema.ts";
import type { Lang } from "../i18n/lang.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DraftRow = typeof drafts.$inferSelect;

export interface DraftKey {
  userId: number;
  type: EditorialType;
  /** null: a new item (the add screen) */
  entityId: number | null;
}

const keyWhere = (key: DraftKey) =>
  and(
    eq(drafts.user_id, key.userId),
    eq(drafts.entity_type, key.type),
    key.entityId === null ? isNull(drafts.entity_id) : eq(drafts.entity_id, key.entityId),
  );

/** the user's draft of the item in `language`, or (no language) the newest of its languages */
export async function findDraft(db: Tx, key: DraftKey, language?: Lang): Promise<DraftRow | null> {
  const where = language ? and(keyWhere(key), eq(drafts.language, language)) : keyWhere(key);
  const [row] = await db.select().from(drafts).where(where).orderBy(sql`${drafts.updated_at} desc`).limit(1);
  return row ?? null;
}

/** writes (inserts or replaces) the draft; drafts of anyone left alone too long go at the same time */
export async function saveDraft(
  db: Tx,
  key: DraftKey,
  language: Lang,
  values: Record<string, unknown>,
  now: Date,
): Promise<DraftRow> {
  await db.delete(drafts).where(lt(drafts.updated_at, new Date(now.getTime() - DRAFT_MAX_AGE_DAYS * DAY_MS)));
  const [row] = await db
    .insert(drafts)
    .values({
      user_id: key.userId,
      entity_type: key.type,
      entity_id: key.entityId,
      language,
      values,
      updated_at: now,
    })
    .onConflictDoUpdate({
      target: [drafts.user_id, drafts.entity_type, drafts.entity_id, drafts.language],
      set: { values, updated_at: now },
    })
    .returning();
  return row;
}

/** removes the user's draft of the item (in `language`, or in both); the number removed */
export async function deleteDraft(db: Tx, key: DraftKey, language?: Lang): Promise<number> {
  const where = language ? and(keyWhere(key), eq(drafts.language, language)) : keyWhere(key);
  const removed = await db.delete(drafts).where(where).returning({ id: drafts.id });
  return removed.length;
}

/** the draft as the API shows it */
export function presentDraft(row: DraftRow) {
  return {
    type: row.entity_type as EditorialType,
    id: row.entity_id,
    language: row.language,
    values: row.values,
    updated_at: row.updated_at.toISOString(),
  };
}
