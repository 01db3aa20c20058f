/** newsDetail (requirements §2): a visible news item by url; not-found (404) otherwise. JSON-LD NewsArticle. */
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { RelatedNews } from "#app/components/RelatedNews.tsx";
import { appContext } from "#app/context.server.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { newsContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { company } from "#core/company.ts";
import { newsOverviewPath, newsPath, resolvePublicPath } from "#core/public/urls.ts";
import { findPublicNewsByUrl } from "#server/news/service.ts";
import type { Route } from "./+types/news-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
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

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  const { header, html, related, lang } = loaderData;
  return (
    <>
      <PageHeader header={header} />
      <DetailBody html={html} backHref={newsOverviewPath(lang)} backLabel={t("news.back")} />
      <RelatedNews related={related} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
