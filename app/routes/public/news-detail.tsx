/** newsDetail (requirements §2): a visible news item by url; not-found (404) otherwise. JSON-LD NewsArticle. */
import { NewsBody } from "#app/components/bodies/NewsBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/news-detail";
import { loadNewsDetail } from "./news-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadNewsDetail(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  return <NewsBody {...loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
