/**
 * GET /api/openapi.json (the document, built once on first request: routes do not change at run time)
 * and GET /api/docs (the reference page).
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { docsPage } from "./docs-page.ts";
import { buildOpenApiDocument } from "./document.ts";

export function openapiRoutes(api: OpenAPIHono<AppEnv>) {
  const router = new Hono<AppEnv>();
  let cached: Record<string, unknown> | null = null;

  router.get("/openapi.json", (c) => {
    cached ??= buildOpenApiDocument(api, c.var.deps.config);
    return c.json(cached);
  });

  router.get("/docs", (c) => {
    c.header("Cache-Control", "no-store");
    return c.html(docsPage(c.var.cspNonce));
  });

  return router;
}
