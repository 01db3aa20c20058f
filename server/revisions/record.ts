/**
 * `recordRevision(c, type, action, item)`: the one call after a save of a page, news item, tip or
 * product succeeded (server/content/crud-routes.ts). Who saved is the request's logged-in user. A
 * revision that cannot be written is logged, never thrown: the save it describes has already
 * succeeded.
 */
import type { Context } from "hono";
import type { EditorialType } from "#content-types/editorial.ts";
import type { AppEnv } from "../http/context.ts";
import type { RevisionAction } from "./entity-types.ts";
import { insertRevision } from "./service.ts";

export async function recordRevision(
  c: Context<AppEnv>,
  type: EditorialType,
  action: RevisionAction,
  item: unknown,
): Promise<void> {
  const record = item as { id?: unknown; language?: unknown };
  try {
    if (typeof record?.id !== "number") throw new Error("the saved item has no id");
    const user = c.var.user;
    await insertRevision(
      c.var.deps.database.db,
      {
        entity_type: type,
        entity_id: record.id,
        language: record.language === "nl" || record.language === "en" ? record.language : null,
        user_id: user?.id ?? null,
        user_name: user?.name || user?.email || "",
        action,
        // the item exactly as the API answered it (dates as strings, blocks included)
        data: JSON.parse(JSON.stringify(item)) as Record<string, unknown>,
      },
      c.var.deps.config.revisionsKeep,
    );
  } catch (error) {
    c.var.log.error({ err: error, type, action }, "revision not written");
  }
}
