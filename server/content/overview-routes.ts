/**
 * The public overview of tips and of products (requirements §7: public-…/{page}/{language} and
 * public-…-count/{language}): one page of the visible items of a language, newest first, and how
 * many there are. A type may narrow both by one filter of its own (a product's `product_type`). The
 * news overview takes other arguments (a page size in the path, a category, a group) and stays in
 * server/news/routes.ts.
 */
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { Tx } from "../db/client.ts";
import { apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { dataOf, errorResponses, jsonOf, listOf } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { type ListResult, listEnvelope } from "./list-query.ts";
import { dbOf, languageParams, overviewQuery, pageLanguageParams } from "./params.ts";

export interface OverviewRoutes {
  tag: string;
  item: z.ZodType;
  /** how the descriptions name the items: "tips" */
  plural: string;
  /** the overview's summary: "Tips overview page" */
  summary: string;
  paths: { page: string; count: string };
  /** the type's own query parameter, narrowing the page and the count alike */
  filter?: { name: string; schema: z.ZodType<string | undefined>; countNote: string };
  service: {
    list(
      db: Tx,
      q: { language: Lang; page: number; perPage: number },
      filter?: string,
    ): Promise<ListResult<unknown>>;
    count(db: Tx, language: Lang, filter?: string): Promise<number>;
  };
}

export function registerOverviewRoutes(router: OpenAPIHono<AppEnv>, def: OverviewRoutes) {
  const { plural, filter, service } = def;
  const tags = [def.tag];
  /** the filter's query parameter: none without a filter (the document then lists no query) */
  const filterQuery = z.object(filter ? { [filter.name]: filter.schema } : {});
  const filterOf = (query: Record<string, unknown>) =>
    filter ? (query[filter.name] as string | undefined) : undefined;

  router.openapi(
    apiRoute({
      method: "get",
      path: def.paths.page,
      access: "public",
      tags,
      summary: def.summary,
      description: `Public. \`page\` is the page number (1-based), \`language\` nl|en. Visible ${plural} of the language, newest first; \`?per_page=\` 1–50 (default 9)${filter ? `, \`?${filter.name}=\`` : ""}. Answers \`{data, meta: {page, per_page, total}}\`.`,
      request: { params: pageLanguageParams, query: overviewQuery.extend(filterQuery.shape) },
      responses: { 200: jsonOf(listOf(def.item), `One page of ${plural}`), ...errorResponses(422) },
    }),
    async (c) => {
      const { page, language } = c.req.valid("param");
      // typed by its fixed part: the filter's name is the type's own
      const query = c.req.valid("query") as { per_page: number } & Record<string, unknown>;
      const result = await service.list(
        dbOf(c),
        { language, page, perPage: query.per_page },
        filterOf(query),
      );
      return c.json(listEnvelope(result), 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: def.paths.count,
      access: "public",
      tags,
      summary: `Number of visible ${plural} of a language`,
      description: filter ? `Public. ${filter.countNote}` : "Public.",
      request: { params: languageParams, query: filterQuery },
      responses: { 200: jsonOf(dataOf(z.number()), "The count"), ...errorResponses(422) },
    }),
    async (c) => {
      const { language } = c.req.valid("param");
      const total = await service.count(dbOf(c), language, filterOf(c.req.valid("query")));
      return c.json({ data: total }, 200);
    },
  );
}
