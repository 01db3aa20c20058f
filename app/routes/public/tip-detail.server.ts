/**
 * The loader of tip-detail.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { appContext } from "#app/context.server.ts";
import { tipContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { resolvePublicPath, tipPath } from "#core/public/urls.ts";
import { findPublicTipByUrl } from "#server/tips/service.ts";
import type { Route } from "./+types/tip-detail";

export async function loadTipDetail({ context, params, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const { lang } = resolvePublicPath(url.pathname);
  const tip = await findPublicTipByUrl(db, lang, params.tipUrl);
  if (!tip) throw await notFoundOrRedirect(db, url);
  const path = tipPath(lang, tip.url);
  const alternates = alternatesOf(
    lang,
    path,
    tip.translation ? tipPath(otherLanguage(lang), tip.translation.url) : null,
  );
  return {
    lang,
    ...(await tipContent(db, lang, tip)),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: tip.title,
        description: tip.seo_description || tip.intro.slice(0, 300),
        path,
        alternates,
        image: tip.facebook_image || tip.header_image || tip.image || undefined,
        type: "article",
      },
      deps.config.publicUrl,
    ),
  };
}
