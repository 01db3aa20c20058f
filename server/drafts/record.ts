/**
 * `clearDraftAfterSave(c, type, id, item)`: after a save of a page, news item, tip or product succeeded
 * (server/content/crud-routes.ts), the saving user's draft of it is spent (for an add: the add screen's
 * draft in the new item's language). Other users' drafts stay: they are their unsaved work, and the
 * form offers a draft only when it is newer than the item. Logged, never thrown: the save succeeded.
 */
import type { Context } from "hono";
import type { EditorialType } from "#content-types/editorial.ts";
import type { AppEnv } from "../http/context.ts";
import { deleteDraft } from "./service.ts";

export async function clearDraftAfterSave(
  c: Context<AppEnv>,
  type: EditorialType,
  entityId: number | null,
  item: unknown,
): Promise<void> {
  const userId = c.var.user?.id;
  if (userId === undefined) return;
  const language = (item as { language?: unknown })?.language;
  try {
    await deleteDraft(
      c.var.deps.database.db,
      { userId, type, entityId },
      language === "nl" || language === "en" ? language : undefined,
    );
  } catch (error) {
    c.var.log.error({ err: error, type }, "draft not cleared");
  }
}
