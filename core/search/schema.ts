/**
 * The site search's request and answer (issue 22), shared by the API (server/search/routes.ts), the
 * results page and the header's search box. Browser-safe.
 */
import { z } from "zod";
import { languages } from "#core/lang.ts";
import { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_MAX, SEARCH_MIN } from "./limits.ts";

export { SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_MAX, SEARCH_MIN };

export const searchResultTypes = ["page", "news", "tip", "product", "service"] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** the query as typed: trimmed, 2 to 100 characters (a message key of the validation dictionary) */
export const searchTextSchema = z
  .string()
  .trim()
  .min(SEARCH_MIN, { message: "too_short" })
  .max(SEARCH_MAX, { message: "too_long" });

export const searchQuerySchema = z.object({
  q: searchTextSchema,
  lang: z.enum(languages).default("nl"),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/**
 * One hit. `snippet` is a safe HTML fragment: the text around the hits, escaped, with each hit in
 * `<mark>` (server/search/service.ts builds it; nothing else in it is markup).
 */
export interface SearchResult {
  type: SearchResultType;
  title: string;
  url: string;
  snippet: string;
}

/**
 * The words of a query as the index compares them: lower case, letters and digits, at most 8
 * (a longer query adds nothing a visitor means and only costs).
 */
export function searchWords(q: string): string[] {
  const words =
    q
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.filter((w) => w.length >= 2))].slice(0, 8);
}
