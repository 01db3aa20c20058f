/** Products API (requirements §7): thin routes over server/products/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { productApi, productType } from "#content-types/products.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { productSave } from "../content/editorial-saves.ts";
import { listEnvelope } from "../content/list-query.ts";
import {
  dbOf,
  itemSchema,
  languageParams,
  overviewQuery,
  pageLanguageParams,
  rowFields,
  translationSchema,
} from "../content/params.ts";
import { registerPublicReadRoutes } from "../content/public-routes.ts";
import { products } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf, listOf } from "../http/router.ts";
import {
  countPublicProducts,
  findPublicProductByUrl,
  listPublicProducts,
  productCrud,
  productTitleExists,
  publicProductUrlExists,
} from "./service.ts";

export const productSchema = itemSchema("Product", {
  ...rowFields(products, [
    "language",
    "title",
    "url",
    "image",
    "brand",
    "price_cents",
    "condition",
    "product_type",
    "stock",
  ]),
  price: z.number().openapi({ description: "euros" }),
  product_translation: translationSchema,
});

const tags = ["Products"];
const productTypeQuery = overviewQuery.extend({
  product_type: z
    .string()
    .max(50)
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .openapi({ description: "only this product type, e.g. product-sale" }),
});

export const productsRouter = createRouter({ labels: { ...headerLabels, ...productApi.labels } });

productsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-products/{page}/{language}",
    access: "public",
    tags,
    summary: "Product overview page",
    description:
      "Public. `page` is the page number (1-based), `language` nl|en. Visible products of the language, newest first; `?per_page=` 1–50 (default 9), `?product_type=`. Answers `{data, meta: {page, per_page, total}}`.",
    request: { params: pageLanguageParams, query: productTypeQuery },
    responses: { 200: jsonOf(listOf(productSchema), "One page of products"), ...errorResponses(422) },
  }),
  async (c) => {
    const { page, language } = c.req.valid("param");
    const q = c.req.valid("query");
    const result = await listPublicProducts(dbOf(c), {
      language,
      page,
      perPage: q.per_page,
      productType: q.product_type,
    });
    return c.json(listEnvelope(result), 200);
  },
);

productsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-products-count/{language}",
    access: "public",
    tags,
    summary: "Number of visible products of a language",
    description: "Public. `?product_type=` counts one product type only.",
    request: { params: languageParams, query: productTypeQuery.pick({ product_type: true }) },
    responses: { 200: jsonOf(dataOf(z.number()), "The count"), ...errorResponses(422) },
  }),
  async (c) => {
    const { language } = c.req.valid("param");
    const total = await countPublicProducts(dbOf(c), language, c.req.valid("query").product_type);
    return c.json({ data: total }, 200);
  },
);

registerPublicReadRoutes(productsRouter, {
  tag: "Products",
  definition: productType,
  item: productSchema,
  paths: {
    exists: "/public-product-exists/{url}",
    byUrl: "/public-product-by-url/{url}",
    titleExists: "/product-title-exists/{title}",
  },
  byUrlNote: "With `price` in euros and `product_translation`.",
  service: {
    urlExists: publicProductUrlExists,
    byUrl: findPublicProductByUrl,
    titleExists: productTitleExists,
  },
});

registerCrudRoutes(productsRouter, {
  tag: "Products",
  paths: serverCrudPaths(productType),
  item: productSchema,
  createSchema: productApi.create,
  updateSchema: productApi.update,
  service: {
    list: productCrud.list,
    nextId: productCrud.nextId,
  },
  save: productSave,
});
