/**
 * Applies the permission table to every /api request: 401 when a login is needed, 403 for another
 * role, and 404 for a call the table does not list (deny by default).
 */
import type { MiddlewareHandler } from "hono";
import { getSessionUser } from "../auth/session.ts";
import { DomainError } from "../domain-error.ts";
import { decide, findRule } from "../permissions.ts";
import type { AppEnv } from "./context.ts";

const text = {
  unknown: { en: "Unknown API call", nl: "Onbekende API-aanroep" },
  unauthenticated: {
    en: "Sorry, you are not logged in yet, please login first to access this page.",
    nl: "Sorry, je bent nog niet ingelogd, log eerst in om deze pagina te bekijken.",
  },
  forbidden: {
    en: "You do not have permission to view this page. The requested page requires proper authorization for access.",
    nl: "Je hebt geen toestemming om deze pagina te bekijken. Voor de gevraagde pagina is de juiste autorisatie nodig.",
  },
};

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
