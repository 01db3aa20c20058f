/** Zzp products API: a partner's own stock; the admin sees all. Thin: parse -> service -> envelope. */

import { z } from "zod";
import { zzpProductApi } from "#content-types/zzp-products.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { apiRoute } from "../http/api-route.ts";
import { recordWrite } from "../http/record-write.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  idParams,
  jsonRequest,
  listResponse,
  orNotFound,
  validationFailed,
} from "../http/router.ts";
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
const params = idParams(zzpNotFound);
const zzpListQuery = listQuerySchema.extend({
  owner_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/**
 * The routes validate the admin's body (it may choose `owner_id`); a partner's must also pass its own
 * schema, which has no `owner_id`: its products are its own.
 */
function asPartner<T>(schema: z.ZodType, input: T, lang: Lang): T {
  const own = schema.safeParse(input);
  if (!own.success) throw validationFailed(own.error.issues, lang, opts);
  return input;
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
zzpRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/zzp-product/next-product-id",
    access: ZZP,
    tags,
    summary: "The id the next product will get",
    responses: { 200: dataResponse(z.number().int()) },
  }),
  async (c) => c.json({ data: await nextZzpProductId(dbOf(c)) }, 200),
);

zzpRoutes.openapi(
  apiRoute({
    method: "get",
    path: "/zzp-product/{id}",
    access: ZZP,
    tags,
    summary: "One product; another partner's answers 404",
    request: { params },
    responses: { 200: dataResponse(zzpProductOutSchema), ...errorResponses(404) },
  }),
  async (c) => {
    const product = await getZzpProduct(dbOf(c), c.req.valid("param").id, c.var.user!);
    return c.json({ data: orNotFound(product, zzpNotFound, c.var.lang) }, 200);
  },
);

zzpRoutes.openapi(
  apiRoute({
    method: "post",
    path: "/zzp-product/add-product",
    access: ZZP,
    tags,
    summary: "Add a product: a partner's is its own; the admin may send `owner_id` (a zzp partner)",
    ...jsonRequest(zzpProductApi.create),
    responses: { 201: dataResponse(zzpProductOutSchema), ...errorResponses(400, 413, 415, 422) },
  }),
  async (c) => {
    const user = c.var.user!;
    let input = c.req.valid("json");
    if (user.role !== "cms-admin") input = asPartner(zzpProductApi.partner.create, input, c.var.lang);
    const product = await createZzpProduct(dbOf(c), user, input, c.var.lang);
    await recordWrite(c, "create", "zzp product", product);
    return c.json({ data: product }, 201);
  },
);

zzpRoutes.openapi(
  apiRoute({
    method: "put",
    path: "/zzp-product/edit/{id}",
    access: ZZP,
    tags,
    summary: "Change a product (e.g. its stock); another partner's answers 404",
    ...jsonRequest(zzpProductApi.update, { params }),
    responses: { 200: dataResponse(zzpProductOutSchema), ...errorResponses(400, 404, 413, 415, 422) },
  }),
  async (c) => {
    const user = c.var.user!;
    const id = c.req.valid("param").id;
    let input = c.req.valid("json");
    if (user.role !== "cms-admin") input = asPartner(zzpProductApi.partner.update, input, c.var.lang);
    const updated = await updateZzpProduct(dbOf(c), id, user, input, c.var.lang);
    const product = orNotFound(updated, zzpNotFound, c.var.lang);
    await recordWrite(c, "update", "zzp product", product, { fields: Object.keys(input) });
    return c.json({ data: product }, 200);
  },
);

zzpRoutes.openapi(
  apiRoute({
    method: "delete",
    path: "/zzp-product/delete/{id}",
    access: ZZP,
    tags,
    summary: "Delete a product; another partner's answers 404",
    request: { params },
    responses: { 200: dataResponse(zzpProductOutSchema), ...errorResponses(404) },
  }),
  async (c) => {
    const user = c.var.user!;
    const id = c.req.valid("param").id;
    const product = orNotFound(await deleteZzpProduct(dbOf(c), id, user), zzpNotFound, c.var.lang);
    await recordWrite(c, "delete", "zzp product", product);
    return c.json({ data: product }, 200);
  },
);
