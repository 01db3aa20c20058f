/** tipDetail (requirements §2): a visible tip by url with its tips one to four; not-found (404) otherwise. */
import { TipBody } from "#app/components/bodies/TipBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { appContext } from "#app/context.server.ts";
import { tipContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { resolvePublicPath, tipPath } from "#app/lib/public/urls.ts";
import { notFoundOrRedirect } from "#server/redirects/answer.ts";
import { findPublicTipByUrl } from "#server/tips/service.ts";
import type { Route } from "./+types/tip-detail";

export async function loader({ context, params, url }: Route.LoaderArgs) {
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

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function TipDetail({ loaderData }: Route.ComponentProps) {
  return <TipBody {...loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
