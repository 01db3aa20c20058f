/** newsOverview (requirements §2): visible news of the language, paginated with ?page=, category shown. */

import { ItemCard, overviewPreloadIndex } from "#app/components/ItemCard.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { headerHasImage, PageHeader } from "#app/components/PageHeader.tsx";
import { Pagination } from "#app/components/Pagination.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import { newsCard } from "#app/lib/public/cards.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { loadImageInfo } from "#app/lib/public/images.server.ts";
import { notFound, pageParam } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { newsOverviewPath, resolvePublicPath } from "#app/lib/public/urls.ts";
import { listPublicNews } from "#server/news/service.ts";
import type { Route } from "./+types/news-overview";

export const PER_PAGE = 9;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const page = pageParam(url);
  const result = await listPublicNews(deps.database.db, { language: lang, page, perPage: PER_PAGE });
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  if (page > pages) throw notFound();
  const cards = result.items.map((item) => newsCard(item, lang));
  const t = getI18n(lang).getFixedT(lang, "public");
  const path = newsOverviewPath(lang);
  const alternates = { nl: newsOverviewPath("nl"), en: newsOverviewPath("en") };
  return {
    lang,
    cards,
    page,
    pages,
    path,
    header: fixedHeader(t("news.overview"), "", t("news.intro")),
    images: await loadImageInfo(
      deps.database.db,
      cards.map((c) => c.image),
    ),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: page > 1 ? `${t("news.overview")} – ${t("pagination.page", { n: page })}` : t("news.overview"),
        description: t("news.intro"),
        path: page > 1 ? `${path}?page=${page}` : path,
        alternates,
      },
      deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsOverview({ loaderData }: Route.ComponentProps) {
  const { header, cards, page, pages, path } = loaderData;
  const preloadIndex = overviewPreloadIndex(cards, headerHasImage(header));
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id}>
              <ItemCard card={card} headingLevel={2} preload={index === preloadIndex} />
            </li>
          ))}
        </ul>
        <Pagination path={path} page={page} pages={pages} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
