/** Tips API (requirements §7): thin routes over server/tips/service.ts. */
import { createRoute, z } from "@hono/zod-openapi";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { notFoundError } from "../content/errors.ts";
import { headerLabels } from "../content/fields.ts";
import { listEnvelope } from "../content/list-query.ts";
import { contentMessages } from "../content/messages.ts";
import {
  countParams,
  dbOf,
  existsQuery,
  itemSchema,
  languageParams,
  languageQuery,
  pageLanguageParams,
  titleParams,
  translationSchema,
  urlParams,
} from "../content/params.ts";
import {
  adminErrors,
  createRouter,
  dataOf,
  errorResponses,
  idParams,
  jsonOf,
  listOf,
} from "../http/router.ts";
import { tipCreateSchema, tipLabels, tipUpdateSchema } from "./schema.ts";
import {
  allPublicTips,
  countPublicTips,
  createTip,
  findPublicTipById,
  findPublicTipByUrl,
  listPublicTips,
  publicTipUrlExists,
  randomTips,
  tipCrud,
  tipTitleExists,
  updateTip,
} from "./service.ts";

export const tipSchema = itemSchema("Tip", {
  language: z.enum(["nl", "en"]),
  title: z.string(),
  url: z.string(),
  image: z.string(),
  tip_one: z.string(),
  tip_two: z.string(),
  tip_three: z.string(),
  tip_four: z.string(),
  tip_translation: translationSchema,
});

const tags = ["Tips"];
export const tipsRouter = createRouter({ labels: { ...headerLabels, ...tipLabels } });

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tips/{page}/{language}",
    tags,
    summary: "Tips overview page",
    description:
      "Public. `page` is the page number (1-based), `language` nl|en. Visible tips of the language, newest first; `?per_page=` 1–50 (default 9). Answers `{data, meta: {page, per_page, total}}`.",
    request: {
      params: pageLanguageParams,
      query: z.object({ per_page: z.coerce.number().int().min(1).max(50).default(9) }),
    },
    responses: { 200: jsonOf(listOf(tipSchema), "One page of tips"), ...errorResponses(422) },
  }),
  async (c) => {
    const { page, language } = c.req.valid("param");
    const result = await listPublicTips(dbOf(c), { language, page, perPage: c.req.valid("query").per_page });
    return c.json(listEnvelope(result), 200);
  },
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tips-count/{language}",
    tags,
    summary: "Number of visible tips of a language",
    description: "Public.",
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.number()), "The count"), ...errorResponses(422) },
  }),
  async (c) => c.json({ data: await countPublicTips(dbOf(c), c.req.valid("param").language) }, 200),
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tips-all/{language}",
    tags,
    summary: "Every visible tip of a language",
    description: "Public. Newest first, not paginated (the tip blocks and the sitemap use it).",
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.array(tipSchema)), "The tips"), ...errorResponses(422) },
  }),
  async (c) => c.json({ data: await allPublicTips(dbOf(c), c.req.valid("param").language) }, 200),
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tip-exists/{url}",
    tags,
    summary: "Is there a visible tip with this url?",
    description: "Public. `?language=` limits the check to one language (default: any language).",
    request: { params: urlParams, query: languageQuery },
    responses: { 200: jsonOf(dataOf(z.boolean()), "true when it exists"), ...errorResponses(422) },
  }),
  async (c) => {
    const { url } = c.req.valid("param");
    return c.json({ data: await publicTipUrlExists(dbOf(c), url, c.req.valid("query").language) }, 200);
  },
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tip-by-url/{url}",
    tags,
    summary: "A visible tip by its url",
    description:
      "Public. `?language=` (default: the request language). With `tip_translation` for the language switch.",
    request: { params: urlParams, query: languageQuery },
    responses: { 200: jsonOf(dataOf(tipSchema), "The tip"), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const { url } = c.req.valid("param");
    const tip = await findPublicTipByUrl(dbOf(c), c.req.valid("query").language ?? c.var.lang, url);
    if (!tip) throw notFoundError("tip_not_found", c.var.lang);
    return c.json({ data: tip }, 200);
  },
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/public-tip-by-id/{id}",
    tags,
    summary: "A visible tip by id",
    description: "Public.",
    request: { params: idParams(contentMessages.tip_not_found) },
    responses: { 200: jsonOf(dataOf(tipSchema), "The tip"), ...errorResponses(404, 422) },
  }),
  async (c) => {
    const tip = await findPublicTipById(dbOf(c), c.req.valid("param").id);
    if (!tip) throw notFoundError("tip_not_found", c.var.lang);
    return c.json({ data: tip }, 200);
  },
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/tip-title-exists/{title}",
    tags,
    summary: "Is a tip title taken?",
    description:
      "Role: cms-admin. Case-insensitive. `?language=` limits the check to one language (titles are unique per language); `?except_id=` ignores the tip being edited.",
    request: { params: titleParams, query: existsQuery },
    responses: { 200: jsonOf(dataOf(z.boolean()), "true when taken"), ...adminErrors },
  }),
  async (c) => {
    const { title } = c.req.valid("param");
    const { language, except_id } = c.req.valid("query");
    return c.json({ data: await tipTitleExists(dbOf(c), title, { language, exceptId: except_id }) }, 200);
  },
);

tipsRouter.openapi(
  createRoute({
    method: "get",
    path: "/random-tips/{count}",
    tags,
    summary: "Random visible tips",
    description:
      "Public. `count` is the number of tips (1–12). `?language=` (default: the request language).",
    request: { params: countParams(12), query: languageQuery },
    responses: { 200: jsonOf(dataOf(z.array(tipSchema)), "The tips"), ...errorResponses(422) },
  }),
  async (c) => {
    const { count } = c.req.valid("param");
    const items = await randomTips(dbOf(c), c.req.valid("query").language ?? c.var.lang, count);
    return c.json({ data: items }, 200);
  },
);

registerCrudRoutes(tipsRouter, {
  tag: "Tips",
  noun: "tip",
  paths: {
    list: "/tips",
    nextId: "/tip/next-tip-id",
    add: "/tip/add-tip",
    get: "/tip/{id}",
    edit: "/tip/edit/{id}",
    delete: "/tip/delete/{id}",
  },
  item: tipSchema,
  createSchema: tipCreateSchema,
  updateSchema: tipUpdateSchema,
  notFound: "tip_not_found",
  uploadsPageType: "tips",
  sortable: ["id", "title", "url", "language", "visible", "published_at", "updated_at"],
  service: {
    list: tipCrud.list,
    get: tipCrud.get,
    nextId: tipCrud.nextId,
    create: createTip,
    update: updateTip,
    remove: tipCrud.remove,
  },
});
