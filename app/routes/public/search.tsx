/**
 * The results page (issue 22): `/zoeken?q=…` and `/en/search?q=…`. A plain GET form and a server
 * rendered list, so it works without scripts; the header's search box leads here with Enter.
 * Never kept by the page cache (its key leaves `q` out): every answer is this query's.
 */

import { AlertMessage } from "#app/components/AlertMessage.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { SearchForm } from "#app/components/search/SearchForm.tsx";
import { NoResults, SearchResults } from "#app/components/search/SearchResults.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { uncachedPublicPageHeaders } from "#core/page-cache-marker.ts";
import type { Route } from "./+types/search";
import { loadSearch } from "./search.server.ts";

export const loader = (args: Route.LoaderArgs) => loadSearch(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

/** one visitor's answer: never kept by the page cache, yet counted as a public page view */
export const headers = uncachedPublicPageHeaders;

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  const { header, lang, q, state } = loaderData;
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <SearchForm
          lang={lang}
          id="search-page-q"
          value={q}
          className="mb-8"
          autoFocus={state.kind === "empty"}
        />
        {state.kind === "invalid" || state.kind === "limited" ? (
          <AlertMessage
            className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-900"
            testId="search-error"
          >
            {state.message}
          </AlertMessage>
        ) : null}
        {state.kind === "done" ? (
          <>
            <h2 className="mb-2 text-2xl font-extrabold text-brand-900">{t("search.resultsFor", { q })}</h2>
            {state.results.length ? (
              <SearchResults results={state.results} q={q} />
            ) : (
              <NoResults q={q} lang={lang} suggestions={state.suggestions} />
            )}
          </>
        ) : null}
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
