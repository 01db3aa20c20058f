/**
 * The OpenAPI 3.1 document of /api (requirements §10.5), generated from the routes every domain
 * registers with `apiRoute` or `plainRoute` (server/http/api-route.ts), then completed from the access
 * each route declares (the same declarations server/permissions.ts builds the permission table from):
 * every operation gets `x-access` (public | authenticated | the roles) and its security (session
 * cookie; CSRF header on writes), and the 401/403 answers its access implies.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Config } from "../config.ts";
import type { Access } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";

type Json = Record<string, unknown>;
type Operation = Json & {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: Json[];
  responses?: Record<string, Json>;
  security?: Record<string, string[]>[];
};

const METHODS = ["get", "post", "put", "delete", "patch"] as const;

const errorRef = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

const describeAccess = (access: Access) =>
  access === "public"
    ? "Public: anyone may call it."
    : access === "authenticated"
      ? "Any logged-in user."
      : `Roles: ${access.join(", ")}.`;

function completeOperation(op: Operation, method: string, access: Access | undefined) {
  const write = method !== "get";
  op.responses ??= {};
  if (!access) {
    op["x-access"] = "unlisted";
    return;
  }
  op["x-access"] = access;
  const security: Record<string, string[]>[] = [];
  if (access === "public") {
    security.push(write ? { csrfHeader: [] } : {});
  } else {
    security.push(write ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] });
    op.responses["401"] ??= errorRef("Not logged in");
  }
  op.security = security;
  if (write || access !== "public") {
    op.responses["403"] ??= errorRef(write ? "Wrong role, or missing/wrong CSRF token" : "Wrong role");
  }
  const note = describeAccess(access);
  op.description = op.description ? `${note}\n\n${op.description}` : note;
}

export function buildOpenApiDocument(api: OpenAPIHono<AppEnv>, config: Pick<Config, "publicUrl">): Json {
  const doc = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "Delft IT Service API",
      version: "1.0.0",
      description:
        "The REST API of the website and its content management (requirements §7). Conventions: success `{data: …}`; " +
        "lists `{data: […], meta: {page, per_page, total}}` with the query `page`, `per_page` (max 100), " +
        "`search`, `sort`, `order`; errors `{title, message, errors?}` in the request language " +
        "(`Accept-Language` or `?lang=en`, Dutch by default). Every call accepts `_format=json`, every GET a " +
        "cache-busting `t`. Write calls (POST/PUT/DELETE) need the `X-XSRF-TOKEN` header equal to the " +
        "`XSRF-TOKEN` cookie that `GET /api/csrf-cookie` sets; logged-in calls send the `session` cookie. " +
        "A write may carry an `Idempotency-Key` header (1–100 printable characters, the browser sends a UUID): " +
        "a repeat with the same key (same user, or for a visitor the same CSRF token; same path and body) " +
        "within 24 hours gets the first 2xx answer again, marked `Idempotent-Replayed: true`, instead of " +
        "running twice; a repeat while the first still runs gets 409; the same key with another body gets " +
        "422. Login, two-step verification and password calls and a new preview link ignore the key (their " +
        "answers hold secrets, or their checks run every time). Error answers and answers that set cookies " +
        "are not kept.",
    },
    servers: [{ url: `${config.publicUrl}/api`, description: "this server" }],
  }) as unknown as Json & { paths?: Record<string, Record<string, Operation>>; components?: Json };

  doc.paths ??= {};
  const paths = doc.paths;
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      // the route's own declaration (apiRoute/plainRoute), which the generator copied as it is
      const access = op.access as Access | undefined;
      delete op.access;
      completeOperation(op, method, access);
    }
  }

  doc.components ??= {};
  const components = doc.components as Json & { schemas?: Json; securitySchemes?: Json };
  components.schemas ??= {};
  components.schemas.Error ??= {
    type: "object",
    required: ["title", "message"],
    properties: {
      title: { type: "string" },
      message: { type: "string" },
      errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
    },
  };
  components.securitySchemes = {
    sessionCookie: {
      type: "apiKey",
      in: "cookie",
      name: "session",
      description: "Set by `POST /api/login` (httpOnly, SameSite=Lax, 1 day).",
    },
    csrfHeader: {
      type: "apiKey",
      in: "header",
      name: "X-XSRF-TOKEN",
      description:
        "Echo of the `XSRF-TOKEN` cookie from `GET /api/csrf-cookie` (2 hours); required on every write.",
    },
  };

  const tagNames = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const method of METHODS) for (const tag of item[method]?.tags ?? []) tagNames.add(tag);
  }
  doc.tags = [...tagNames].sort().map((name) => ({ name }));
  // stable order for readers: paths alphabetically
  doc.paths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return doc;
}
