/**
 * Status API: new PCs and repairs. The admin manages all; `GET status-new-pc` / `GET status-repair`
 * answer the logged-in user's own records, and `GET …/:id` another user's record answers 404.
 */

import { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import { audit, recordEvent } from "../audit/audit.ts";
import { type ListResult, listEnvelope, listQuerySchema } from "../content/list-query.ts";
import type { AppEnv } from "../http/context.ts";
import { idParam, readJsonBody } from "../http/request.ts";
import { documentRoutes, type RouteDoc } from "../http/route-docs.ts";
import { orNotFound } from "../http/router.ts";
import { validate } from "../validation/validate.ts";
import {
  newPcStatusEditSchema,
  newPcStatusOutSchema,
  newPcStatusSchema,
  repairStatusEditSchema,
  repairStatusOutSchema,
  repairStatusSchema,
  statusLabels,
} from "./schema.ts";
import { newPcStatuses, repairStatuses } from "./service.ts";

export const statusRoutes = new OpenAPIHono<AppEnv>();

const opts = { labels: statusLabels };
const statusListQuery = listQuerySchema.extend({
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

function mount(
  names: { list: string; one: string; add: string },
  service: typeof newPcStatuses | typeof repairStatuses,
  schemas: { create: z.ZodType; edit: z.ZodType },
) {
  const db = (c: { var: AppEnv["Variables"] }) => c.var.deps.database.db;

  statusRoutes.get(`/${names.list}`, async (c) => {
    const query = validate(statusListQuery, c.req.query(), c.var.lang, opts);
    const result: ListResult<unknown> = await service.list(db(c), query);
    return c.json(listEnvelope(result));
  });
  statusRoutes.get(`/${names.one}/next-${names.one}-id`, async (c) =>
    c.json({ data: await service.nextId(db(c)) }),
  );
  statusRoutes.get(`/${names.one}`, async (c) => c.json({ data: await service.listOwn(db(c), c.var.user!) }));
  statusRoutes.get(`/${names.one}/:id`, async (c) => {
    const id = idParam(c, service.notFound);
    const found = await service.get(db(c), id, c.var.user!);
    return c.json({ data: orNotFound(found, service.notFound, c.var.lang) });
  });
  statusRoutes.post(`/${names.one}/${names.add}`, async (c) => {
    const input = validate(schemas.create, await readJsonBody(c), c.var.lang, opts) as { user_id: number };
    const created = await service.create(db(c), c.var.deps.config, input, c.var.lang);
    c.var.log.info({ userId: c.var.user?.id, id: created.id }, `${names.one}: created`);
    await audit(c, recordEvent("create", names.one, created));
    return c.json({ data: created }, 201);
  });
  statusRoutes.put(`/${names.one}/edit/:id`, async (c) => {
    const id = idParam(c, service.notFound);
    const input = validate(schemas.edit, await readJsonBody(c), c.var.lang, opts) as Record<string, never>;
    const updated = orNotFound(
      await service.update(db(c), c.var.deps.config, id, input, c.var.lang),
      service.notFound,
      c.var.lang,
    );
    c.var.log.info({ userId: c.var.user?.id, id }, `${names.one}: edited`);
    await audit(c, recordEvent("update", names.one, updated, { fields: Object.keys(input) }));
    return c.json({ data: updated });
  });
  statusRoutes.delete(`/${names.one}/delete/:id`, async (c) => {
    const id = idParam(c, service.notFound);
    const removed = orNotFound(await service.remove(db(c), id), service.notFound, c.var.lang);
    c.var.log.info({ userId: c.var.user?.id, id }, `${names.one}: deleted`);
    await audit(c, recordEvent("delete", names.one, removed));
    return c.json({ data: removed });
  });
}

mount({ list: "statuses-new-pc", one: "status-new-pc", add: "add-status-new-pc" }, newPcStatuses, {
  create: newPcStatusSchema,
  edit: newPcStatusEditSchema,
});
mount({ list: "statuses-repair", one: "status-repair", add: "add-status-repair" }, repairStatuses, {
  create: repairStatusSchema,
  edit: repairStatusEditSchema,
});

function statusDocs(
  names: { list: string; one: string; add: string },
  label: string,
  schemas: { create: z.ZodType; edit: z.ZodType; out: z.ZodType },
): RouteDoc[] {
  const tags = ["Statuses"];
  return [
    {
      method: "get",
      path: `/${names.list}`,
      tags,
      summary: `All ${label} records (admin), newest first; \`search\` in title and customer, \`user_id\` filter`,
      query: statusListQuery,
      list: schemas.out,
      errors: [422],
    },
    {
      method: "get",
      path: `/${names.one}/next-${names.one}-id`,
      tags,
      summary: "The id the next record will get",
      data: z.number().int(),
    },
    {
      method: "get",
      path: `/${names.one}`,
      tags,
      summary: `The logged-in user's own ${label} records, newest first`,
      data: z.array(schemas.out),
    },
    {
      method: "get",
      path: `/${names.one}/:id`,
      tags,
      summary: `One ${label} record; another user's record answers 404`,
      data: schemas.out,
      errors: [404],
    },
    {
      method: "post",
      path: `/${names.one}/${names.add}`,
      tags,
      summary: `Add a ${label} record for a status user`,
      body: schemas.create,
      data: schemas.out,
      status: 201,
      errors: [422],
    },
    {
      method: "put",
      path: `/${names.one}/edit/:id`,
      tags,
      summary: `Change a ${label} record`,
      body: schemas.edit,
      data: schemas.out,
      errors: [404, 422],
    },
    {
      method: "delete",
      path: `/${names.one}/delete/:id`,
      tags,
      summary: `Delete a ${label} record`,
      data: schemas.out,
      errors: [404],
    },
  ];
}

documentRoutes(statusRoutes, [
  ...statusDocs({ list: "statuses-new-pc", one: "status-new-pc", add: "add-status-new-pc" }, "new pc", {
    create: newPcStatusSchema,
    edit: newPcStatusEditSchema,
    out: newPcStatusOutSchema,
  }),
  ...statusDocs({ list: "statuses-repair", one: "status-repair", add: "add-status-repair" }, "repair", {
    create: repairStatusSchema,
    edit: repairStatusEditSchema,
    out: repairStatusOutSchema,
  }),
]);
