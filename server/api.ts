/**
 * The REST API under /api (requirements §7). Each domain contributes a router; this file only mounts them,
 * so adding a domain is one line here.
 */
import { access, constants } from "node:fs/promises";
import { OpenAPIHono } from "@hono/zod-openapi";
import { accountantRoutes } from "./accountant/routes.ts";
import { auditRoutes } from "./audit/routes.ts";
import { csrfProtection } from "./auth/csrf.ts";
import { authRoutes } from "./auth/routes.ts";
import { twoFactorRoutes } from "./auth/two-factor-routes.ts";
import { productVersion } from "./backup/manifest.ts";
import { bookingRoutes } from "./booking/routes.ts";
import { consentRoutes } from "./consent/routes.ts";
import { editorialSaves } from "./content/editorial-saves.ts";
import { scheduleRoutes } from "./content/schedule-routes.ts";
import { dashboardRoutes } from "./dashboard/routes.ts";
import { migrationsAreCurrent } from "./db/migrate.ts";
import { draftRoutes } from "./drafts/routes.ts";
import { featuresRouter } from "./features/routes.ts";
import { authorize } from "./http/authorize.ts";
import type { AppEnv } from "./http/context.ts";
import { idempotency } from "./http/idempotency.ts";
import { messagesRoutes } from "./messages/routes.ts";
import { metricsRoutes } from "./metrics/routes.ts";
import { newsRouter } from "./news/routes.ts";
import { openapiRoutes } from "./openapi/routes.ts";
import { pagesRouter } from "./pages/routes.ts";
import { previewLinkRoutes } from "./preview-links/routes.ts";
import { productsRouter } from "./products/routes.ts";
import { redirectsRouter } from "./redirects/routes.ts";
import { reviewsRouter } from "./reviews/routes.ts";
import { revisionRoutes } from "./revisions/routes.ts";
import { searchRoutes } from "./search/routes.ts";
import { servicesRouter } from "./services/routes.ts";
import { statusRoutes } from "./statuses/routes.ts";
import { tipsRouter } from "./tips/routes.ts";
import { translationRoutes } from "./translations/routes.ts";
import { uploadRoutes } from "./uploads/routes.ts";
import { userRoutes } from "./users/routes.ts";
import { rejectUnstorableText } from "./validation/storable-text.ts";
import { visitsRoutes } from "./visits/routes.ts";
import { zzpRoutes } from "./zzp/routes.ts";

export function createApi() {
  const api = new OpenAPIHono<AppEnv>();
  // order matters: the request language is set by the app; then CSRF (needs the session, refuses a
  // forged write before anything runs) -> authorize (permission table) -> a repeated write answered
  // from its Idempotency-Key (only requests that would reach a route) -> no string that the database
  // cannot store (one rule for every path, query and body; its 422, an error, is not kept for the
  // key) -> the routes
  api.use("*", csrfProtection);
  api.use("*", authorize);
  api.use("*", idempotency);
  api.use("*", rejectUnstorableText);

  // Domain routers are mounted here, one entry each:
  const routers = [
    authRoutes,
    twoFactorRoutes,
    accountantRoutes,
    zzpRoutes,
    statusRoutes,
    userRoutes,
    messagesRoutes(),
    uploadRoutes(),
    dashboardRoutes(),
    pagesRouter,
    newsRouter,
    tipsRouter,
    productsRouter,
    servicesRouter,
    featuresRouter,
    reviewsRouter,
    previewLinkRoutes(),
    revisionRoutes(editorialSaves),
    draftRoutes(),
    redirectsRouter,
    consentRoutes(),
    auditRoutes(),
    translationRoutes(),
    scheduleRoutes(),
    metricsRoutes,
    visitsRoutes(),
    bookingRoutes(),
    searchRoutes(),
  ];
  for (const router of routers) api.route("/", router);

  // the OpenAPI document of every route above (plus the permission table) and its reference page
  api.route("/", openapiRoutes(api));

  // the version lets a deployment see which release answers (deploy/update.sh, scripts/deploy-check.ts)
  const version = productVersion();
  api.get("/health", (c) => c.json({ data: { status: "ok", version } }));

  api.get("/ready", async (c) => {
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
  });

  return api;
}
