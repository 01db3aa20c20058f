/** tipOverview (requirements §2): visible tips of the language, paginated with ?page=. */

import { ItemCard, overviewPreloadIndex } from "#app/components/ItemCard.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { headerHasImage, PageHeader } from "#app/components/PageHeader.tsx";
import { Pagination } from "#app/components/Pagination.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import { tipCard } from "#app/lib/public/cards.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { loadImageInfo } from "#app/lib/public/images.server.ts";
import { notFound, pageParam } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { resolvePublicPath, tipOverviewPath } from "#app/lib/public/urls.ts";
import { listPublicTips } from "#server/tips/service.ts";
import type { Route } from "./+types/tip-overview";

export const PER_PAGE = 8;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const page = pageParam(url);
  const result = await listPublicTips(deps.database.db, { language: lang, page, perPage: PER_PAGE });
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  if (page > pages) throw notFound();
  const cards = result.items.map((item) => tipCard(item, lang));
  const t = getI18n(lang).getFixedT(lang, "public");
  const path = tipOverviewPath(lang);
  const alternates = { nl: tipOverviewPath("nl"), en: tipOverviewPath("en") };
  return {
    lang,
    cards,
    page,
    pages,
    path,
    header: fixedHeader(t("tips.overview"), "", t("tips.intro")),
    images: await loadImageInfo(
      deps.database.db,
      cards.map((c) => c.image),
    ),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: page > 1 ? `${t("tips.overview")} – ${t("pagination.page", { n: page })}` : t("tips.overview"),
        description: t("tips.intro"),
        path: page > 1 ? `${path}?page=${page}` : path,
        alternates,
      },
      deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function TipOverview({ loaderData }: Route.ComponentProps) {
  const { header, cards, page, pages, path } = loaderData;
  const preloadIndex = overviewPreloadIndex(cards, headerHasImage(header));
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
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
