/** `GET schedule-report`: the coming scheduled publish and unpublish moments (./schedule-report.ts). */
import { z } from "@hono/zod-openapi";
import { editorialTypes } from "#content-types/editorial.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { createRouter, dataResponse, errorResponses, ignoredQuery } from "../http/router.ts";
import { scheduleReport } from "./schedule-report.ts";

const scheduleEntrySchema = z
  .object({
    type: z.enum(editorialTypes),
    id: z.number().int(),
    language: z.enum(["nl", "en"]),
    title: z.string(),
    kind: z.enum(["publish", "unpublish"]).openapi({
      description: "`publish`: the item goes online at `at`; `unpublish`: it goes offline at `at`",
    }),
    at: z.string().openapi({ description: "the moment, ISO 8601 in UTC" }),
    edit_path: z.string().openapi({ description: "the admin's edit screen of the item" }),
  })
  .openapi("ScheduleReportEntry");

export function scheduleRoutes() {
  const router = createRouter();

  router.openapi(
    apiRoute({
      method: "get",
      path: "/schedule-report",
      access: ADMIN,
      tags: ["Scheduled publishing"],
      summary: "The coming scheduled publish and unpublish moments",
      description:
        "Role: cms-admin. Visible pages, news items, tips and products with a `publish_at` or `unpublish_at` " +
        "still ahead, soonest first (at most 100). An item is public when it is visible, its `publish_at` is " +
        "empty or past and its `unpublish_at` is empty or ahead.",
      request: { query: z.object({ ...ignoredQuery }) },
      responses: { 200: dataResponse(z.array(scheduleEntrySchema)), ...errorResponses(401, 403, 422) },
    }),
    async (c) => c.json({ data: await scheduleReport(c.var.deps.database.db) }, 200),
  );

  return router;
}
