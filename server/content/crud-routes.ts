/**
 * The six admin routes every content section has (requirements §7: list, next id, add, get, edit, delete),
 * registered from one description so all sections behave alike. Static paths are registered before
 * parameterised ones ("tip/next-tip-id" before "tip/{id}").
 */
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Tx } from "../db/client.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import {
  adminErrors,
  dataOf,
  errorResponses,
  idParams,
  jsonBody,
  jsonOf,
  listOf,
  writeErrors,
} from "../http/router.ts";
import { notFoundError } from "./errors.ts";
import { type ListQuery, type ListResult, listEnvelope, listQuerySchema } from "./list-query.ts";
import { dbOf, deletedSchema } from "./params.ts";
import { type SavePipeline, saveContextOf } from "./save.ts";

export interface CrudRoutes<Out extends { id: number }, Create, Update> {
  tag: string;
  paths: { list: string; nextId?: string; add: string; get: string; edit: string; delete: string };
  item: z.ZodType;
  createSchema: z.ZodType<Create>;
  updateSchema: z.ZodType<Update>;
  /** the reads of the list and next-id calls */
  service: {
    list(db: Tx, q: ListQuery): Promise<ListResult<Out>>;
    nextId?(db: Tx): Promise<number>;
  };
  /** every write (add, edit, delete) goes through the type's save pipeline (./save.ts) */
  save: SavePipeline<Out, Create, Update>;
}

const role = "Role: cms-admin.";

/**
 * An item as its answer's schema sees it (`def.item` documents it; its type is not known here): every
 * section's service row fits, and `c.json` can check the envelope against the route's schema.
 */
type Item = unknown;

export function registerCrudRoutes<Out extends { id: number }, Create, Update>(
  router: OpenAPIHono<AppEnv>,
  def: CrudRoutes<Out, Create, Update>,
) {
  const { service, save } = def;
  const { noun, notFound } = save.definition;
  const tags = [def.tag];

  router.openapi(
    apiRoute({
      method: "get",
      path: def.paths.list,
      access: ADMIN,
      tags,
      summary: `List ${noun}s (admin)`,
      description: `${role} Paginated (page, per_page ≤ 100), \`search\` (contains, case-insensitive), \`sort\` (${(save.definition.listSort ?? []).join(", ")}) and \`order\` (asc|desc), optional \`language\`.`,
      request: { query: listQuerySchema },
      responses: { 200: jsonOf(listOf(def.item), `The ${noun}s`), ...adminErrors },
    }),
    async (c) => {
      const q = c.req.valid("query");
      const result = await service.list(dbOf(c), q);
      return c.json(listEnvelope(result), 200);
    },
  );

  if (def.paths.nextId && service.nextId) {
    const nextId = service.nextId;
    router.openapi(
      apiRoute({
        method: "get",
        path: def.paths.nextId,
        access: ADMIN,
        tags,
        summary: `The id the next ${noun} will get`,
        description: `${role} Used by the admin to upload images before the first save.`,
        responses: { 200: jsonOf(dataOf(z.number()), "The next id"), ...adminErrors },
      }),
      async (c) => c.json({ data: await nextId(dbOf(c)) }, 200),
    );
  }

  router.openapi(
    apiRoute({
      method: "post",
      path: def.paths.add,
      access: ADMIN,
      tags,
      summary: `Add a ${noun}`,
      description: `${role} Unknown fields are refused (422). \`translation_of\` (optional, where the ${noun} is translatable) makes the new row the translation sibling of that row.`,
      request: { body: jsonBody(def.createSchema) },
      responses: { 201: jsonOf(dataOf(def.item), `The new ${noun}`), ...writeErrors },
    }),
    async (c) => {
      const created: Item = await save.create(saveContextOf(c), c.req.valid("json") as Create);
      return c.json({ data: created }, 201);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: def.paths.get,
      access: ADMIN,
      tags,
      summary: `One ${noun} (admin, any visibility)`,
      description: role,
      request: { params: idParams(notFound) },
      responses: { 200: jsonOf(dataOf(def.item), `The ${noun}`), ...adminErrors, ...errorResponses(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const found = await save.service.get(dbOf(c), id);
      if (!found) throw notFoundError(notFound, c.var.lang);
      const data: Item = found;
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "put",
      path: def.paths.edit,
      access: ADMIN,
      tags,
      summary: `Change a ${noun}`,
      description: `${role} Only the fields sent are changed; unknown fields are refused (422). Fields both language versions share (price, stock, images, dates, order, menu flags) are copied to the translation sibling; an upload the edit stopped using is removed when nothing else refers to it.`,
      request: { params: idParams(notFound), body: jsonBody(def.updateSchema) },
      responses: {
        200: jsonOf(dataOf(def.item), `The changed ${noun}`),
        ...writeErrors,
        ...errorResponses(404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const updated = await save.edit(saveContextOf(c), id, c.req.valid("json") as Update);
      if (!updated) throw notFoundError(notFound, c.var.lang);
      const data: Item = updated;
      return c.json({ data }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "delete",
      path: def.paths.delete,
      access: ADMIN,
      tags,
      summary: `Delete a ${noun} and its translation`,
      description: `${role} Deletes the ${noun} together with its translation sibling in one transaction, then removes the uploads they used${save.definition.uploadType ? ` (and those in their upload folders, page-type \`${save.definition.uploadType}\`)` : ""} that nothing else refers to. \`translations_deleted\` says whether a sibling was deleted too.`,
      request: { params: idParams(notFound) },
      responses: { 200: jsonOf(deletedSchema, "What was deleted"), ...adminErrors, ...errorResponses(404) },
    }),
    async (c) => {
      const { id } = c.req.valid("param");
      const result = await save.remove(saveContextOf(c), id);
      if (!result) throw notFoundError(notFound, c.var.lang);
      return c.json({ data: result }, 200);
    },
  );
}
