/** Pages API (requirements §7): thin routes over server/pages/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { blockFieldLabels, pageApi, pageType } from "#content-types/pages.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { pageSave } from "../content/editorial-saves.ts";
import {
  existsQuery,
  itemSchema,
  languageParams,
  rowFields,
  titleParams,
  translationSchema,
} from "../content/params.ts";
import { pages } from "../db/schema.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import { adminErrors, createRouter, dataOf, errorResponses, jsonOf } from "../http/router.ts";
import { listPublicPages, pageCrud, pageMenuTitleExists } from "./service.ts";

export const pageSchema = itemSchema("Page", {
  ...rowFields(pages, ["language", "title", "url", "full_url", "menu_title", "belongs_to"]),
  blocks: z.array(z.unknown()),
  page_translation: translationSchema,
});

export const pagesRouter = createRouter({
  labels: {
    ...headerLabels,
    ...blockFieldLabels,
    ...pageApi.labels,
  },
});

pagesRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-pages/{language}",
    access: "public",
    tags: ["Pages"],
    summary: "Every visible page of a language",
    description:
      "Public. Visible pages of the language ordered by menu position, with menu flags and positions, `belongs_to`, blocks and `page_translation` (the visible sibling). The site builds its menus, footer and page routes from this list.",
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.array(pageSchema)), "The pages"), ...errorResponses(422) },
  }),
  async (c) => {
    const { language } = c.req.valid("param");
    return c.json({ data: await listPublicPages(c.var.deps.database.db, language) }, 200);
  },
);

pagesRouter.openapi(
  apiRoute({
    method: "get",
    path: "/page-menu-title-exists/{title}",
    access: ADMIN,
    tags: ["Pages"],
    summary: "Is a menu title taken?",
    description:
      "Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (the uniqueness rule is per language); `?except_id=` ignores the page being edited.",
    request: {
      params: titleParams,
      query: existsQuery,
    },
    responses: { 200: jsonOf(dataOf(z.boolean()), "true when taken"), ...adminErrors },
  }),
  async (c) => {
    const { title } = c.req.valid("param");
    const { language, except_id } = c.req.valid("query");
    const exists = await pageMenuTitleExists(c.var.deps.database.db, title, {
      language,
      exceptId: except_id,
    });
    return c.json({ data: exists }, 200);
  },
);

registerCrudRoutes(pagesRouter, {
  tag: "Pages",
  paths: serverCrudPaths(pageType),
  item: pageSchema,
  createSchema: pageApi.create,
  updateSchema: pageApi.update,
  service: {
    list: pageCrud.list,
    nextId: pageCrud.nextId,
  },
  save: pageSave,
});
