/** tipDetail (requirements §2): a visible tip by url with its tips one to four; not-found (404) otherwise. */
import { TipBody } from "#app/components/bodies/TipBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/tip-detail";
import { loadTipDetail } from "./tip-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadTipDetail(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function TipDetail({ loaderData }: Route.ComponentProps) {
  return <TipBody {...loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
