/**
 * GET /api/health (liveness, with the release that answers) and GET /api/ready (readiness: database,
 * migrations, upload directory), for the process manager and deploy/update.sh.
 */
import { access, constants } from "node:fs/promises";
import { productVersion } from "../backup/manifest.ts";
import { migrationsAreCurrent } from "../db/migrate.ts";
import { plainRoute } from "../http/api-route.ts";
import { createRouter } from "../http/router.ts";

export const healthRoutes = createRouter();

const tags = ["Infrastructure"];
/** what the OpenAPI document has always said of these two answers */
const responses = { 200: { description: "OK: `{data: …}`" } };

// the version lets a deployment see which release answers (deploy/update.sh, scripts/deploy-check.ts)
const version = productVersion();
plainRoute(
  healthRoutes,
  {
    method: "get",
    path: "/health",
    access: "public",
    tags,
    summary: "Liveness: the process answers",
    responses,
  },
  (c) => c.json({ data: { status: "ok", version } }),
);

plainRoute(
  healthRoutes,
  {
    method: "get",
    path: "/ready",
    access: "public",
    tags,
    summary: "Readiness: database, migrations and upload directory",
    description: "503 while shutting down or when a check fails; `data.checks` says which.",
    responses,
  },
  async (c) => {
    const { database, config, lifecycle } = c.var.deps;
    const checks = {
      database: false,
      migrations: false,
      uploads: false,
      shutting_down: lifecycle.shuttingDown,
    };
    try {
      await database.ping();
      checks.database = true;
      checks.migrations = await migrationsAreCurrent(database);
      await access(config.uploadDir, constants.W_OK);
      checks.uploads = true;
    } catch {
      // a failed check stays false; the answer below says which
    }
    const ready = checks.database && checks.migrations && checks.uploads && !checks.shutting_down;
    return c.json({ data: { ready, checks } }, ready ? 200 : 503);
  },
);
