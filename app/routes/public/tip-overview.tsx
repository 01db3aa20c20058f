/** tipOverview (requirements §2): visible tips of the language, paginated with ?page=. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/tip-overview";
import { loadTipOverview } from "./tip-overview.server.ts";

export const loader = (args: Route.LoaderArgs) => loadTipOverview(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function TipOverview({ loaderData }: Route.ComponentProps) {
  return <Overview {...loaderData} columns="lg:grid-cols-4" />;
}

export const ErrorBoundary = PublicErrorBoundary;
