/**
 * `clearDraftAfterSave(tx, userId, type, id, item)`: a save of a page, news item, tip or product
 * (server/content/save.ts) spends the saving user's draft of it (for an add: the add screen's draft
 * in the new item's language), in the save's transaction: a draft that cannot be removed fails the
 * save rather than linger as "newer than the item". Other users' drafts stay: they are their unsaved
 * work, and the form offers a draft only when it is newer than the item.
 */
import type { EditorialType } from "#content-types/editorial.ts";
import type { Tx } from "../db/client.ts";
import { deleteDraft } from "./service.ts";

export async function clearDraftAfterSave(
  tx: Tx,
  userId: number | undefined,
  type: EditorialType,
  entityId: number | null,
  item: unknown,
): Promise<void> {
  if (userId === undefined) return;
  const language = (item as { language?: unknown })?.language;
  await deleteDraft(
    tx,
    { userId, type, entityId },
    language === "nl" || language === "en" ? language : undefined,
  );
}
