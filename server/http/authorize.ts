/**
 * Applies the permission table to every /api request: 401 when a login is needed, 403 for another
 * role, and 404 for a call the table does not list (deny by default).
 */
import type { MiddlewareHandler } from "hono";
import type { TextTable } from "#core/lang.ts";
import { getSessionUser } from "../auth/session.ts";
import { DomainError } from "../domain-error.ts";
import { decide, findRule } from "../permissions.ts";
import catalog from "./authorize.texts.json" with { type: "json" };
import type { AppEnv } from "./context.ts";

/** the refusals' messages: the catalog ./authorize.texts.json */
const text = catalog satisfies TextTable;

export const authorize: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = c.req.path.replace(/^\/api\/?/, "");
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const user = await getSessionUser(c);
  c.set("user", user);
  const decision = decide(findRule(method, path), user?.role ?? null);
  if (decision === "unknown") {
    // deny by default: a route nobody listed in the permission table is not reachable
    throw new DomainError("not_found", text.unknown[c.var.lang], text.unknown[c.var.lang]);
  }
  if (decision === "unauthenticated") {
    throw new DomainError(
      "unauthenticated",
      text.unauthenticated[c.var.lang],
      text.unauthenticated[c.var.lang],
    );
  }
  if (decision === "forbidden") {
    c.var.log.warn({ userId: user?.id, role: user?.role, method, path }, "refused: role");
    throw new DomainError("forbidden", text.forbidden[c.var.lang], text.forbidden[c.var.lang]);
  }
  await next();
};
