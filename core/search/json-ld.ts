/**
 * The home pages' `WebSite` JSON-LD with a `SearchAction` (issue 22): search engines may offer a
 * search box for the site that leads to its results page.
 */
import { company } from "#core/company.ts";
import type { Language } from "#core/lang.ts";
import { SEARCH_QUERY, searchPath } from "./paths.ts";

export function searchActionJsonLd(publicUrl: string, lang: Language): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: company.name,
    url: `${publicUrl}${lang === "en" ? "/en" : "/"}`,
    inLanguage: lang,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${publicUrl}${searchPath(lang)}?${SEARCH_QUERY}={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}
