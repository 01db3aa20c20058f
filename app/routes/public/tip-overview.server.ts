/**
 * The loader of tip-overview.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { tipCard } from "#app/lib/public/cards.server.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { tipOverviewPath } from "#core/public/urls.ts";
import { listPublicTips } from "#server/tips/service.ts";
import type { Route } from "./+types/tip-overview";

const PER_PAGE = 8;

export const loadTipOverview = (args: Route.LoaderArgs) =>
  loadOverview(args, {
    texts: "tips",
    perPage: PER_PAGE,
    path: tipOverviewPath,
    list: listPublicTips,
    entry: (item, lang) => ({ card: tipCard(item, lang) }),
  });
