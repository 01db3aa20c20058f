/**
 * Who may call a route is written where the route is defined (docs/decisions/0016-typed-api-contract.md, "Access beside the route"):
 *
 *   router.openapi(apiRoute({ method: "get", path: "/email/{id}", access: ADMIN, … }), handler);
 *
 * `apiRoute` is `createRoute` with a required `access`, so a route without one is a type error
 * (biome.jsonc keeps `createRoute` itself out of server/). A call that is not a zod-validated route
 * (health, the OpenAPI document, metrics) is registered with `plainRoute`, which declares it the same
 * way. The access travels with the route into the router's OpenAPI registry; server/permissions.ts
 * builds the permission table from there and refuses to start when a registered route has none.
 *
 * - "public": anyone, logged in or not
 * - "authenticated": any logged-in user
 * - role names: only those roles
 */
// biome-ignore lint/style/noRestrictedImports: the one wrapper of createRoute, which adds the access
import { createRoute, type OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Handler } from "hono";
import type { Role } from "#core/roles.ts";
import type { AppEnv } from "./context.ts";

export type Access = "public" | "authenticated" | readonly Role[];

/** the admin's calls: most of the CMS */
export const ADMIN = ["cms-admin"] as const;

/** a route definition of `createRoute`, with who may call it */
export type DeclaredRoute = RouteConfig & { access: Access };

// `createRoute` keeps every field of its argument, `access` included; the router's `openapi` passes
// it on to its OpenAPI registry, where server/permissions.ts reads it.
export const apiRoute = <R extends DeclaredRoute>(route: R) => createRoute(route);

/** a call answered by a plain Hono handler: described for the OpenAPI document, no validation */
export type PlainRoute = Omit<RouteConfig, "request" | "middleware"> & {
  method: "get" | "post";
  access: Access;
};

/** Registers a plain handler and declares it (access, description) like `apiRoute` does. */
export function plainRoute(router: OpenAPIHono<AppEnv>, route: PlainRoute, handler: Handler<AppEnv>) {
  router.openAPIRegistry.registerPath(route);
  router.on(route.method.toUpperCase(), route.path.replaceAll(/\{([^}]+)\}/g, ":$1"), handler);
}
