/**
 * The results page's list (issue 22): each hit's kind, title (a link) and snippet; when nothing was
 * found, the words the site does use that are close to the query and the overviews to look in.
 * The snippet is the safe HTML the search builds (server/search/service.ts `snippetHtml`: escaped
 * text, hits in <mark>), the only markup in it.
 */
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { Language } from "#core/lang.ts";
import { contactPath, newsOverviewPath, productOverviewPath, tipOverviewPath } from "#core/public/urls.ts";
import { searchPath } from "#core/search/paths.ts";
import type { SearchResult } from "#core/search/schema.ts";

export function SearchResults({ results, q }: { results: SearchResult[]; q: string }) {
  const { t } = usePublicText();
  return (
    <>
      <p className="mb-6 text-slate-600" data-testid="search-count">
        {t("search.count", { count: results.length })}
      </p>
      <ol className="space-y-4" data-testid="search-results" aria-label={t("search.resultsFor", { q })}>
        {results.map((result) => (
          <li key={result.url} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="mb-1 text-xs font-bold tracking-wide text-brand-700 uppercase">
              {t(`search.types.${result.type}`)}
            </p>
            <h2 className="text-lg font-extrabold text-brand-900">
              <a href={result.url} className="underline-offset-4 hover:underline">
                {result.title}
              </a>
            </h2>
            {result.snippet ? (
              <p
                className="search-snippet mt-2 text-slate-700 [&_mark]:rounded [&_mark]:bg-accent-500/40 [&_mark]:px-0.5 [&_mark]:text-slate-900"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the search, only <mark> is markup
                dangerouslySetInnerHTML={{ __html: result.snippet }}
              />
            ) : null}
          </li>
        ))}
      </ol>
    </>
  );
}

export function NoResults({ q, lang, suggestions }: { q: string; lang: Language; suggestions: string[] }) {
  const { t } = usePublicText();
  const places = [
    { href: newsOverviewPath(lang), label: t("menu.news") },
    { href: tipOverviewPath(lang), label: t("menu.tips") },
    { href: productOverviewPath(lang), label: t("menu.sale") },
    { href: contactPath(lang), label: t("search.contact") },
  ];
  return (
    <div data-testid="search-none" className="rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-lg font-semibold text-brand-900">{t("search.none", { q })}</p>
      {suggestions.length ? (
        <p className="mt-3" data-testid="search-suggestions">
          {t("search.didYouMean")}{" "}
          {suggestions.map((word, i) => (
            <span key={word}>
              {i > 0 ? ", " : null}
              <a
                href={searchPath(lang, word)}
                className="font-semibold text-brand-700 underline underline-offset-4"
              >
                {word}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      <p className="mt-4 text-slate-700">{t("search.elsewhere")}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {places.map((place) => (
          <li key={place.href}>
            <a
              href={place.href}
              className="inline-block rounded-full border border-slate-300 px-4 py-1.5 font-semibold text-slate-800 hover:bg-brand-50"
            >
              {place.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
