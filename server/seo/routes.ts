/** GET /robots.txt and /sitemap.xml, mounted before the React Router handler (requirements §10.1). */
import { Hono } from "hono";
import type { AppEnv } from "../http/context.ts";
import { renderRobots } from "./robots.ts";
import { renderSitemap, sitemapEntries } from "./sitemap.ts";

export function createSeoRoutes() {
  const seo = new Hono<AppEnv>();
  seo.get("/robots.txt", (c) => {
    c.header("Cache-Control", "public, max-age=3600");
    return c.text(renderRobots(c.var.deps.config.publicUrl));
  });
  seo.get("/sitemap.xml", async (c) => {
    const entries = await sitemapEntries(c.var.deps.database.db);
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "public, max-age=600");
    return c.body(renderSitemap(entries, c.var.deps.config.publicUrl));
  });
  return seo;
}
