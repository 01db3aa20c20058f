/**
 * GET search — the site search for visitors (issue 22): public, rate limited per address, at most
 * two SQL statements (the limit's counter and the search; server/search/service.ts).
 */
import { z } from "zod";
import {
  SEARCH_LIMIT_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
  searchQuerySchema,
  searchResultTypes,
} from "#core/search/schema.ts";
import { DomainError } from "../domain-error.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import { createRouter, errorResponses } from "../http/router.ts";
import { searchLabels, tooManySearches } from "./messages.ts";
import { hitSearchRateLimit, searchRateLimit } from "./rate-limit.ts";
import { searchSite } from "./service.ts";

const resultSchema = z
  .object({
    type: z.enum(searchResultTypes),
    title: z.string(),
    url: z.string().openapi({ description: "the public address, relative to the site" }),
    snippet: z.string().openapi({
      description: "a safe HTML fragment: the text around the hits, escaped, each hit in `<mark>`",
    }),
  })
  .openapi("SearchResult");

export function searchRoutes() {
  const router = createRouter({ labels: searchLabels });
  router.openapi(
    apiRoute({
      method: "get",
      path: "/search",
      access: "public",
      tags: ["Public content"],
      summary: "Search the public site",
      description:
        "Pages, news items, tips, products and services of `lang` that are public now, best first: " +
        "full-text search with the `dutch` or `english` configuration (stemming), title above introduction " +
        "above body, each word also as a prefix, and a word of five letters or more forgiven one typo. " +
        `\`q\` is ${SEARCH_MIN} to ${SEARCH_MAX} characters (else 422 in the request's language). At most ` +
        `${searchRateLimit.limit} searches per ${searchRateLimit.windowMs / 1000} s per address (429 with Retry-After).`,
      request: {
        query: searchQuerySchema.extend({
          limit: searchQuerySchema.shape.limit.openapi({ description: `1 to ${SEARCH_LIMIT_MAX}` }),
        }),
      },
      responses: {
        200: {
          description: "The results (an empty list when nothing was found)",
          content: { "application/json": { schema: z.object({ data: z.array(resultSchema) }) } },
        },
        ...errorResponses(422, 429),
      },
    }),
    async (c) => {
      const { q, lang, limit } = c.req.valid("query");
      const { database } = c.var.deps;
      const rate = await hitSearchRateLimit(database.db, clientIp(c));
      if (!rate.allowed) {
        const [title, message] = tooManySearches[c.var.lang];
        throw new DomainError("rate_limited", title, message, undefined, rate.retryAfterS);
      }
      const { results } = await searchSite(database, q, { lang, limit });
      c.header("Cache-Control", "no-store");
      return c.json({ data: results }, 200);
    },
  );
  return router;
}
