/** GET dashboard (admin): counts per section, newest messages and statuses. */
import { z } from "zod";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { createRouter, dataResponse, errorResponses, ignoredQuery } from "../http/router.ts";
import { emailMessageSchema } from "../messages/routes.ts";
import { getDashboard } from "./service.ts";

const countPair = z.object({ total: z.number().int(), unread: z.number().int() });
const latestStatus = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  date: z.string().meta({ description: "new pc: the status date; repair: the intake date" }),
  customer: z.object({ id: z.number().int(), name: z.string() }),
});

export const dashboardSchema = z
  .object({
    counts: z.object({
      pages: z.number().int(),
      news: z.number().int(),
      tips: z.number().int(),
      products: z.number().int(),
      zzp_products: z.number().int(),
      services: z.number().int(),
      service_groups: z.number().int(),
      features: z.number().int(),
      reviews: z.number().int(),
      customers: z.number().int(),
      statuses_new_pc: z.number().int(),
      statuses_repair: z.number().int(),
      emails: countPair,
      emails_phone: countPair,
      emails_remote_assistance: countPair,
    }),
    latest_emails: z.object({
      contact: z.array(emailMessageSchema),
      phone: z.array(emailMessageSchema),
      remote_assistance: z.array(emailMessageSchema),
    }),
    latest_statuses: z.object({ new_pc: z.array(latestStatus), repair: z.array(latestStatus) }),
  })
  .meta({ id: "Dashboard" });

export function dashboardRoutes() {
  const router = createRouter();
  router.openapi(
    apiRoute({
      method: "get",
      path: "/dashboard",
      access: ADMIN,
      tags: ["Dashboard"],
      summary: "The admin dashboard",
      description:
        "Counts per section (translatable content counts both languages), e-mails per form with the unread " +
        "ones, the 5 newest messages of each form and the 5 most recently changed statuses of each kind.",
      request: { query: z.object(ignoredQuery) },
      responses: { 200: dataResponse(dashboardSchema), ...errorResponses(401, 403) },
    }),
    async (c) => c.json({ data: await getDashboard(c.var.deps) }, 200),
  );
  return router;
}
