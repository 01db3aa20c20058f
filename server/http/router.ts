/**
 * The one way to write an API route (requirements §10.5): every domain router is `createRouter()` and
 * describes its routes with `apiRoute` (./api-route.ts: `createRoute` plus who may call it), so they
 * show up in /api/openapi.json and the permission table, and answer alike:
 *
 *   const router = createRouter({ labels });   // failed validation -> 422 with a message per field
 *   router.openapi(apiRoute({ method: "get", path: "/x/{id}", access: ADMIN, tags: ["X"],
 *     request: { params: idParams(xNotFound) }, responses: { 200: dataResponse(out), ...errorResponses(404) } }),
 *     handler);
 *
 * A route with a JSON body spreads `...jsonRequest(schema, { params })`: the body and its rules
 * (at most 256 KB; an empty body is `{}`) in one.
 *
 * A malformed id is a 404 (an id that cannot exist is simply not found), with the entity's own
 * not-found message. Malformed JSON (400) and a wrong media type (415) are Hono's own refusals; the
 * app's error handler (./error-handler.ts) gives them our error shape.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { message } from "#core/validation/messages.ts";
import { type FieldLabels, issuesToErrors } from "#core/validation/validate.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import type { AppEnv } from "./context.ts";
import { requestMessages } from "./request-messages.ts";

/** a text in both languages */
export type LangTexts = Record<Lang, string>;

/** The error body of requirements §10.5. */
export const errorSchema = z
  .object({
    title: z.string(),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi("Error", { description: "Every error answer: a title, a message and per-field messages" });

const errorDescriptions = {
  400: "Malformed request body (not valid JSON)",
  401: "Not logged in",
  403: "Wrong role, or a missing/wrong CSRF token on a write",
  404: "Not found (also for a malformed id, and for another user's record)",
  409: "Duplicate",
  413: "Too large",
  415: "Body is not of the documented media type",
  422: "Validation failed: `errors` holds the messages per field, in the request language",
  423: "Account locked",
  429: "Too many requests",
} as const;
export type ErrorStatus = keyof typeof errorDescriptions;

type ErrorResponse = { description: string; content: { "application/json": { schema: typeof errorSchema } } };

/** `{401: {...}, 422: {...}}` for the given statuses, all with the error body. */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S, ErrorResponse> {
  const out = {} as Record<S, ErrorResponse>;
  for (const status of statuses) {
    out[status] = {
      description: errorDescriptions[status],
      content: { "application/json": { schema: errorSchema } },
    };
  }
  return out;
}

/** the errors of an admin route, and of an admin write with a JSON body */
export const adminErrors = errorResponses(401, 403, 422);
export const writeErrors = errorResponses(400, 401, 403, 409, 415, 422);

/** `{data: …}` */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });
/** `{data: […], meta: {page, per_page, total}}` */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ page: z.number().int(), per_page: z.number().int(), total: z.number().int() }),
  });

/** a JSON answer of the given schema */
export const jsonOf = <T extends z.ZodType>(schema: T, description = "OK") => ({
  description,
  content: { "application/json": { schema } },
});
/** A success answer `{data: …}`. */
export const dataResponse = <T extends z.ZodType>(schema: T, description = "OK") =>
  jsonOf(dataOf(schema), description);
/** A list answer `{data: […], meta}`. */
export const listResponse = <T extends z.ZodType>(item: T, description = "One page of the list") =>
  jsonOf(listOf(item), description);

/** A required JSON body (required, so a wrong Content-Type is refused instead of skipping validation). */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, description, content: { "application/json": { schema } } };
}

/** The largest JSON body a route reads. */
export const MAX_JSON_BYTES = 256 * 1024;

const jsonSizeLimit = bodyLimit({
  maxSize: MAX_JSON_BYTES,
  onError: (c) => {
    const text = requestMessages.too_large[(c.var as AppEnv["Variables"]).lang ?? "nl"];
    throw new DomainError("too_large", text, text);
  },
});

/**
 * Route middleware of a JSON body (added by `jsonRequest` below): over
 * MAX_JSON_BYTES is our 413 before the body is read, and an empty body reads as `{}` (a call without
 * fields, e.g. logout, may send none), so it is validated like any other instead of being malformed
 * JSON. Per route, not `router.use("*")`: a router mounted at "/" would pass its middleware to every
 * path of the API, the uploads included.
 */
