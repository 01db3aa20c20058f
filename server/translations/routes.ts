/** `GET translation-report`: what is left to translate (server/translations/report.ts). */
import { z } from "@hono/zod-openapi";
import { TRANSLATION_STATUSES } from "../content/translation-status.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import {
  createRouter,
  dataResponse,
  errorResponses,
  idParams,
  ignoredQuery,
  notFoundIn,
} from "../http/router.ts";
import { confirmTranslationCurrent, REPORT_TYPES, translationReport } from "./report.ts";

const language = z.enum(["nl", "en"]);
const sibling = z.object({ id: z.number().int(), language, title: z.string() });

const reportEntrySchema = z
  .object({
    type: z.enum(REPORT_TYPES),
    id: z.number().int(),
    language,
    title: z.string(),
    status: z.enum(TRANSLATION_STATUSES.filter((s) => s !== "current") as ["missing", "outdated"]),
    sibling: sibling.nullable(),
    edit_path: z.string().openapi({ description: "the admin's edit screen of the item" }),
    create_path: z
      .string()
      .nullable()
      .openapi({ description: "the admin's add screen of the missing translation; null when it exists" }),
  })
  .openapi("TranslationReportEntry");

const reportQuerySchema = z.object({
  type: z.enum(REPORT_TYPES).optional().openapi({ description: "only this content type" }),
  language: language.optional().openapi({ description: "only items in this language" }),
  ...ignoredQuery,
});

const notFound = { en: "Item not found", nl: "Item niet gevonden" } as const;

const itemParams = z.object({
  type: z.enum(REPORT_TYPES).openapi({ param: { name: "type", in: "path" }, example: "news" }),
  id: idParams(notFound).shape.id,
});

const labels = { type: { nl: "Soort", en: "Type" }, language: { nl: "Taal", en: "Language" } };

export function translationRoutes() {
  const router = createRouter({ labels });

  router.openapi(
    apiRoute({
      method: "get",
      path: "/translation-report",
      access: ADMIN,
      tags: ["Translations"],
      summary: "Pages, news items, tips and products whose translation is missing or outdated",
      description:
        "Role: cms-admin. `missing`: the item has no version in the other language. `outdated`: the other " +
        "language was edited more than a minute after this one (shared fields such as images do not count).",
      request: { query: reportQuerySchema },
      responses: { 200: dataResponse(z.array(reportEntrySchema)), ...errorResponses(401, 403, 422) },
    }),
    async (c) => {
      const { type, language } = c.req.valid("query");
      return c.json({ data: await translationReport(c.var.deps.database.db, { type, language }) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "post",
      path: "/translation-current/{type}/{id}",
      access: ADMIN,
      tags: ["Translations"],
      summary: "Mark an item's translation as still up to date",
      description:
        "Role: cms-admin. For an `outdated` item whose text needs no change after the other language's edit: " +
        "the item counts as edited when its sibling was, so the report and the lists show it as current " +
        "(its content and `updated_at` stay as they are). Answers the status now: `current`, or `missing` " +
        "when there is no other language.",
      request: { params: itemParams },
      responses: {
        200: dataResponse(z.object({ status: z.enum(["missing", "current", "outdated"]) })),
        ...errorResponses(401, 403, 404, 422),
      },
    }),
    async (c) => {
      const { type, id } = c.req.valid("param");
      const status = await confirmTranslationCurrent(c.var.deps.database.db, type, id);
      if (!status) throw notFoundIn(notFound, c.var.lang);
      return c.json({ data: { status } }, 200);
    },
  );

  return router;
}
