/** `GET /api/visits` (cms-admin): the visit counts per day of a range (server/visits/report.ts). */
import { z } from "zod";
import {
  checkVisitsRange,
  VISIT_RANGE_MAX_DAYS,
  VISIT_RETENTION_MONTHS,
  visitsQueryFields,
} from "#core/visits/query.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { createRouter, dataResponse, errorResponses, ignoredQuery } from "../http/router.ts";
import { TOP_LIMIT, visitsReport } from "./report.ts";

const count = z.number().int();

export const visitsReportSchema = z
  .object({
    from: z.string().meta({ description: "first day of the range (YYYY-MM-DD)" }),
    to: z.string().meta({ description: "last day of the range, included" }),
    totals: z.object({
      views: count,
      visitors: count.meta({ description: "the sum of the days' visitors (days cannot be linked)" }),
    }),
    days: z.array(
      z.object({
        date: z.string(),
        views: count,
        visitors: count.meta({
          description: "unique visitors of the day (address + browser + the day's salt)",
        }),
        languages: z.object({ nl: count, en: count }),
        devices: z.object({ phone: count, tablet: count, desktop: count }),
      }),
    ),
    pages: z.array(z.object({ path: z.string(), views: count })),
    referrers: z.array(
      z.object({ host: z.string().meta({ description: "host only, or `other`" }), views: count }),
    ),
  })
  .meta({ id: "VisitsReport" });

const labels = { from: { nl: "Vanaf", en: "From" }, to: { nl: "Tot en met", en: "To" } };

export function visitsRoutes() {
  const router = createRouter({ labels });
  router.openapi(
    apiRoute({
      method: "get",
      path: "/visits",
      access: ADMIN,
      tags: ["Visits"],
      summary: "Visit counts per day (cookieless)",
      description:
        "Role: cms-admin. Public page views and unique visitors per day (Amsterdam time), each day with its views " +
        "per language and device class, every day of the range (zeros where there were none); the range's top " +
        `${TOP_LIMIT} pages and referrer hosts. Default range: the 30 days up to today; at most ${VISIT_RANGE_MAX_DAYS} ` +
        `days. Figures are kept ${VISIT_RETENTION_MONTHS} months. Views of the last few seconds may not be in yet ` +
        "(they are stored in batches).",
      request: { query: visitsQueryFields.extend(ignoredQuery).superRefine(checkVisitsRange) },
      responses: { 200: dataResponse(visitsReportSchema), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await visitsReport(c.var.deps.database.db, c.req.valid("query")) }, 200),
  );
  return router;
}
