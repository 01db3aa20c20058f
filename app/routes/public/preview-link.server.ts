/**
 * The loader of preview-link.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { data } from "react-router";
import { appContext } from "#app/context.server.ts";
import { siteMenus } from "#app/lib/public/content.server.ts";
import { loadPreviewItem } from "#app/lib/public/preview-item.server.ts";
import type { Language } from "#core/lang.ts";
import { pickLanguage } from "#server/http.ts";
import { findPreviewEntity, resolvePreviewLink } from "#server/preview-links/service.ts";
import type { Route } from "./+types/preview-link";

const privateHeaders = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function loadPreviewLink({ context, request, params }: Route.LoaderArgs) {
  const { deps, user } = context.get(appContext);
  const db = deps.database.db;
  const link = await resolvePreviewLink(db, params.token, new Date());
  const loggedIn = Boolean(user);
  if (link.state === "active") {
    const item = await loadPreviewItem(db, link.type, link.id);
    if (item) {
      const { images, ...rest } = item;
      const menus = await siteMenus(deps, item.lang);
      return data(
        { state: "active" as const, item: rest, menus, images, loggedIn },
        { headers: privateHeaders },
      );
    }
  }
  const known = link.state !== "unknown";
  const entity = known ? await findPreviewEntity(db, link.type, link.id) : null;
  const lang: Language =
    entity?.language === "en" || entity?.language === "nl"
      ? entity.language
      : pickLanguage(undefined, request.headers.get("accept-language") ?? undefined);
  const menus = await siteMenus(deps, lang);
  return data(
    { state: known ? ("gone" as const) : ("unknown" as const), lang, menus, loggedIn },
    { status: known ? 410 : 404, headers: privateHeaders },
  );
}
