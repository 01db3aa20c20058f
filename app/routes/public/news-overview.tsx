/** newsOverview (requirements §2): visible news of the language, paginated with ?page=, category shown. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/news-overview";
import { loadNewsOverview } from "./news-overview.server.ts";

export const loader = (args: Route.LoaderArgs) => loadNewsOverview(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsOverview({ loaderData }: Route.ComponentProps) {
  return <Overview {...loaderData} columns="lg:grid-cols-3" />;
}

export const ErrorBoundary = PublicErrorBoundary;
