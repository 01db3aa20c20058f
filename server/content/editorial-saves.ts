/**
 * The save pipelines (./save.ts) of the editorial types — pages, news items, tips, products — by
 * their one name (content-types/editorial.ts). Their routes save through them, the revisions API
 * restores through them and the scheduler records its moments through them; both get this map
 * passed in (server/api.ts, server/boot.ts), so nothing registers itself at import time.
 */
import type { EditorialType } from "#content-types/editorial.ts";
import { newsApi, newsType } from "#content-types/news.ts";
import { pageApi, pageType } from "#content-types/pages.ts";
import { productApi, productType } from "#content-types/products.ts";
import { tipApi, tipType } from "#content-types/tips.ts";
import { createNews, newsCrud, updateNews } from "../news/admin.ts";
import { createPage, deletePage, pageCrud, updatePage } from "../pages/service.ts";
import { createProduct, productCrud, updateProduct } from "../products/service.ts";
import { createTip, tipCrud, updateTip } from "../tips/service.ts";
import { createSavePipeline, type RestoredRevision, type SaveContext } from "./save.ts";

export const pageSave = createSavePipeline({
  definition: pageType,
  editorial: "page",
  api: pageApi,
  service: { get: pageCrud.get, create: createPage, update: updatePage, remove: deletePage },
});

export const newsSave = createSavePipeline({
  definition: newsType,
  editorial: "news",
  api: newsApi,
  service: { get: newsCrud.get, create: createNews, update: updateNews, remove: newsCrud.remove },
});

export const tipSave = createSavePipeline({
  definition: tipType,
  editorial: "tip",
  api: tipApi,
  service: { get: tipCrud.get, create: createTip, update: updateTip, remove: tipCrud.remove },
});

export const productSave = createSavePipeline({
  definition: productType,
  editorial: "product",
  api: productApi,
  service: { get: productCrud.get, create: createProduct, update: updateProduct, remove: productCrud.remove },
});

/** what the revisions API and the scheduler need of an editorial type's pipeline */
export interface EditorialSave {
  restore(
    ctx: SaveContext,
    revision: RestoredRevision & { entity_id: number; data: Record<string, unknown> },
  ): Promise<unknown>;
  scheduled: (typeof tipSave)["scheduled"];
}

export type EditorialSaves = Record<EditorialType, EditorialSave>;

export const editorialSaves: EditorialSaves = {
  page: pageSave,
  news: newsSave,
  tip: tipSave,
  product: productSave,
};
