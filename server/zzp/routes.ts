/** Zzp products API: a partner's own stock; the admin sees all. Thin: parse -> service -> envelope. */

import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { audit, recordEvent } from "../audit/audit.ts";
import { listEnvelope, listQuerySchema } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { idParam, readJsonBody } from "../http/request.ts";
import { documentRoutes } from "../http/route-docs.ts";
import { orNotFound } from "../http/router.ts";
import { validate } from "../validation/validate.ts";
import {
  adminZzpProductEditSchema,
  adminZzpProductSchema,
  zzpLabels,
  zzpProductEditSchema,
  zzpProductOutSchema,
  zzpProductSchema,
} from "./schema.ts";
import {
  createZzpProduct,
  deleteZzpProduct,
  getZzpProduct,
  listZzpProducts,
  nextZzpProductId,
  updateZzpProduct,
  zzpNotFound,
} from "./service.ts";

export const zzpRoutes = new OpenAPIHono<AppEnv>();

const opts = { labels: zzpLabels };
const zzpListQuery = listQuerySchema.extend({
  owner_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

zzpRoutes.get("/zzp-products", async (c) => {
  const query = validate(zzpListQuery, c.req.query(), c.var.lang, opts);
  return c.json(listEnvelope(await listZzpProducts(c.var.deps.database.db, c.var.user!, query)));
});

zzpRoutes.get("/zzp-product/next-product-id", async (c) =>
  c.json({ data: await nextZzpProductId(c.var.deps.database.db) }),
);

zzpRoutes.get("/zzp-product/:id", async (c) => {
  const id = idParam(c, zzpNotFound);
  const product = await getZzpProduct(c.var.deps.database.db, id, c.var.user!);
  return c.json({ data: orNotFound(product, zzpNotFound, c.var.lang) });
});

zzpRoutes.post("/zzp-product/add-product", async (c) => {
  const user = c.var.user!;
  const schema = user.role === "cms-admin" ? adminZzpProductSchema : zzpProductSchema;
  const input = validate(schema, await readJsonBody(c), c.var.lang, opts);
  const product = await createZzpProduct(c.var.deps.database.db, user, input, c.var.lang);
  c.var.log.info({ userId: user.id, id: product.id }, "zzp: product created");
  await audit(c, recordEvent("create", "zzp product", product));
  return c.json({ data: product }, 201);
});

zzpRoutes.put("/zzp-product/edit/:id", async (c) => {
  const user = c.var.user!;
  const id = idParam(c, zzpNotFound);
  const schema = user.role === "cms-admin" ? adminZzpProductEditSchema : zzpProductEditSchema;
  const input = validate(schema, await readJsonBody(c), c.var.lang, opts);
  const updated = await updateZzpProduct(c.var.deps.database.db, id, user, input, c.var.lang);
  const product = orNotFound(updated, zzpNotFound, c.var.lang);
  c.var.log.info({ userId: user.id, id, fields: Object.keys(input) }, "zzp: product edited");
  await audit(c, recordEvent("update", "zzp product", product, { fields: Object.keys(input) }));
  return c.json({ data: product });
});

zzpRoutes.delete("/zzp-product/delete/:id", async (c) => {
  const user = c.var.user!;
  const id = idParam(c, zzpNotFound);
  const product = orNotFound(
    await deleteZzpProduct(c.var.deps.database.db, id, user),
    zzpNotFound,
    c.var.lang,
  );
  c.var.log.info({ userId: user.id, id }, "zzp: product deleted");
  await audit(c, recordEvent("delete", "zzp product", product));
  return c.json({ data: product });
});

const tags = ["Zzp products"];
documentRoutes(zzpRoutes, [
  {
    method: "get",
    path: "/zzp-products",
    tags,
    summary: "Zzp products: a partner gets only its own, the admin all (`owner_id` filter)",
    query: zzpListQuery,
    list: zzpProductOutSchema,
    errors: [422],
  },
  {
    method: "get",
    path: "/zzp-product/next-product-id",
    tags,
    summary: "The id the next product will get",
    data: z.number().int(),
  },
  {
    method: "get",
    path: "/zzp-product/:id",
    tags,
    summary: "One product; another partner's answers 404",
    data: zzpProductOutSchema,
    errors: [404],
  },
  {
    method: "post",
    path: "/zzp-product/add-product",
    tags,
    summary: "Add a product: a partner's is its own; the admin may send `owner_id` (a zzp partner)",
    body: adminZzpProductSchema,
    data: zzpProductOutSchema,
    status: 201,
    errors: [422],
  },
  {
    method: "put",
    path: "/zzp-product/edit/:id",
    tags,
    summary: "Change a product (e.g. its stock); another partner's answers 404",
    body: adminZzpProductEditSchema,
    data: zzpProductOutSchema,
    errors: [404, 422],
  },
  {
    method: "delete",
    path: "/zzp-product/delete/:id",
    tags,
    summary: "Delete a product; another partner's answers 404",
    data: zzpProductOutSchema,
    errors: [404],
  },
]);
