/**
 * Layout route of every public page: loads the visible pages of the language once for the menus
 * (requirements §2 "header, menus and footer are built from page data") and renders the frame around the
 * matched route. A child's 404 renders inside this frame (the child's ErrorBoundary).
 */
import { Outlet, type ShouldRevalidateFunctionArgs, useRouteLoaderData } from "react-router";
import { PublicLayout } from "#app/components/Layout.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import { publicPages } from "#app/lib/public/content.server.ts";
import { buildMenus, withFixedLinks } from "#app/lib/public/menu.ts";
import {
  contactPath,
  newsOverviewPath,
  productOverviewPath,
  resolvePublicPath,
  tipOverviewPath,
} from "#app/lib/public/urls.ts";
import { cacheablePageHeaders } from "#server/page-cache/marker.ts";
import type { Route } from "./+types/layout";

/** anonymous answers of every public page may be served from the page cache (child routes inherit it) */
export const headers = cacheablePageHeaders;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const pages = await publicPages(deps, lang);
  const menus = buildMenus(pages, lang);
  const t = getI18n(lang).getFixedT(lang, "public");
  menus.main = withFixedLinks(
    menus.main,
    [
      { id: -1, label: t("menu.news"), href: newsOverviewPath(lang) },
      { id: -2, label: t("menu.tips"), href: tipOverviewPath(lang) },
      { id: -3, label: t("menu.sale"), href: productOverviewPath(lang) },
    ],
    contactPath(lang),
  );
  return { lang, menus };
}

/** the menus only change with the language */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (resolvePublicPath(currentUrl.pathname).lang !== resolvePublicPath(nextUrl.pathname).lang) return true;
  return nextUrl.pathname === currentUrl.pathname ? defaultShouldRevalidate : false;
}

export default function Layout({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as { user?: unknown; analyticsId?: string | null } | undefined;
  return (
    <PublicLayout
      lang={loaderData.lang}
      menus={loaderData.menus}
      loggedIn={Boolean(root?.user)}
      analyticsId={root?.analyticsId ?? null}
    >
      <Outlet />
    </PublicLayout>
  );
}
