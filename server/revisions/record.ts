/**
 * `recordSave(tx, save, target, sibling)`: the revisions of one save of a page, news item, tip or
 * product, written inside the save's transaction (server/content/save.ts), so a save and its
 * history are one unit: a revision that cannot be written fails the save.
 *
 * Every row the save changed gets its revision: the row saved (`action`, by the request's user) and
 * its translation sibling when the fields both languages share were copied to it
 * (the definition's `shared` fields; action `shared`). A row that has no revision yet first gets its
 * state before the save (`initial`, dated at its last change), so the first edit can be undone.
 */
import type { EditorialType } from "#content-types/editorial.ts";
import type { Tx } from "../db/client.ts";
import { type RevisionAction, restorableFields } from "./entity-types.ts";
import { hasRevisions, insertRevision } from "./service.ts";

/** an item as the API answers it (its `id`, `language` and `updated_at` are read), before and after a save */
export interface SavedRow {
  before: unknown | null;
  after: unknown;
}

type Item = { id?: unknown; language?: unknown; updated_at?: unknown };

/** who saved: a user, or the system (the scheduler: `user_id` null) */
export interface RevisionAuthor {
  user_id: number | null;
  user_name: string;
}

export interface RecordedSave {
  type: EditorialType;
  /** what the save did to the row it targets */
  action: RevisionAction;
  by: RevisionAuthor;
  /** how many revisions an item keeps (REVISIONS_KEEP) */
  keep: number;
}

export async function recordSave(
  tx: Tx,
  { type, action, by, keep }: RecordedSave,
  target: SavedRow,
  sibling?: SavedRow | null,
): Promise<void> {
  const write = async (item: unknown, what: RevisionAction, who: RevisionAuthor, at?: Date) => {
    const record = item as Item;
    if (typeof record?.id !== "number") throw new Error("the saved item has no id");
    await insertRevision(
      tx,
      {
        entity_type: type,
        entity_id: record.id,
        language: record.language === "nl" || record.language === "en" ? record.language : null,
        ...who,
        action: what,
        // the item exactly as the API answered it (dates as strings, blocks included)
        data: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
        ...(at ? { created_at: at } : {}),
      },
      keep,
    );
  };
  /** the row's state before this save, when nothing of it was recorded yet */
  const baseline = async (before: unknown | null) => {
    const row = before as Item | null;
    if (!row || typeof row.id !== "number" || (await hasRevisions(tx, type, row.id))) return;
    const changed = typeof row.updated_at === "string" ? new Date(row.updated_at) : undefined;
    await write(before, "initial", { user_id: null, user_name: "" }, changed);
  };

  await baseline(target.before);
  await write(target.after, action, by);
  if (sibling?.before && !sameData(type, sibling.before, sibling.after)) {
    await baseline(sibling.before);
    await write(sibling.after, "shared", by);
  }
}

/** equal in every field a restore writes (JSON with sorted keys: stored blocks may order keys differently) */
function sameData(type: EditorialType, a: unknown, b: unknown): boolean {
  const fields = restorableFields(type);
  const pick = (item: unknown) =>
    fields.map((name) => stableJson((item as Record<string, unknown> | null)?.[name] ?? null));
  const [x, y] = [pick(a), pick(b)];
  return x.every((value, i) => value === y[i]);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([p], [q]) => p.localeCompare(q)))
      : v,
  );
}
