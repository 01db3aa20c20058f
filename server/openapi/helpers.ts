/**
 * Helpers every domain router uses to describe its routes with `createRoute` (so they show up in
 * /api/openapi.json) while keeping the API's own error shape (requirements §10.5):
 *
 *   const router = createRouter();            // OpenAPIHono whose failed validation -> our 422
 *   router.openapi(createRoute({ method: "post", path: "/x", tags: ["X"],
 *     request: { body: jsonBody(schema) }, responses: { 200: dataResponse(out), ...errorResponses(422) } }),
 *     handler, validationHook({ labels }));  // per-route labels / required wording (optional)
 */
import { OpenAPIHono, type z as zo } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppEnv } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";
import type { MessageKey } from "../validation/messages.ts";
import { message } from "../validation/messages.ts";
import { type FieldLabels, issuesToErrors } from "../validation/validate.ts";

/** The error body of requirements §10.5. */
export const errorSchema = z
  .object({
    title: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: "Error", description: "Every error answer: a title, a message and per-field messages" });

const errorDescriptions = {
  400: "Bad request",
  401: "Not logged in",
  403: "Wrong role, or a missing/wrong CSRF token on a write",
  404: "Not found (also for another user's record)",
  409: "Duplicate",
  413: "Too large",
  415: "Unsupported type",
  422: "Validation failed: `errors` holds the messages per field",
  423: "Account locked",
  429: "Too many requests",
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

/** `{401: {...}, 422: {...}}` for the given statuses, all with the error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const out = {} as Record<
    S,
    { description: string; content: { "application/json": { schema: typeof errorSchema } } }
  >;
  for (const status of statuses) {
    out[status] = {
      description: errorDescriptions[status],
      content: { "application/json": { schema: errorSchema } },
    };
  }
  return out;
}

/** A success answer `{data: …}`. */
export function dataResponse<T extends z.ZodType>(schema: T, description = "OK") {
  return {
    description,
    content: { "application/json": { schema: z.object({ data: schema }) } },
  };
}

/** A list answer `{data: […], meta: {page, per_page, total}}`. */
export function listResponse<T extends z.ZodType>(item: T, description = "One page of the list") {
  return {
    description,
    content: {
      "application/json": {
        schema: z.object({
          data: z.array(item),
          meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
        }),
      },
    },
  };
}

/** A required JSON body (required, so a wrong Content-Type is refused instead of skipping validation). */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } };
}

/**
 * What to do when the request does not match the route's schemas: throw our 422 with translated
 * per-field messages (the app's error handler answers it).
 */
export function validationHook(options: { labels?: FieldLabels; requiredKey?: MessageKey } = {}) {
  return (result: { success: boolean; error?: zo.ZodError }, c: { var: AppEnv["Variables"] }): undefined => {
    if (result.success || !result.error) return undefined;
    const lang = c.var.lang;
    throw new HttpError(
      422,
      message("validation_failed", lang),
      message("validation_failed", lang),
      issuesToErrors(result.error.issues, lang, options.labels, options.requiredKey),
    );
  };
}

/** An OpenAPIHono router for a domain, with our validation answer as the default. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook() });
}

/** Path parameter `id`. Checked by `parseId` in the handler, so a malformed id is a plain 404. */
export const idParam = z.object({
  id: z
    .string()
    .max(20)
    .meta({ param: { name: "id", in: "path" }, example: "1", description: "a positive integer" }),
});

/** A positive integer id from the path, or the given 404. */
export function parseId(value: string, notFound: () => HttpError): number {
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) throw notFound();
  return Number(value);
}

/** The query every GET may carry and the API ignores (requirements §10.5). */
export const ignoredQuery = {
  _format: z.string().max(10).optional().meta({ description: "always `json`; ignored" }),
  t: z.string().max(50).optional().meta({ description: "cache-busting timestamp; ignored" }),
  lang: z
    .enum(["nl", "en"])
    .optional()
    .meta({ description: "language of the messages (default: Accept-Language, else nl)" }),
};
