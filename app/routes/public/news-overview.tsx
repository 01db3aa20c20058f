/** newsOverview (requirements §2): visible news of the language, paginated with ?page=, category shown. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { newsCard } from "#app/lib/public/cards.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { newsOverviewPath } from "#core/public/urls.ts";
import { listPublicNews } from "#server/news/service.ts";
import type { Route } from "./+types/news-overview";

export const PER_PAGE = 9;

export const loader = (args: Route.LoaderArgs) =>
  loadOverview(args, {
    texts: "news",
    perPage: PER_PAGE,
    path: newsOverviewPath,
    list: listPublicNews,
    entry: (item, lang) => ({ card: newsCard(item, lang) }),
  });

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsOverview({ loaderData }: Route.ComponentProps) {
  return <Overview {...loaderData} columns="lg:grid-cols-3" />;
}

export const ErrorBoundary = PublicErrorBoundary;
