/**
 * The content with a public address — pages, news items, tips and products — is what the editorial
 * tools work on (revisions, preview links, the translation report, redirects). Their names in the
 * API (`page`, `news`, `tip`, `product`) and their definitions are written here once.
 */
import type { ContentType } from "./define.ts";
import { newsType } from "./news.ts";
import { pageType } from "./pages.ts";
import { productType } from "./products.ts";
import { tipType } from "./tips.ts";

export const editorialTypes = ["page", "news", "tip", "product"] as const;
export type EditorialType = (typeof editorialTypes)[number];

export const editorialDefinitions: Record<EditorialType, ContentType> = {
  page: pageType,
  news: newsType,
  tip: tipType,
  product: productType,
};

export const isEditorialType = (value: string): value is EditorialType =>
  (editorialTypes as readonly string[]).includes(value);

/** the editorial type whose admin preview address is the admin base path + /preview/{kind}/… (its definition's `preview`) */
export const editorialTypeOfPreview = (kind: string): EditorialType | undefined =>
  editorialTypes.find((type) => editorialDefinitions[type].preview === kind);
