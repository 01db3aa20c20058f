/**
 * News API (requirements §7): news items, news groups and news categories. Thin routes over
 * server/news/service.ts. The open arguments of requirements §7 are documented per route.
 */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import {
  newsApi,
  newsCallLabels,
  newsCategoryApi,
  newsCategoryType,
  newsGroupApi,
  newsGroupType,
  newsType,
} from "#content-types/news.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { newsSave } from "../content/editorial-saves.ts";
import { listEnvelope } from "../content/list-query.ts";
import {
  dbOf,
  itemSchema,
  languageParams,
  overviewQuery,
  pageParam,
  rowFields,
  translationSchema,
} from "../content/params.ts";
import { registerPublicReadRoutes } from "../content/public-routes.ts";
import { createSavePipeline } from "../content/save.ts";
import { newsGroups, newsItems } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf, listOf } from "../http/router.ts";
import {
  createNewsCategory,
  createNewsGroup,
  newsCategoryCrud,
  newsCrud,
  newsGroupCrud,
  newsTitleExists,
  updateNewsCategory,
  updateNewsGroup,
} from "./admin.ts";
import {
  countPublicNews,
  findPublicNewsById,
  findPublicNewsByUrl,
  listPublicNews,
  newsByIds,
  publicNewsByFieldValue,
  publicNewsPastYear,
  publicNewsUrlExists,
  randomNews,
} from "./service.ts";

const ref = z.object({ id: z.number(), title: z.string() }).nullable();
export const newsItemSchema = itemSchema("NewsItem", {
  ...rowFields(newsItems, ["language", "title", "url", "image", "text"]),
  published_at: z.string(),
  category: z
    .object({
      id: z.number(),
      title: z.string().openapi({ description: "the category's code, e.g. phishing-mail" }),
      title_nl: z.string(),
      title_en: z.string(),
      label: z.string().openapi({ description: "the label in the item's language" }),
    })
    .nullable(),
  group: ref,
  news_translation: translationSchema,
});
const newsGroupSchema = itemSchema("NewsGroup", {
  ...rowFields(newsGroups, ["language", "title"]),
  news_group_translation: translationSchema,
});
const newsCategorySchema = itemSchema("NewsCategory", {
  title: z.string().openapi({ description: "the code, e.g. phishing-mail" }),
  title_nl: z.string().openapi({ description: "the label on the Dutch site" }),
  title_en: z.string().openapi({ description: "the label on the English site" }),
});

const tags = ["News"];
const PUBLIC = "Public.";
const lang = z.enum(["nl", "en"]);

export const newsRouter = createRouter({
  labels: {
    ...headerLabels,
    // one label map for the router: where names collide (`title`), the news item's label wins
    ...newsCategoryApi.labels,
    ...newsGroupApi.labels,
    ...newsApi.labels,
    ...newsCallLabels,
  },
});

newsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-news/{page}/{arg}",
    access: "public",
    tags,
    summary: "News overview page",
    description: `${PUBLIC} \`page\` is the page number (1-based). \`arg\` is the language (nl|en), or a number: then it is the page size (1–50) and the language is \`?language=\` or the request language. Visible items of that language flagged for the overview, newest published first. Query: \`per_page\` (1–50, default 9), \`category_id\`, \`group_id\`. Answers \`{data, meta: {page, per_page, total}}\`.`,
    request: {
      params: z.object({
        page: pageParam,
        arg: z
          .union([
            lang,
            z
              .string()
              .regex(/^\d{1,2}$/)
              .transform(Number)
              .pipe(z.number().int().min(1).max(50)),
          ])
          .openapi({ param: { name: "arg", in: "path" }, example: "nl" }),
      }),
      query: z.object({
        language: lang.optional(),
        ...overviewQuery.shape,
        category_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
        group_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
      }),
    },
    responses: { 200: jsonOf(listOf(newsItemSchema), "One page of news"), ...errorResponses(422) },
  }),
  async (c) => {
    const { page, arg } = c.req.valid("param");
    const q = c.req.valid("query");
    const result = await listPublicNews(dbOf(c), {
      language: typeof arg === "number" ? (q.language ?? c.var.lang) : arg,
      page,
      perPage: typeof arg === "number" ? arg : q.per_page,
      categoryId: q.category_id,
      groupId: q.group_id,
    });
    return c.json(listEnvelope(result), 200);
  },
);

newsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-news-count/{language}",
    access: "public",
    tags,
    summary: "Number of items in the news overview",
    description: `${PUBLIC} Visible items of the language flagged for the overview.`,
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.number()), "The count"), ...errorResponses(422) },
  }),
  async (c) => c.json({ data: await countPublicNews(dbOf(c), c.req.valid("param").language) }, 200),
);

newsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-news-past-year/{language}",
    access: "public",
    tags,
    summary: "Visible news of the last 365 days",
    description: `${PUBLIC} Items of the language published in the last 365 days, newest first, at most 100.`,
    request: { params: languageParams },
    responses: { 200: jsonOf(dataOf(z.array(newsItemSchema)), "The items"), ...errorResponses(422) },
  }),
  async (c) => c.json({ data: await publicNewsPastYear(dbOf(c), c.req.valid("param").language) }, 200),
);

