/** tipOverview (requirements §2): visible tips of the language, paginated with ?page=. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { tipCard } from "#app/lib/public/cards.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { tipOverviewPath } from "#core/public/urls.ts";
import { listPublicTips } from "#server/tips/service.ts";
import type { Route } from "./+types/tip-overview";

export const PER_PAGE = 8;

export const loader = (args: Route.LoaderArgs) =>
  loadOverview(args, {
    texts: "tips",
    perPage: PER_PAGE,
    path: tipOverviewPath,
    list: listPublicTips,
    entry: (item, lang) => ({ card: tipCard(item, lang) }),
  });

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function TipOverview({ loaderData }: Route.ComponentProps) {
  return <Overview {...loaderData} columns="lg:grid-cols-4" />;
}

export const ErrorBoundary = PublicErrorBoundary;
