/**
 * The lifetimes and the address of preview links (the items they show are the editorial types,
 * content-types/editorial.ts). Browser-safe: the admin's link panel reads it too.
 */

/** the lifetimes the owner may choose, in days (requirements §2 "Preview links") */
export const previewLinkDays = [1, 7, 30] as const;
export type PreviewLinkDays = (typeof previewLinkDays)[number];
export const DEFAULT_PREVIEW_LINK_DAYS: PreviewLinkDays = 7;

/** the public address of a link (app/routes/public/preview-link.tsx): one for both languages */
export const PREVIEW_LINK_PATH = "/voorbeeld";
