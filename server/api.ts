/**
 * The REST API under /api (requirements §7): the request pipeline in front of every route of
 * ./api-routes.ts, where the domains' routers are mounted.
 */
import { OpenAPIHono } from "@hono/zod-openapi";
import { apiRoutes } from "./api-routes.ts";
import { csrfProtection } from "./auth/csrf.ts";
import { authorize } from "./http/authorize.ts";
import type { AppEnv } from "./http/context.ts";
import { idempotency } from "./http/idempotency.ts";
import { rejectUnstorableText } from "./validation/storable-text.ts";

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
  api.route("/", apiRoutes);
  return api;
}
