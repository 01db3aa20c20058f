/**
 * The items a preview link can show, as the API names them, and the address segment of their admin
 * preview (app/routes/admin/routes.ts). Browser-safe: the admin's link panel reads it too.
 */
import type { PreviewKind } from "#content-types/types.ts";

export const previewEntityTypes = ["page", "news", "tip", "product"] as const;
export type PreviewEntityType = (typeof previewEntityTypes)[number];

/** the API's type of an admin preview kind (a definition's `preview`) */
export const entityTypeOfKind: Record<PreviewKind, PreviewEntityType> = {
  pagina: "page",
  nieuws: "news",
  tip: "tip",
  product: "product",
};

export const isPreviewEntityType = (value: string): value is PreviewEntityType =>
  (previewEntityTypes as readonly string[]).includes(value);

/** the lifetimes the owner may choose, in days (requirements §2 "Preview links") */
export const previewLinkDays = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof previewLinkDays)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** the public address of a link (app/routes/public/preview-link.tsx): one for both languages */
export const PREVIEW_LINK_PATH = "/voorbeeld";
