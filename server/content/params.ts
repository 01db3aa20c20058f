/**
 * OpenAPI pieces of the content API: path and query parameters, the translation sibling, items, the
 * answer of a delete. The router, the error shape and the envelopes live in server/http/router.ts.
 */
import { z } from "@hono/zod-openapi";
import type { Table } from "drizzle-orm";
import { createSelectSchema } from "drizzle-zod";
import { editorialTypes } from "#content-types/editorial.ts";
import type { AppEnv } from "../http/context.ts";
import { dataOf, idParams } from "../http/router.ts";

export const translationSchema = z
  .object({
    id: z.number(),
    language: z.enum(["nl", "en"]),
    url: z.string(),
    full_url: z.string().optional(),
    title: z.string(),
  })
  .nullable()
  .openapi("Translation");

/**
 * Fields of an answer that are columns of its table, derived from the table (drizzle-zod): a column's
 * type, length, null and enum values are the table's, so the answer's schema cannot drift from it.
 * Not for dates: an answer carries them as ISO strings (core/content/plain.ts).
 */
export function rowFields<T extends Table, const K extends keyof T["$inferSelect"] & string>(
  table: T,
  names: readonly K[],
) {
  const shape: Record<string, z.ZodType> = createSelectSchema(table).shape;
  return Object.fromEntries(names.map((name) => [name, shape[name]])) as {
    [N in K]: z.ZodType<T["$inferSelect"][N]>;
  };
}

/** An item in answers: documented by its main fields; every column of the entity is present. */
export const itemSchema = (name: string, fields: Record<string, z.ZodType> = {}) =>
  z.looseObject({ id: z.number(), ...fields }).openapi(name);

export const deletedSchema = dataOf(
  z.object({
    deleted: z
      .array(z.number())
      .openapi({ description: "ids of the deleted rows: the item and its translation" }),
    translations_deleted: z.boolean(),
  }),
);

export const languageParams = z.object({
  language: z.enum(["nl", "en"]).openapi({ param: { name: "language", in: "path" }, example: "nl" }),
});
/** `?language=` (defaults to the request language) and `?except_id=` of the *-exists calls */
export const existsQuery = z.object({
  language: z.enum(["nl", "en"]).optional().openapi({ description: "only this language (default: any)" }),
  except_id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .openapi({ description: "ignore this row (the one being edited)" }),
});
export const languageQuery = z.object({
  language: z.enum(["nl", "en"]).optional().openapi({ description: "default: the request language" }),
});

/** the database of a request */
export const dbOf = (c: { var: AppEnv["Variables"] }) => c.var.deps.database.db;

/** PostgreSQL text cannot hold a NUL character: refuse it before it reaches a query */
const noNul = /^[^\0]*$/;

/** a path parameter that is an url segment (…-exists/{url}, …-by-url/{url}) */
export const urlParams = z.object({
  url: z
    .string()
    .min(1)
    .max(200)
    .regex(noNul)
    .openapi({ param: { name: "url", in: "path" }, example: "computer-sneller-maken" }),
});
/** a title path parameter (…-title-exists/{title}) */
export const titleParams = z.object({
  title: z
    .string()
    .min(1)
    .max(200)
    .regex(noNul)
    .openapi({ param: { name: "title", in: "path" } }),
});
/** the 1-based page number of a public overview (`public-news/{page}/…`, `public-tips/{page}/…`) */
export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(10_000)
  .openapi({ param: { name: "page", in: "path" }, example: 1 });
/** 1-based page number and language of the public overviews */
export const pageLanguageParams = z.object({
  page: pageParam,
  language: z.enum(["nl", "en"]).openapi({ param: { name: "language", in: "path" }, example: "nl" }),
});
/** the page size of a public overview: 1–50, 9 by default */
export const overviewQuery = z.object({ per_page: z.coerce.number().int().min(1).max(50).default(9) });
export const countParams = (max: number) =>
  z.object({
    count: z.coerce
      .number()
      .int()
      .min(1)
      .max(max)
      .openapi({ param: { name: "count", in: "path" }, example: 3 }),
  });

/** an editorial item that is not there (or a type that is not one of them) */
export const editorialItemNotFound = { en: "Item not found", nl: "Item niet gevonden" } as const;

/** `{type}` of the editorial tools (revisions, preview links, drafts): checked by the route */
export const editorialTypeParam = z
  .string()
  .max(20)
  .openapi({
    param: { name: "type", in: "path" },
    example: "news",
    description: editorialTypes.join(" | "),
  });

/**
 * `{type}/{id}` of the editorial tools (revisions, preview links): `type` one of the editorial types
 * (content-types/editorial.ts), checked by the route so an unknown one is the item's 404 too.
 */
export const editorialItemParams = z.object({
  type: editorialTypeParam,
  id: idParams(editorialItemNotFound).shape.id,
});
