/**
 * The addresses of the drafts API (server/drafts/routes.ts) and how long a draft is kept.
 * Browser-safe: the admin form's autosave (app/admin/drafts/useDraft.ts) reads it too.
 */
import type { EditorialType } from "#content-types/editorial.ts";

/** the `{id}` of an add screen's draft: the item does not exist yet */
export const NEW_ITEM = "new";

/** a draft not written for this long is removed (on the next write of any draft) */
export const DRAFT_MAX_AGE_DAYS = 30;

/** `draft/{type}/{id}` under /api; `id` is the item's id or `new` */
export const draftPath = (type: EditorialType, id: number | undefined) => `draft/${type}/${id ?? NEW_ITEM}`;
