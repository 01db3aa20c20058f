/**
 * The loader of search.tsx (issue 22): the query from `?q=`, checked by the API's own schema, the
 * same rate limit per address as GET /api/search, and the search with its suggestions — one
 * statement for the limit and one for the search, as the API.
 */
import { appContext } from "#app/context.server.ts";
import { publicTexts } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import { SEARCH_QUERY, searchPath } from "#core/search/paths.ts";
import {
  SEARCH_LIMIT_MAX,
  SEARCH_MAX,
  SEARCH_MIN,
  type SearchResult,
  searchTextSchema,
} from "#core/search/schema.ts";
import { hitSearchRateLimit } from "#server/search/rate-limit.ts";
import { searchSite } from "#server/search/service.ts";
import type { Route } from "./+types/search";

export type SearchState =
  | { kind: "empty" }
  | { kind: "invalid"; message: string }
  | { kind: "limited"; message: string }
  | { kind: "done"; results: SearchResult[]; suggestions: string[] };

export async function loadSearch({ context, url }: Route.LoaderArgs) {
  const { deps, clientIp } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const t = publicTexts(lang);
  const raw = url.searchParams.get(SEARCH_QUERY) ?? "";
  const q = raw.trim().slice(0, SEARCH_MAX + 1);
  const state = await (async (): Promise<SearchState> => {
    if (q === "") return { kind: "empty" };
    const parsed = searchTextSchema.safeParse(q);
    if (!parsed.success) {
      return {
        kind: "invalid",
        message:
          q.length < SEARCH_MIN
            ? t("search.tooShort", { min: SEARCH_MIN })
            : t("search.tooLong", { max: SEARCH_MAX }),
      };
    }
    const rate = await hitSearchRateLimit(deps.database.db, clientIp ?? "unknown");
    if (!rate.allowed) return { kind: "limited", message: t("search.tooMany") };
    const answer = await searchSite(deps.database, parsed.data, {
      lang,
      limit: SEARCH_LIMIT_MAX,
      suggest: true,
    });
    return { kind: "done", ...answer };
  })();
  const alternates = { nl: searchPath("nl", q || undefined), en: searchPath("en", q || undefined) };
  return {
    lang,
    q,
    state,
    header: fixedHeader(t("search.title"), "", t("search.intro")),
    alternates,
    meta: [
      ...seoMeta(
        {
          lang,
          title: q ? t("search.resultsFor", { q }) : t("search.title"),
          description: t("search.intro"),
          path: searchPath(lang),
          alternates: { nl: searchPath("nl"), en: searchPath("en") },
        },
        deps.config.publicUrl,
      ),
      // a results page is not a page of the site for search engines
      { name: "robots", content: "noindex, follow" },
    ],
  };
}