export const jsonBodyRules: MiddlewareHandler<AppEnv> = (c, next) =>
  jsonSizeLimit(c, async () => {
    // without a JSON Content-Type the validator reads no body and sees {} already
    const raw = c.req.raw;
    if (/json/i.test(raw.headers.get("content-type") ?? "") && (await raw.clone().text()).trim() === "") {
      c.req.raw = new Request(raw, { body: "{}" });
    }
    await next();
  });

/**
 * The request of a route with a JSON body, and the body rules that go with it (`jsonBodyRules`): one
 * spread, so they are not written apart in each route. `request` holds the route's other parts (its
 * params, its query). (The CRUD, message-form and consent writes take `jsonBody` alone, as before.)
 *
 *   apiRoute({ method: "put", path: "/x/edit/{id}", access: ADMIN, ...jsonRequest(editSchema, { params }), … })
 */
export function jsonRequest<B extends z.ZodType, R extends object = Record<never, never>>(
  body: B,
  request?: R,
) {
  return {
    middleware: [jsonBodyRules],
    request: { ...(request as R), body: jsonBody(body) },
  };
}

// ---------------------------------------------------------------------------------------------
// The id path parameter: malformed -> 404
// ---------------------------------------------------------------------------------------------

const genericNotFound: LangTexts = { en: "Not found", nl: "Not found" };
/** issue message of a malformed id -> the not-found texts of its entity */
const notFoundByIssue = new Map<string, LangTexts>();

/**
 * Path parameter `id`: a positive 32-bit integer. Anything else is answered 404 with the given
 * not-found texts (the entity's own message), never 422.
 */
export function idParams(notFound: LangTexts = genericNotFound) {
  const error = `not_found:${notFound.en}`;
  notFoundByIssue.set(error, notFound);
  return z.object({
    id: z.coerce
      .number({ error })
      .int({ error })
      .positive({ error })
      .max(2_147_483_647, { error })
      .openapi({ param: { name: "id", in: "path" }, example: 1, description: "a positive integer" }),
  });
}

/**
 * The value a service found, or the entity's 404. The one not-found convention: a service returns null
 * for a row that is not there (a page loader shows its own 404 page); the route answers it here.
 */
export function orNotFound<T>(value: T | null | undefined, notFound: LangTexts, lang: Lang): T {
  if (value === null || value === undefined) throw notFoundIn(notFound, lang);
  return value;
}

/** the entity's 404 */
export const notFoundIn = (notFound: LangTexts, lang: Lang) =>
  new DomainError("not_found", notFound[lang], notFound[lang]);

/** The query every GET may carry and the API ignores (requirements §10.5). */
export const ignoredQuery = {
  _format: z.string().max(10).optional().openapi({ description: "always `json`; ignored" }),
  t: z.string().max(50).optional().openapi({ description: "cache-busting timestamp; ignored" }),
  lang: z
    .enum(["nl", "en"])
    .optional()
    .openapi({ description: "language of the messages (default: Accept-Language, else nl)" }),
};

// ---------------------------------------------------------------------------------------------
// The router and its validation answer
// ---------------------------------------------------------------------------------------------

export interface ValidationOptions {
  /** field labels of the 422 messages */
  labels?: FieldLabels;
  /** the wording of "required" (the contact forms have their own, requirements §5) */
  requiredKey?: Parameters<typeof issuesToErrors>[3];
}

type HookResult = { target: string; success: boolean; error?: { issues: z.core.$ZodIssue[] } };

/** The answer to a request that does not match the route's schemas: 404 for a malformed id, else 422. */
export function validationHook(options: ValidationOptions = {}) {
  return (result: HookResult, c: { var: AppEnv["Variables"] }): undefined => {
    if (result.success || !result.error) return undefined;
    const lang = c.var.lang;
    if (result.target === "param") {
      for (const issue of result.error.issues) {
        const notFound = notFoundByIssue.get(issue.message);
        if (notFound) throw notFoundIn(notFound, lang);
      }
    }
    throw validationFailed(result.error.issues, lang, options);
  };
}

/** The 422 of failed validation, for a check a route's schema cannot make (e.g. one that depends on the role). */
export function validationFailed(issues: z.core.$ZodIssue[], lang: Lang, options: ValidationOptions = {}) {
  const title = message("validation_failed", lang);
  return new DomainError(
    "invalid",
    title,
    title,
    issuesToErrors(issues, lang, options.labels, options.requiredKey),
  );
}

/** An OpenAPIHono router for a domain, with our validation answer as the default. */
export function createRouter(options: ValidationOptions = {}) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook(options) });
}
