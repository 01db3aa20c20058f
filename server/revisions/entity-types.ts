/**
 * The items that keep revisions, as the API names them, and their definitions (labels of the
 * compare view, the fields a restore may write). Browser-safe: the admin's history panel reads it.
 */
import type { ContentType } from "#content-types/define.ts";
import { newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { tipType } from "#content-types/tips.ts";

export const revisionEntityTypes = ["page", "news", "tip", "product"] as const;
export type RevisionEntityType = (typeof revisionEntityTypes)[number];

export const revisionDefinitions: Record<RevisionEntityType, ContentType> = {
  page: pageType,
  news: newsType,
  tip: tipType,
  product: productType,
};

export const isRevisionEntityType = (value: string): value is RevisionEntityType =>
  (revisionEntityTypes as readonly string[]).includes(value);

/** what a save did: the first save, an edit, or a restore of an older revision */
export const revisionActions = ["create", "update", "restore"] as const;
export type RevisionAction = (typeof revisionActions)[number];

/** the fields a restore writes: the definition's API fields, without those only the add screen sets */
export function restorableFields(type: RevisionEntityType): string[] {
  return Object.entries(revisionDefinitions[type].fields)
    .filter(([, spec]) => !spec.apiOnly && !spec.createOnly)
    .map(([name]) => name);
}
