/**
 * Status API: new PCs and repairs. The admin manages all; `GET status-new-pc` / `GET status-repair`
 * answer the logged-in user's own records, and `GET …/:id` another user's record answers 404.
 */

import { z } from "zod";
import { newPcStatusApi, repairStatusApi } from "#content-types/statuses.ts";
import { type ListResult, listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { recordWrite } from "../http/record-write.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  idParams,
  jsonRequest,
  listResponse,
  orNotFound,
  type ValidationOptions,
} from "../http/router.ts";
import { newPcStatusOutSchema, repairStatusOutSchema } from "./schema.ts";
import { newPcStatuses, repairStatuses } from "./service.ts";

/** both kinds' routes; each kind has its own router, so its 422 messages use its own labels */
export const statusRoutes = createRouter();

const tags = ["Statuses"];
/** a status user reads its own records (the admin all); every other call is the admin's */
const STATUS = ["cms-admin", "cms-status-user"] as const;
const statusListQuery = listQuerySchema.extend({
  user_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
});

/** The seven routes of one kind of status record (new PC, repair). */
function mount(
  names: { list: string; one: string; add: string },
  label: string,
  service: typeof newPcStatuses | typeof repairStatuses,
  schemas: { create: z.ZodType; edit: z.ZodType; out: z.ZodType; labels: ValidationOptions["labels"] },
) {
  const kindRoutes = createRouter({ labels: schemas.labels });
  const params = idParams(service.notFound);

  kindRoutes.openapi(
    apiRoute({
      method: "get",
      path: `/${names.list}`,
      access: ADMIN,
      tags,
      summary: `All ${label} records (admin), newest first; \`search\` in title and customer, \`user_id\` filter`,
      request: { query: statusListQuery },
      responses: { 200: listResponse(schemas.out), ...errorResponses(422) },
    }),
    async (c) => {
      const result: ListResult<unknown> = await service.list(dbOf(c), c.req.valid("query"));
      return c.json(listEnvelope(result), 200);
    },
  );

  // before `/{id}`, which would take "next-…-id" for an id
  kindRoutes.openapi(
    apiRoute({
      method: "get",
      path: `/${names.one}/next-${names.one}-id`,
      access: ADMIN,
      tags,
      summary: "The id the next record will get",
      responses: { 200: dataResponse(z.number().int()) },
    }),
    async (c) => c.json({ data: await service.nextId(dbOf(c)) }, 200),
  );

  kindRoutes.openapi(
    apiRoute({
      method: "get",
      path: `/${names.one}`,
      access: STATUS,
      tags,
      summary: `The logged-in user's own ${label} records, newest first`,
      responses: { 200: dataResponse(z.array(schemas.out)) },
    }),
    async (c) => c.json({ data: await service.listOwn(dbOf(c), c.var.user!) }, 200),
  );

  kindRoutes.openapi(
    apiRoute({
      method: "get",
      path: `/${names.one}/{id}`,
      access: STATUS,
      tags,
      summary: `One ${label} record; another user's record answers 404`,
      request: { params },
      responses: { 200: dataResponse(schemas.out), ...errorResponses(404) },
    }),
    async (c) => {
      const found = await service.get(dbOf(c), c.req.valid("param").id, c.var.user!);
      return c.json({ data: orNotFound(found, service.notFound, c.var.lang) }, 200);
    },
  );

  kindRoutes.openapi(
    apiRoute({
      method: "post",
      path: `/${names.one}/${names.add}`,
      access: ADMIN,
      tags,
      summary: `Add a ${label} record for a status user`,
      ...jsonRequest(schemas.create),
      responses: { 201: dataResponse(schemas.out), ...errorResponses(400, 413, 415, 422) },
    }),
    async (c) => {
      const input = c.req.valid("json") as { user_id: number };
      const created = await service.create(dbOf(c), c.var.deps.config, input, c.var.lang);
      await recordWrite(c, "create", names.one, created);
      return c.json({ data: created }, 201);
    },
  );

  kindRoutes.openapi(
    apiRoute({
      method: "put",
      path: `/${names.one}/edit/{id}`,
      access: ADMIN,
      tags,
      summary: `Change a ${label} record`,
      ...jsonRequest(schemas.edit, { params }),
      responses: { 200: dataResponse(schemas.out), ...errorResponses(400, 404, 413, 415, 422) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const input = c.req.valid("json") as Record<string, never>;
      const updated = orNotFound(
        await service.update(dbOf(c), c.var.deps.config, id, input, c.var.lang),
        service.notFound,
        c.var.lang,
      );
      await recordWrite(c, "update", names.one, updated, { fields: Object.keys(input) });
      return c.json({ data: updated }, 200);
    },
  );

  kindRoutes.openapi(
    apiRoute({
      method: "delete",
      path: `/${names.one}/delete/{id}`,
      access: ADMIN,
      tags,
      summary: `Delete a ${label} record`,
      request: { params },
      responses: { 200: dataResponse(schemas.out), ...errorResponses(404) },
    }),
    async (c) => {
      const id = c.req.valid("param").id;
      const removed = orNotFound(await service.remove(dbOf(c), id), service.notFound, c.var.lang);
      await recordWrite(c, "delete", names.one, removed);
      return c.json({ data: removed }, 200);
    },
  );
  statusRoutes.route("/", kindRoutes);
}

mount({ list: "statuses-new-pc", one: "status-new-pc", add: "add-status-new-pc" }, "new pc", newPcStatuses, {
  create: newPcStatusApi.create,
  edit: newPcStatusApi.update,
  out: newPcStatusOutSchema,
  labels: newPcStatusApi.labels,
});
mount({ list: "statuses-repair", one: "status-repair", add: "add-status-repair" }, "repair", repairStatuses, {
  create: repairStatusApi.create,
  edit: repairStatusApi.update,
  out: repairStatusOutSchema,
  labels: repairStatusApi.labels,
});
