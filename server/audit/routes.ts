/**
 * The audit log's API: `GET audit-log`, the admin's read-only list, newest first, paginated, narrowed
 * by user, type, action, date range and (`search`) the record's title.
 */
import { AUDIT_ACTIONS } from "#core/audit-actions.ts";
import { listEnvelope } from "../content/list-query.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { createRouter, errorResponses, listResponse } from "../http/router.ts";
import { auditEntrySchema, auditLabels, auditQuerySchema } from "./schema.ts";
import { listAuditEntries } from "./service.ts";

export function auditRoutes() {
  const router = createRouter({ labels: auditLabels });

  router.openapi(
    apiRoute({
      method: "get",
      path: "/audit-log",
      access: ADMIN,
      tags: ["Audit log"],
      summary: "Who did what in the CMS, when, from which address",
      description:
        "Role: cms-admin. Newest first; paginated (page, per_page ≤ 100). Filters: `user` (digits: a user id; otherwise a part of " +
        "the e-mail address), `type` (the record's kind), `action` " +
        `(${AUDIT_ACTIONS.join(", ")}), \`from\` and \`to\` (days, both included, or moments), \`search\` ` +
        "(a part of the record's title).",
      request: { query: auditQuerySchema },
      responses: { 200: listResponse(auditEntrySchema), ...errorResponses(401, 403, 422) },
    }),
    async (c) =>
      c.json(listEnvelope(await listAuditEntries(c.var.deps.database.db, c.req.valid("query"))), 200),
  );

  return router;
}
