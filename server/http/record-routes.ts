/**
 * The routes of a record that is no content type (an accountant download or document, a zzp product,
 * a status record, a user) — its next id, one record, add, edit and delete — each declared by its
 * module with its own path, access and words, and answering alike:
 *
 *   const products = recordRoutes(zzpRoutes, { tags, item: zzpProductOutSchema, notFound: zzpNotFound, entity: "zzp product" });
 *   products.one({ path: "/zzp-product/{id}", access: ZZP, summary: "…" }, (c, id) => getZzpProduct(dbOf(c), id, c.var.user!));
 *
 * - A record the service does not find is the entity's 404, and so is another owner's: the service
 *   looks only among the calling user's records (a partner's products, a status user's records, the
 *   accountant's current download), so another's record is not there and its existence is not told.
 *   A malformed id is the same 404 (`idParams`).
 * - Every write is traced alike (`recordWrite`: one log line, one audit entry), an edit with the
 *   names of the fields it sent.
 *
 * A route that does more (an upload, a download, a list with its own filters, a write with its own
 * trace) is written out in its module with `apiRoute`. The content types have their own:
 * server/content/crud-routes.ts.
 */
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { type Access, apiRoute } from "./api-route.ts";
import type { AppEnv } from "./context.ts";
import { recordWrite } from "./record-write.ts";
import {
  dataResponse,
  type ErrorStatus,
  errorResponses,
  idParams,
  jsonRequest,
  type LangTexts,
  orNotFound,
} from "./router.ts";

export interface RecordKind {
  tags: string[];
  /** the answer's schema of one record */
  item: z.ZodType;
  /** the entity's not-found texts: the 404 of a missing, foreign or malformed id */
  notFound: LangTexts;
  /** how the log line and the audit entry name the record ("zzp product") */
  entity: string;
}

/** what a module says of one of its routes */
export interface RecordRoute {
  path: string;
  access: Access;
  summary: string;
  /** error answers the route documents besides its own (the customers' routes name 401 and 403) */
  errors?: ErrorStatus[];
}

/** the request of a handler; the record's service reads its database, user and language there */
type Ctx = Context<AppEnv>;
/** a record as its answer's schema sees it (`item` documents it; its type is not known here) */
type Found = unknown;

export function recordRoutes(router: OpenAPIHono<AppEnv>, kind: RecordKind) {
  const { tags, item, notFound, entity } = kind;
  const params = idParams(notFound);
  const described = ({ path, access, summary }: RecordRoute) => ({ path, access, tags, summary });
  // The writes' routes are typed with the plain schema (the router's input types do not follow a
  // generic one); their handlers read the body as that schema's output.

  return {
    /** `{id}` of this record's other routes: a malformed id is the entity's 404 */
    params,

    /** `GET …`: the id the next record will get */
    nextId(route: RecordRoute, next: (c: Ctx) => Promise<number>) {
      router.openapi(
        apiRoute({ method: "get", ...described(route), responses: { 200: dataResponse(z.number().int()) } }),
        async (c) => c.json({ data: await next(c) }, 200),
      );
    },

    /** `GET …/{id}`: the record, or the entity's 404 */
    one(route: RecordRoute, find: (c: Ctx, id: number) => Promise<Found | null>) {
      router.openapi(
        apiRoute({
          method: "get",
          ...described(route),
          request: { params },
          responses: { 200: dataResponse(item), ...errorResponses(...(route.errors ?? []), 404) },
        }),
        async (c) => {
          const found: Found = orNotFound(await find(c, c.req.valid("param").id), notFound, c.var.lang);
          return c.json({ data: found }, 200);
        },
      );
    },

    /** `POST …`: adds the record from the JSON body, traced; 201 with it */
    add<B extends z.ZodType>(
      route: RecordRoute,
      body: B,
      create: (c: Ctx, input: z.output<B>) => Promise<Found>,
    ) {
      router.openapi(
        apiRoute({
          method: "post",
          ...described(route),
          ...jsonRequest(body as z.ZodType),
          responses: {
            201: dataResponse(item),
            ...errorResponses(400, ...(route.errors ?? []), 413, 415, 422),
          },
        }),
        async (c) => {
          const created = await create(c, c.req.valid("json") as z.output<B>);
          await recordWrite(c, "create", entity, created);
          return c.json({ data: created }, 201);
        },
      );
    },

    /** `PUT …/{id}`: changes the fields the JSON body sends, traced with their names; or the 404 */
    edit<B extends z.ZodType>(
      route: RecordRoute,
      body: B,
      update: (c: Ctx, id: number, input: z.output<B>) => Promise<Found | null>,
    ) {
      router.openapi(
        apiRoute({
          method: "put",
          ...described(route),
          ...jsonRequest(body as z.ZodType, { params }),
          responses: {
            200: dataResponse(item),
            ...errorResponses(400, ...(route.errors ?? []), 404, 413, 415, 422),
          },
        }),
        async (c) => {
          const input = c.req.valid("json") as z.output<B>;
          const updated = orNotFound(await update(c, c.req.valid("param").id, input), notFound, c.var.lang);
          await recordWrite(c, "update", entity, updated, { fields: Object.keys(input as object) });
          return c.json({ data: updated }, 200);
        },
      );
    },

    /** `DELETE …/{id}`: removes the record, traced; the removed record, or the 404 */
    remove(route: RecordRoute, remove: (c: Ctx, id: number) => Promise<Found | null>) {
      router.openapi(
        apiRoute({
          method: "delete",
          ...described(route),
          request: { params },
          responses: { 200: dataResponse(item), ...errorResponses(...(route.errors ?? []), 404) },
        }),
        async (c) => {
          const removed = orNotFound(await remove(c, c.req.valid("param").id), notFound, c.var.lang);
          await recordWrite(c, "delete", entity, removed);
          return c.json({ data: removed }, 200);
        },
      );
    },
  };
}
