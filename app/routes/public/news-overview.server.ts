/**
 * The loader of news-overview.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { newsCard } from "#app/lib/public/cards.server.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { newsOverviewPath } from "#core/public/urls.ts";
import { listPublicNews } from "#server/news/service.ts";
import type { Route } from "./+types/news-overview";

const PER_PAGE = 9;

export const loadNewsOverview = (args: Route.LoaderArgs) =>
  loadOverview(args, {
    texts: "news",
    perPage: PER_PAGE,
    path: newsOverviewPath,
    list: listPublicNews,
    entry: (item, lang) => ({ card: newsCard(item, lang) }),
  });
