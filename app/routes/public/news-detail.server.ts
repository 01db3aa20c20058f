/**
 * The loader of news-detail.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { appContext } from "#app/context.server.ts";
import { newsContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { company } from "#core/company.ts";
import { newsPath, resolvePublicPath } from "#core/public/urls.ts";
import { findPublicNewsByUrl } from "#server/news/service.ts";
import type { Route } from "./+types/news-detail";

export async function loadNewsDetail({ context, params, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const { lang } = resolvePublicPath(url.pathname);
  const item = await findPublicNewsByUrl(db, lang, params.newsUrl);
  if (!item) throw await notFoundOrRedirect(db, url);
  const path = newsPath(lang, item.url);
  const alternates = alternatesOf(
    lang,
    path,
    item.translation ? newsPath(otherLanguage(lang), item.translation.url) : null,
  );
  const publicUrl = deps.config.publicUrl;
  const image = item.facebook_image || item.header_image || item.image;
  return {
    lang,
    ...(await newsContent(db, lang, item)),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: item.title,
        description: item.seo_description || item.intro.slice(0, 300),
        path,
        alternates,
        image: image || undefined,
        type: "article",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            headline: item.title,
            description: item.seo_description || item.intro,
            datePublished: item.published_at,
            dateModified: item.updated_at,
            inLanguage: lang,
            mainEntityOfPage: `${publicUrl}${path}`,
            ...(image ? { image: [`${publicUrl}${image}`] } : {}),
            author: { "@type": "Organization", name: company.name },
            publisher: { "@type": "Organization", name: company.name },
          },
        ],
      },
      publicUrl,
    ),
  };
}
