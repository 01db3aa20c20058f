/**
 * Layout route of every public page: loads the visible pages of the language once for the menus
 * (requirements §2 "header, menus and footer are built from page data") and renders the frame around the
 * matched route. A child's 404 renders inside this frame (the child's ErrorBoundary).
 */
import { Outlet, useRouteLoaderData } from "react-router";
import { PublicLayout } from "#app/components/Layout.tsx";
import { appContext } from "#app/context.server.ts";
import { documentHandle, loadAsDocument } from "#app/islands/handle.ts";
import { siteMenus } from "#app/lib/public/content.server.ts";
import { cacheablePageHeaders } from "#core/page-cache-marker.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import { flashQueryOf } from "#core/session/flash.ts";
import type { Route } from "./+types/layout";

/** anonymous answers of every public page may be served from the page cache (child routes inherit it) */
export const headers = cacheablePageHeaders;

/** every public page is a document with islands, not a hydrated app (app/islands/handle.ts) */
export const handle = documentHandle;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  return { lang, menus: await siteMenus(deps, lang), flash: flashQueryOf(url) };
}

/** a client navigation into a public page becomes a document load (app/islands/handle.ts) */
export const clientLoader = loadAsDocument;

export default function Layout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { user?: unknown; analyticsId?: string | null } | undefined;
  return (
    <PublicLayout
      lang={loaderData.lang}
      flash={loaderData.flash}
      menus={loaderData.menus}
      loggedIn={Boolean(root?.user)}
      analyticsId={root?.analyticsId ?? null}
    >
      <Outlet />
    </PublicLayout>
  );
}
