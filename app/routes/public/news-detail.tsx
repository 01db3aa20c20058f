/** newsDetail (requirements §2): a visible news item by url; not-found (404) otherwise. JSON-LD NewsArticle. */
import { useTranslation } from "react-i18next";
import { DetailBody } from "#app/components/DetailBody.tsx";
import { ItemCard } from "#app/components/ItemCard.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { appContext } from "#app/context.server.ts";
import { newsCard } from "#app/lib/public/cards.ts";
import { formatDate } from "#app/lib/public/format.ts";
import { headerFrom } from "#app/lib/public/header.ts";
import { loadImageInfo } from "#app/lib/public/images.server.ts";
import { alternatesOf, notFound, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { newsOverviewPath, newsPath, resolvePublicPath } from "#app/lib/public/urls.ts";
import { company } from "#server/company.ts";
import { findPublicNewsByUrl, newsByCategoryOrGroup } from "#server/news/service.ts";
import type { Route } from "./+types/news-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const { lang } = resolvePublicPath(url.pathname);
  const item = await findPublicNewsByUrl(db, lang, params.newsUrl);
  if (!item) throw notFound();
  const related = item.category_id
    ? (await newsByCategoryOrGroup(db, { language: lang, categoryId: item.category_id, count: 4 }))
        .filter((n) => n.id !== item.id)
        .slice(0, 3)
        .map((n) => newsCard(n, lang))
    : [];
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
    header: headerFrom(item, {
      category: item.category?.label ?? null,
      date: formatDate(item.published_at, lang),
    }),
    html: item.text,
    related,
    images: await loadImageInfo(db, [
      item.header_image,
      ...(item.show_slider ? item.slider_images : []),
      ...related.map((r) => r.image),
    ]),
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
  const { t } = useTranslation("public");
  const { header, html, related, lang } = loaderData;
  return (
    <>
      <PageHeader header={header} />
      <DetailBody html={html} backHref={newsOverviewPath(lang)} backLabel={t("news.back")} />
      {related.length ? (
        <section aria-labelledby="related-title" className="bg-slate-100 py-12 sm:py-16">
          <div className="mx-auto max-w-7xl px-4">
            <h2 id="related-title" className="mb-6 text-2xl font-extrabold text-brand-900">
              {t("news.related")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((card) => (
                <li key={card.id}>
                  <ItemCard card={card} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
