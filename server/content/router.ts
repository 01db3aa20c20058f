/**
 * The OpenAPIHono router every content domain uses: zod errors become 422 answers in the request's
 * language with field labels, a malformed or non-JSON body becomes a 400/415 answer (never a 500),
 * and a few shared OpenAPI pieces (error shape, envelopes, params).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import { message } from "../validation/messages.ts";
import { type FieldLabels, issuesToErrors } from "../validation/validate.ts";
import { headerLabels } from "./fields.ts";
import { contentMessage } from "./messages.ts";

export function createContentRouter(labels: FieldLabels = {}) {
  const allLabels: FieldLabels = { ...headerLabels, ...labels };
  const router = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const lang = c.var.lang;
      const title = message("validation_failed", lang);
      throw new HttpError(422, title, title, issuesToErrors(result.error.issues, lang, allLabels));
    },
  });
  // Errors of the validators (malformed JSON, wrong media type) are Hono HTTPExceptions; the app's
  // error handler only knows HttpError, so translate them here.
  router.onError((error, c) => {
    if (error instanceof HTTPException && !(error instanceof HttpError)) {
      const lang = c.var.lang;
      const key =
        error.status === 415
          ? "unsupported_media_type"
          : /json/i.test(error.message)
            ? "malformed_json"
            : "bad_request";
      const text = contentMessage(key, lang);
      return c.json({ title: text, message: text }, error.status === 415 ? 415 : 400);
    }
    throw error;
  });
  return router;
}

// ---------------------------------------------------------------------------------------------
// OpenAPI building blocks
// ---------------------------------------------------------------------------------------------

export const errorSchema = z
  .object({
    title: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error");

const errorContent = (description: string) => ({
  description,
  content: { "application/json": { schema: errorSchema } },
});

/** the error answers a route may give, for its OpenAPI description */
export const errors = {
  400: errorContent("Malformed request body"),
  401: errorContent("Not logged in"),
  403: errorContent("Another role, or a missing/wrong CSRF token"),
  404: errorContent("Not found"),
  409: errorContent("Duplicate (title, url, menu title or translation)"),
  415: errorContent("Body is not application/json"),
  422: errorContent("Validation failed; `errors` has a message per field in the request language"),
};
export const adminErrors = { 401: errors[401], 403: errors[403], 422: errors[422] };
export const writeErrors = { ...adminErrors, 400: errors[400], 409: errors[409], 415: errors[415] };

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

/** An item in answers: documented by its main fields; every column of the entity is present. */
export const itemSchema = (name: string, fields: Record<string, z.ZodType> = {}) =>
  z.looseObject({ id: z.number(), ...fields }).openapi(name);

export const jsonOf = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
export const listOf = <T extends z.ZodType>(schema: T) =>
  z.object({
    data: z.array(schema),
    meta: z.object({ page: z.number(), per_page: z.number(), total: z.number() }),
  });
export const deletedSchema = dataOf(
  z.object({
    deleted: z
      .array(z.number())
      .openapi({ description: "ids of the deleted rows: the item and its translation" }),
    translations_deleted: z.boolean(),
  }),
);

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .openapi({ param: { name: "id", in: "path" }, example: 1 }),
});
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

/** a path parameter that is an url segment (…-exists/{url}, …-by-url/{url}) */
/** PostgreSQL text cannot hold a NUL character: refuse it before it reaches a query */
const noNul = /^[^\0]*$/;

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
/** 1-based page number and language of the public overviews */
export const pageLanguageParams = z.object({
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(10_000)
    .openapi({ param: { name: "page", in: "path" }, example: 1 }),
  language: z.enum(["nl", "en"]).openapi({ param: { name: "language", in: "path" }, example: "nl" }),
});
export const countParams = (max: number) =>
  z.object({
    count: z.coerce
      .number()
      .int()
      .min(1)
      .max(max)
      .openapi({ param: { name: "count", in: "path" }, example: 3 }),
  });
