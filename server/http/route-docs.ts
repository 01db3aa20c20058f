/**
 * Describes plain Hono routes in the OpenAPI document without changing how they run: the handlers
 * keep parsing with `validate()` (our 422 messages), and this registers method, path, parameters,
 * request and response shapes on the router's registry, which `api.route()` merges into /api.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { z } from "zod";
import type { AppEnv } from "./context.ts";
import { dataResponse, type ErrorStatus, errorResponses, jsonBody, listResponse } from "./router.ts";

export interface RouteDoc {
  method: "get" | "post" | "put" | "delete";
  /** Hono style, e.g. "/customer/edit/:id" */
  path: string;
  tags: string[];
  summary: string;
  description?: string;
  body?: z.ZodType;
  /** multipart form fields (uploads) */
  form?: z.ZodType;
  query?: z.ZodObject;
  /** `{data: …}`; or a list item for `{data: […], meta}`; or a raw (file) answer */
  data?: z.ZodType;
  list?: z.ZodType;
  file?: string;
  status?: 200 | 201;
  errors?: ErrorStatus[];
}

export function documentRoutes(router: OpenAPIHono<AppEnv>, docs: RouteDoc[]): void {
  for (const doc of docs) {
    const names = [...doc.path.matchAll(/:([a-zA-Z_]+)/g)].map((m) => m[1]);
    const params = names.length
      ? z.object(
          Object.fromEntries(
            names.map((name) => [name, z.string().meta({ param: { name, in: "path" }, example: "1" })]),
          ),
        )
      : undefined;
    const success = doc.file
      ? {
          description: "The file, as an attachment",
          content: { [doc.file]: { schema: z.string().meta({ format: "binary" }) } },
        }
      : doc.list
        ? listResponse(doc.list)
        : dataResponse(doc.data ?? z.unknown());
    router.openAPIRegistry.registerPath({
      method: doc.method,
      path: doc.path.replace(/:([a-zA-Z_]+)/g, "{$1}"),
      tags: doc.tags,
      summary: doc.summary,
      description: doc.description,
      request: {
        ...(params ? { params } : {}),
        ...(doc.query ? { query: doc.query } : {}),
        ...(doc.body ? { body: jsonBody(doc.body) } : {}),
        ...(doc.form
          ? { body: { required: true, content: { "multipart/form-data": { schema: doc.form } } } }
          : {}),
      },
      responses: {
        [doc.status ?? 200]: success,
        ...errorResponses(...(doc.errors ?? [])),
      },
    });
  }
}
