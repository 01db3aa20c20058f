/**
 * What revisions record of the editorial types (content-types/editorial.ts): the action of a
 * save and the fields a restore may write. Browser-safe: the admin's history panel reads it.
 */
import { type EditorialType, editorialDefinitions } from "#content-types/editorial.ts";

/**
 * what a save did: the first save, an edit, a restore of an older revision, or a scheduled moment
 * that passed (server/content/schedule.ts: the item went online or offline by itself). Two more
 * describe rows the save did not target: `shared` — the translation sibling took the fields both
 * languages share from the save of the other language; `initial` — the state a row had before its
 * first recorded save (server/revisions/record.ts, and migration 0017 for the rows that existed
 * before revisions), so that first save can be undone too.
 */
export const revisionActions = [
  "create",
  "update",
  "restore",
  "scheduled-publish",
  "scheduled-unpublish",
  "shared",
  "initial",
] as const;
export type RevisionAction = (typeof revisionActions)[number];
/** the actions a save through the edit path takes for the row it targets */
export type SaveAction = Extract<RevisionAction, "create" | "update" | "restore">;

/** the fields a restore writes: the definition's API fields, without those only the add screen sets */
export function restorableFields(type: EditorialType): string[] {
  return Object.entries(editorialDefinitions[type].fields)
    .filter(([, spec]) => !spec.apiOnly && !spec.createOnly)
    .map(([name]) => name);
}
