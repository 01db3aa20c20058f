/**
 * Status API: new PCs and repairs. The admin manages all; `GET status-new-pc` / `GET status-repair`
 * answer the logged-in user's own records, and `GET …/:id` another user's record answers 404.
 */

import { z } from "zod";
import { newPcStatusApi, repairStatusApi } from "#content-types/statuses.ts";
import { type ListResult, listEnvelope, listQuerySchema } from "../content/list-query.ts";
import { dbOf } from "../content/params.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { recordRoutes } from "../http/record-routes.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  listResponse,
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
  const records = recordRoutes(kindRoutes, {
    tags,
    item: schemas.out,
    notFound: service.notFound,
    entity: names.one,
  });

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
  records.nextId(
    { path: `/${names.one}/next-${names.one}-id`, access: ADMIN, summary: "The id the next record will get" },
    (c) => service.nextId(dbOf(c)),
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

  records.one(
    {
      path: `/${names.one}/{id}`,
      access: STATUS,
      summary: `One ${label} record; another user's record answers 404`,
    },
    (c, id) => service.get(dbOf(c), id, c.var.user!),
  );

  records.add(
    { path: `/${names.one}/${names.add}`, access: ADMIN, summary: `Add a ${label} record for a status user` },
    schemas.create,
    (c, input) => service.create(dbOf(c), c.var.deps.config, input as { user_id: number }, c.var.lang),
  );

  records.edit(
    { path: `/${names.one}/edit/{id}`, access: ADMIN, summary: `Change a ${label} record` },
    schemas.edit,
    (c, id, input) =>
      service.update(dbOf(c), c.var.deps.config, id, input as Record<string, never>, c.var.lang),
  );

  records.remove(
    { path: `/${names.one}/delete/{id}`, access: ADMIN, summary: `Delete a ${label} record` },
    (c, id) => service.remove(dbOf(c), id),
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
