/**
 * The public read routes news, tips and products share (requirements §7: …-exists/{url},
 * public-…-by-url/{url}, public-…-by-id/{id}, …-title-exists/{title}, random-…/{count}), registered
 * from one description per type so they answer alike. The overviews and counts of tips and products
 * are registered alike too (./overview-routes.ts); the news overview takes other arguments and stays in
 * server/news/routes.ts.
 */
import { type OpenAPIHono, z } from "@hono/zod-openapi";
import type { ContentType } from "#content-types/define.ts";
import type { Tx } from "../db/client.ts";
import { ADMIN, apiRoute } from "../http/api-route.ts";
import type { AppEnv } from "../http/context.ts";
import { adminErrors, dataOf, errorResponses, idParams, jsonOf } from "../http/router.ts";
import type { Lang } from "../i18n/lang.ts";
import { notFoundError } from "./errors.ts";
import { countParams, dbOf, existsQuery, languageQuery, titleParams, urlParams } from "./params.ts";

export interface PublicReadRoutes<Item> {
  tag: string;
  /** the type's definition: its noun in the descriptions, its not-found message */
  definition: ContentType;
  item: z.ZodType;
  paths: { exists: string; byUrl: string; byId?: string; titleExists: string; random?: string };
  /** what the by-url answer carries besides the item (its translation field …) */
  byUrlNote: string;
  /** the most random items one call may ask for */
  maxRandom?: number;
  service: {
    urlExists(db: Tx, url: string, language?: Lang): Promise<boolean>;
    byUrl(db: Tx, language: Lang, url: string): Promise<Item | null>;
    byId?(db: Tx, id: number): Promise<Item | null>;
    titleExists(db: Tx, title: string, options: { language?: Lang; exceptId?: number }): Promise<boolean>;
    random?(db: Tx, language: Lang, count: number): Promise<Item[]>;
  };
}

/** an item as its answer's schema sees it (`def.item` documents it; its type is not known here) */
type Answered = unknown;

export function registerPublicReadRoutes<Item>(router: OpenAPIHono<AppEnv>, def: PublicReadRoutes<Item>) {
  const { service, paths } = def;
  const tags = [def.tag];
  const item = def.item;
  const { noun, notFound } = def.definition;
  const plural = `${noun}s`;

  router.openapi(
    apiRoute({
      method: "get",
      path: paths.exists,
      access: "public",
      tags,
      summary: `Is there a visible ${noun} with this url?`,
      description: "Public. `?language=` limits the check to one language (default: any language).",
      request: { params: urlParams, query: languageQuery },
      responses: { 200: jsonOf(dataOf(z.boolean()), "true when it exists"), ...errorResponses(422) },
    }),
    async (c) => {
      const { url } = c.req.valid("param");
      return c.json({ data: await service.urlExists(dbOf(c), url, c.req.valid("query").language) }, 200);
    },
  );

  router.openapi(
    apiRoute({
      method: "get",
      path: paths.byUrl,
      access: "public",
      tags,
      summary: `A visible ${noun} by its url`,
      description: `Public. \`?language=\` (default: the request language). ${def.byUrlNote}`,
      request: { params: urlParams, query: languageQuery },
      responses: { 200: jsonOf(dataOf(item), `The ${noun}`), ...errorResponses(404, 422) },
    }),
    async (c) => {
      const { url } = c.req.valid("param");
      const found = await service.byUrl(dbOf(c), c.req.valid("query").language ?? c.var.lang, url);
      if (!found) throw notFoundError(notFound, c.var.lang);
      const data: Answered = found;
      return c.json({ data }, 200);
    },
  );

  const byId = service.byId;
  if (paths.byId && byId) {
    router.openapi(
      apiRoute({
        method: "get",
        path: paths.byId,
        access: "public",
        tags,
        summary: `A visible ${noun} by id`,
        description: "Public.",
        request: { params: idParams(notFound) },
        responses: { 200: jsonOf(dataOf(item), `The ${noun}`), ...errorResponses(404, 422) },
      }),
      async (c) => {
        const found = await byId(dbOf(c), c.req.valid("param").id);
        if (!found) throw notFoundError(notFound, c.var.lang);
        const data: Answered = found;
        return c.json({ data }, 200);
      },
    );
  }

  router.openapi(
    apiRoute({
      method: "get",
      path: paths.titleExists,
      access: ADMIN,
      tags,
      summary: `Is a ${noun} title taken?`,
      description: `Role: cms-admin. Case-insensitive. \`?language=\` limits the check to one language (titles are unique per language); \`?except_id=\` ignores the ${noun} being edited.`,
      request: { params: titleParams, query: existsQuery },
      responses: { 200: jsonOf(dataOf(z.boolean()), "true when taken"), ...adminErrors },
    }),
    async (c) => {
      const { title } = c.req.valid("param");
      const { language, except_id } = c.req.valid("query");
      return c.json(
        { data: await service.titleExists(dbOf(c), title, { language, exceptId: except_id }) },
        200,
      );
    },
  );

  const random = service.random;
  if (paths.random && random) {
    const max = def.maxRandom ?? 12;
    router.openapi(
      apiRoute({
        method: "get",
        path: paths.random,
        access: "public",
        tags,
        summary: `Random visible ${plural}`,
        description: `Public. \`count\` is the number of ${plural} (1–${max}). \`?language=\` (default: the request language).`,
        request: { params: countParams(max), query: languageQuery },
        responses: { 200: jsonOf(dataOf(z.array(item)), `The ${plural}`), ...errorResponses(422) },
      }),
      async (c) => {
        const { count } = c.req.valid("param");
        const data: Answered[] = await random(dbOf(c), c.req.valid("query").language ?? c.var.lang, count);
        return c.json({ data }, 200);
      },
    );
  }
}