const fieldValueParams = z
  .object({
    field: z
      .enum(["category", "group", "is_teaser"])
      .openapi({ param: { name: "field", in: "path" }, example: "category" }),
    value: z
      .string()
      .min(1)
      .max(100)
      .openapi({ param: { name: "value", in: "path" }, example: "security" }),
    language: lang.openapi({ param: { name: "language", in: "path" }, example: "nl" }),
  })
  .superRefine((p, ctx) => {
    const ok =
      p.field === "category"
        ? /^(\d{1,9}|[a-z0-9]+(?:-[a-z0-9]+)*)$/.test(p.value)
        : p.field === "group"
          ? /^\d{1,9}$/.test(p.value) && Number(p.value) > 0
          : p.value === "true" || p.value === "false";
    if (!ok) ctx.addIssue({ code: "custom", path: ["value"], message: "invalid" });
  });

newsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-news-by-field-value/{field}/{value}/{language}",
    access: "public",
    tags,
    summary: "Visible news with a field value",
    description: `${PUBLIC} \`field\`: \`category\` (value = category id or category title such as \`security\`), \`group\` (value = news group id) or \`is_teaser\` (value = true|false). Newest first; \`?count=\` 1–50 (default 12).`,
    request: {
      params: fieldValueParams,
      query: z.object({ count: z.coerce.number().int().min(1).max(50).default(12) }),
    },
    responses: { 200: jsonOf(dataOf(z.array(newsItemSchema)), "The items"), ...errorResponses(422) },
  }),
  async (c) => {
    const { field, value, language } = c.req.valid("param");
    const parsed: string | number | boolean =
      field === "is_teaser" ? value === "true" : /^\d+$/.test(value) ? Number(value) : value;
    const items = await publicNewsByFieldValue(dbOf(c), {
      language,
      field,
      value: parsed,
      count: c.req.valid("query").count,
    });
    return c.json({ data: items }, 200);
  },
);

newsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/specific-news-items/{ids}/{language}",
    access: "public",
    tags,
    summary: "Chosen visible news items",
    description: `${PUBLIC} \`ids\`: comma-separated news item ids (1–12), answered in that order; items that are hidden or in another language are left out.`,
    request: {
      params: z.object({
        ids: z
          .string()
          .max(200)
          .regex(/^\d{1,9}(,\d{1,9}){0,11}$/, { message: "invalid" })
          .transform((v) => v.split(",").map(Number))
          .openapi({ param: { name: "ids", in: "path" }, example: "3,1,7" }),
        language: lang.openapi({ param: { name: "language", in: "path" }, example: "nl" }),
      }),
    },
    responses: { 200: jsonOf(dataOf(z.array(newsItemSchema)), "The items"), ...errorResponses(422) },
  }),
  async (c) => {
    const { ids, language } = c.req.valid("param");
    return c.json({ data: await newsByIds(dbOf(c), language, ids) }, 200);
  },
);

registerPublicReadRoutes(newsRouter, {
  tag: "News",
  definition: newsType,
  item: newsItemSchema,
  paths: {
    exists: "/public-news-item-exists/{url}",
    byUrl: "/public-news-item-by-url/{url}",
    byId: "/public-news-by-id/{id}",
    titleExists: "/news-item-title-exists/{title}",
    random: "/random-news/{count}",
  },
  byUrlNote: "With `news_translation` for the language switch.",
  service: {
    urlExists: publicNewsUrlExists,
    byUrl: findPublicNewsByUrl,
    byId: findPublicNewsById,
    titleExists: newsTitleExists,
    random: randomNews,
  },
});

registerCrudRoutes(newsRouter, {
  tag: "News",
  paths: serverCrudPaths(newsType),
  item: newsItemSchema,
  createSchema: newsApi.create,
  updateSchema: newsApi.update,
  service: {
    list: newsCrud.list,
    nextId: newsCrud.nextId,
  },
  save: newsSave,
});

registerCrudRoutes(newsRouter, {
  tag: "News groups",
  paths: serverCrudPaths(newsGroupType),
  item: newsGroupSchema,
  createSchema: newsGroupApi.create,
  updateSchema: newsGroupApi.update,
  service: {
    list: newsGroupCrud.list,
  },
  save: createSavePipeline({
    definition: newsGroupType,
    service: {
      get: newsGroupCrud.get,
      create: createNewsGroup,
      update: updateNewsGroup,
      remove: newsGroupCrud.remove,
    },
  }),
});

registerCrudRoutes(newsRouter, {
  tag: "News categories",
  paths: serverCrudPaths(newsCategoryType),
  item: newsCategorySchema,
  createSchema: newsCategoryApi.create,
  updateSchema: newsCategoryApi.update,
  service: {
    list: newsCategoryCrud.list,
  },
  save: createSavePipeline({
    definition: newsCategoryType,
    service: {
      get: newsCategoryCrud.get,
      create: createNewsCategory,
      update: updateNewsCategory,
      remove: newsCategoryCrud.remove,
    },
  }),
});
