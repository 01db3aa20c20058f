/** Products API (requirements §7): thin routes over server/products/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { productApi, productType } from "#content-types/products.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { productSave } from "../content/editorial-saves.ts";
import { registerOverviewRoutes } from "../content/overview-routes.ts";
import { itemSchema, rowFields, translationSchema } from "../content/params.ts";
import { registerPublicReadRoutes } from "../content/public-routes.ts";
import { products } from "../db/schema.ts";
import { createRouter } from "../http/router.ts";
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

export const productsRouter = createRouter({ labels: { ...headerLabels, ...productApi.labels } });

registerOverviewRoutes(productsRouter, {
  tag: "Products",
  item: productSchema,
  plural: "products",
  summary: "Product overview page",
  paths: { page: "/public-products/{page}/{language}", count: "/public-products-count/{language}" },
  filter: {
    name: "product_type",
    schema: z
      .string()
      .max(50)
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .openapi({ description: "only this product type, e.g. product-sale" }),
    countNote: "`?product_type=` counts one product type only.",
  },
  service: {
    list: (db, q, productType) => listPublicProducts(db, { ...q, productType }),
    count: countPublicProducts,
  },
});

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
