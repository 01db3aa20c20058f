/**
 * Who may call what: the permission table, built from the routes. Every route declares its access
 * where it is defined (`apiRoute` / `plainRoute`, server/http/api-route.ts); this module reads those
 * declarations from the OpenAPI registry of the router every route is mounted on (server/api-routes.ts)
 * and lists them as `[method, path, access]`. The authorisation middleware and the access-matrix test
 * both read it; a call that is not listed is refused (deny by default).
 *
 * The table is built when this module is first imported, so the server refuses to start (the import
 * throws) when a route was registered without access: through `createRoute` instead of `apiRoute`, or
 * as a plain Hono handler that nothing declares.
 *
 * Records of another user are answered with 404 by the services (never 403), so nobody learns they exist.
 */
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Role } from "#core/roles.ts";
import { apiRoutes } from "./api-routes.ts";
import type { Access } from "./http/api-route.ts";
import type { AppEnv } from "./http/context.ts";

export type { Access };
export type Method = "GET" | "POST" | "PUT" | "DELETE";
export type PermissionRow = readonly [Method, string, Access];

const METHODS = new Set<string>(["GET", "POST", "PUT", "DELETE"]);

/** `/email/{id}` (OpenAPI) or `/email/:id` (Hono) -> `email/:id`, the table's form */
const tablePath = (path: string) => path.replace(/^\//, "").replace(/\{([^}]+)\}/g, ":$1");

/**
 * The rows of every route a router declares, in the order they were registered. Throws when a route
 * declares no access, or when the router answers a method and path that no declaration names.
 */
export function permissionTableOf(router: OpenAPIHono<AppEnv>): PermissionRow[] {
  const rows: PermissionRow[] = [];
  const refused: string[] = [];
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route as typeof definition.route & { access?: Access };
    const method = route.method.toUpperCase();
    const path = tablePath(route.path);
    if (!route.access || !METHODS.has(method)) refused.push(`${method} ${path}: no access declared`);
    else rows.push([method as Method, path, route.access]);
  }
  const declared = new Set(rows.map(([method, path]) => `${method} ${path}`));
  for (const { method, path } of router.routes) {
    // `use` middleware is registered for ALL methods; every other handler belongs to a route
    if (method === "ALL") continue;
    const key = `${method} ${tablePath(path)}`;
    if (!declared.has(key)) refused.push(`${key}: a handler without a declared route`);
  }
  if (refused.length > 0) {
    throw new Error(
      `API routes without access (declare them with apiRoute or plainRoute, server/http/api-route.ts):\n${[...new Set(refused)].join("\n")}`,
    );
  }
  return rows;
}

/** [method, path under /api with :params, access] */
export const permissionTable: readonly PermissionRow[] = permissionTableOf(apiRoutes);

type CompiledRule = { method: Method; pattern: RegExp; path: string; access: Access };

const compiled: CompiledRule[] = permissionTable.map(([method, path, access]) => ({
  method,
  path,
  access,
  // a :param matches one path segment; static segments must match exactly
  pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/:[a-zA-Z]+/g, "[^/]+")}$`),
}));

/**
 * The rule for a request path relative to /api (no leading slash). Static paths win over
 * parameterised ones ("tip/next-tip-id" before "tip/:id"), as in the router.
 */
export function findRule(method: string, path: string): CompiledRule | undefined {
  const candidates = compiled.filter((rule) => rule.method === method && rule.pattern.test(path));
  return candidates.sort((a, b) => paramCount(a.path) - paramCount(b.path))[0];
}

const paramCount = (path: string) => (path.match(/:/g) ?? []).length;

export type Decision = "allow" | "unauthenticated" | "forbidden" | "unknown";

export function decide(rule: CompiledRule | undefined, role: Role | null): Decision {
  if (!rule) return "unknown";
  if (rule.access === "public") return "allow";
  if (!role) return "unauthenticated";
  if (rule.access === "authenticated") return "allow";
  return rule.access.includes(role) ? "allow" : "forbidden";
}
