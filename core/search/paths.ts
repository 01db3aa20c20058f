/** The results page's address (issue 22): `/zoeken` and `/en/search`, the query as `?q=`. */
import type { Language } from "#core/lang.ts";

export const SEARCH_QUERY = "q";

export const searchPath = (lang: Language, q?: string) => {
  const path = lang === "en" ? "/en/search" : "/zoeken";
  return q ? `${path}?${new URLSearchParams({ [SEARCH_QUERY]: q })}` : path;
};
