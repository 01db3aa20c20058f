/**
 * The content whose address may change and so leaves a redirect behind: the content types whose
 * definition has a public address (`publicUrl`, content-types/), by the table the shared CRUD
 * (server/content/crud.ts) writes. A new public content type is one line here.
 */
import type { ContentType } from "#content-types/define.ts";
import { newsType } from "#content-types/news.ts";
import { pageType } from "#content-types/pages.ts";
import { productType } from "#content-types/products.ts";
import { tipType } from "#content-types/tips.ts";
import type { Row } from "#content-types/types.ts";

export interface Tracked {
  /** stored in `redirects.entity_type` */
  entityType: string;
  /** the row's public address, null while it is not published */
  publicUrl: (row: Row) => string | null;
}

const track = (entityType: string, type: ContentType): Tracked => {
  const publicUrl = type.publicUrl;
  if (!publicUrl) throw new Error(`${type.noun} has no public address`);
  return { entityType, publicUrl };
};

/** table name -> how its rows are addressed */
export const trackedTables: Readonly<Record<string, Tracked>> = {
  pages: track("page", pageType),
  news_items: track("news", newsType),
  tips: track("tip", tipType),
  products: track("product", productType),
};

export const trackedPages = trackedTables.pages;
