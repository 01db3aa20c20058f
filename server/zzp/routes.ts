/** Zzp products API: a partner's own stock; the admin sees all. Thin: parse -> service -> envelope. */

import { z } from "zod";
import { zzpProductApi } from "#content-types/zzp-products.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { apiRoute } from "../http/api-route.ts";
import { recordRoutes } from "../http/record-routes.ts";
import { createRouter, errorResponses, listResponse, validationFailed } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { zzpProductOutSchema } from "./schema.ts";
import {
  createZzpProduct,
  deleteZzpProduct,
  getZzpProduct,
  listZzpProducts,
  nextZzpProductId,
  updateZzpProduct,
  zzpNotFound,
} from "./service.ts";

const opts = { labels: zzpProductApi.labels };
export const zzpRoutes = createRouter(opts);

const tags = ["Zzp products"];
/** a partner works on its own products, the admin on all */
const ZZP = ["cms-admin", "cms-zzp"] as const;
const products = recordRoutes(zzpRoutes, {
  tags,
  item: zzpProductOutSchema,
  notFound: zzpNotFound,
  entity: "zzp product",
});
const zzpListQuery = listQuerySchema.extend({
  owner_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/**
 * The routes validate the admin's body (it may choose `owner_id`); a partner's must also pass its own
 * schema, which has no `owner_id`: its products are its own.
 */
function asPartner(schema: z.ZodType, input: unknown, lang: Lang): void {
  const own = schema.safeParse(input);
  if (!own.success) throw validationFailed(own.error.issues, lang, opts);
}

zzpRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/zzp-products",
    access: ZZP,
    tags,
    summary: "Zzp products: a partner gets only its own, the admin all (`owner_id` filter)",
    request: { query: zzpListQuery },
    responses: { 200: listResponse(zzpProductOutSchema), ...errorResponses(422) },
  }),
  async (c) => c.json(listEnvelope(await listZzpProducts(dbOf(c), c.var.user!, c.req.valid("query"))), 200),
);

// before `/zzp-product/{id}`, which would take "next-product-id" for an id
products.nextId(
  { path: "/zzp-product/next-product-id", access: ZZP, summary: "The id the next product will get" },
  (c) => nextZzpProductId(dbOf(c)),
);

products.one(
  { path: "/zzp-product/{id}", access: ZZP, summary: "One product; another partner's answers 404" },
  (c, id) => getZzpProduct(dbOf(c), id, c.var.user!),
);

products.add(
  {
    path: "/zzp-product/add-product",
    access: ZZP,
    summary: "Add a product: a partner's is its own; the admin may send `owner_id` (a zzp partner)",
  },
  zzpProductApi.create,
  (c, input) => {
    const user = c.var.user!;
    if (user.role !== "cms-admin") asPartner(zzpProductApi.partner.create, input, c.var.lang);
    return createZzpProduct(dbOf(c), user, input, c.var.lang);
  },
);

products.edit(
  {
    path: "/zzp-product/edit/{id}",
    access: ZZP,
    summary: "Change a product (e.g. its stock); another partner's answers 404",
  },
  zzpProductApi.update,
  (c, id, input) => {
    const user = c.var.user!;
    if (user.role !== "cms-admin") asPartner(zzpProductApi.partner.update, input, c.var.lang);
    return updateZzpProduct(dbOf(c), id, user, input, c.var.lang);
  },
);

products.remove(
  {
    path: "/zzp-product/delete/{id}",
    access: ZZP,
    summary: "Delete a product; another partner's answers 404",
  },
  (c, id) => deleteZzpProduct(dbOf(c), id, c.var.user!),
);
