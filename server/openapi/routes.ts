/**
 * GET /api/openapi.json (the document, built once on first request: routes do not change at run time)
 * and GET /api/docs (the reference page). `routes` is the router every API route is mounted on
 * (server/api-routes.ts), these two included.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { plainRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter } from "../http/router.ts";
import { docsPage } from "./docs-page.ts";
import { buildOpenApiDocument } from "./document.ts";

const tags = ["Infrastructure"];
const responses = { 200: { description: "OK: `{data: …}`" } };

export function openapiRoutes(routes: OpenAPIHono<AppEnv>) {
  const router = createRouter();
  let cached: Record<string, unknown> | null = null;

  plainRoute(
    router,
    {
      method: "get",
      path: "/openapi.json",
      access: "public",
      tags,
      summary: "This OpenAPI document",
      responses,
    },
    (c) => {
      cached ??= buildOpenApiDocument(routes, c.var.deps.config);
      return c.json(cached);
    },
  );

  plainRoute(
    router,
    {
      method: "get",
      path: "/docs",
      access: "public",
      tags,
      summary: "The API reference page (HTML)",
      responses,
    },
    (c) => {
      c.header("Cache-Control", "no-store");
      return c.html(docsPage(c.var.cspNonce));
    },
  );

  return router;
}
