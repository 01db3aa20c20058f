/**
 * The fields of a draft (server/drafts/) that the live preview puts over the stored item
 * (app/routes/admin/preview.tsx). A draft holds the form's values as typed, possibly half done, so
 * each field is converted as the form's save converts it (bodyFromValues) and checked by the API's own
 * rule for that field (the definition's update schema); a field that does not pass yet keeps its
 * stored value. Rich text is sanitised as a save sanitises it, so the preview renders only what the
 * site would (server/content/sanitize.ts, and the blocks as server/pages/service.ts does).
 */
import { bodyFromValues } from "#app/admin/form-schema.ts";
import { resourceFor } from "#app/admin/resources/index.ts";
import { apiSchemas } from "#content-types/define.ts";
import { type EditorialType, editorialDefinitions } from "#content-types/editorial.ts";
import { blockSchema } from "#core/blocks/index.ts";
import { sanitizeRichFields, sanitizeRichText } from "#server/content/sanitize.ts";
import type { Tx } from "#server/db/client.ts";
import { findDraft } from "#server/drafts/service.ts";

/** the user's autosaved draft of the item as an overlay (empty without a draft) */
export async function liveDraftOverlay(
  db: Tx,
  key: { userId: number; type: EditorialType; entityId: number },
): Promise<Record<string, unknown>> {
  const draft = await findDraft(db, key);
  return draft ? draftOverlay(key.type, draft.values) : {};
}

/** the draft's valid fields in the API's shape (no id, language or url: the preview stays the item) */
export function draftOverlay(type: EditorialType, values: Record<string, unknown>): Record<string, unknown> {
  const definition = editorialDefinitions[type];
  const def = resourceFor(definition.section);
  if (!def) return {};
  const body = bodyFromValues(def, values, "update");
  const shape = apiSchemas(definition).update.shape as Record<string, { safeParse(v: unknown): SafeParse }>;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body)) {
    if (name === "id" || name === "language" || name === "url" || name === "parent_id") continue;
    if (name === "blocks") {
      out.blocks = draftBlocks(value);
      continue;
    }
    const parsed = shape[name]?.safeParse(value);
    if (parsed?.success && parsed.data !== undefined) out[name] = parsed.data;
  }
  sanitizeRichFields(definition, out);
  return out;
}

type SafeParse = { success: boolean; data?: unknown };

/** the blocks that are complete, in their order: one being filled in is left out until it is */
function draftBlocks(value: unknown) {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const parsed = blockSchema.safeParse(raw);
    if (!parsed.success) return [];
    const block = parsed.data;
    return [block.type === "text" ? { ...block, html: sanitizeRichText(block.html) } : block];
  });
}
