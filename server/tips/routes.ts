/** Tips API (requirements §7): thin routes over server/tips/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { tipApi, tipType } from "#content-types/tips.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { tipSave } from "../content/editorial-saves.ts";
import { registerOverviewRoutes } from "../content/overview-routes.ts";
import { dbOf, itemSchema, languageParams, rowFields, translationSchema } from "../content/params.ts";
import { registerPublicReadRoutes } from "../content/public-routes.ts";
import { tips } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf } from "../http/router.ts";
import {
  allPublicTips,
  countPublicTips,
  findPublicTipById,
  findPublicTipByUrl,
  listPublicTips,
  publicTipUrlExists,
  randomTips,
  tipCrud,
  tipTitleExists,
} from "./service.ts";

export const tipSchema = itemSchema("Tip", {
  ...rowFields(tips, ["language", "title", "url", "image", "tip_one", "tip_two", "tip_three", "tip_four"]),
  tip_translation: translationSchema,
});

const tags = ["Tips"];
export const tipsRouter = createRouter({ labels: { ...headerLabels, ...tipApi.labels } });

registerOverviewRoutes(tipsRouter, {
  tag: "Tips",
  item: tipSchema,
  plural: "tips",
  summary: "Tips overview page",
  paths: { page: "/public-tips/{page}/{language}", count: "/public-tips-count/{language}" },
  service: { list: listPublicTips, count: countPublicTips },
});

tipsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-tips-all/{language}",
    access: "public",
    tags,
    summary: "Every visible tip of a language",
    description: "Public. Newest first, not paginated (the tip blocks and the sitemap use it).",
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.array(tipSchema)), "The tips"), ...errorResponses(422) },
  }),
  async (c) => c.json({ data: await allPublicTips(dbOf(c), c.req.valid("param").language) }, 200),
);

registerPublicReadRoutes(tipsRouter, {
  tag: "Tips",
  definition: tipType,
  item: tipSchema,
  paths: {
    exists: "/public-tip-exists/{url}",
    byUrl: "/public-tip-by-url/{url}",
    byId: "/public-tip-by-id/{id}",
    titleExists: "/tip-title-exists/{title}",
    random: "/random-tips/{count}",
  },
  byUrlNote: "With `tip_translation` for the language switch.",
  service: {
    urlExists: publicTipUrlExists,
    byUrl: findPublicTipByUrl,
    byId: findPublicTipById,
    titleExists: tipTitleExists,
    random: randomTips,
  },
});

registerCrudRoutes(tipsRouter, {
  tag: "Tips",
  paths: serverCrudPaths(tipType),
  item: tipSchema,
  createSchema: tipApi.create,
  updateSchema: tipApi.update,
  service: {
    list: tipCrud.list,
    nextId: tipCrud.nextId,
  },
  save: tipSave,
});
