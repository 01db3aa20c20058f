/** tipDetail (requirements §2): a visible tip by url with its tips one to four; not-found (404) otherwise. */
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { appContext } from "#app/context.server.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { tipContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { resolvePublicPath, tipOverviewPath, tipPath } from "#core/public/urls.ts";
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
  const { t } = usePublicText();
  const { header, html, tips, lang } = loaderData;
  return (
    <>
      <PageHeader header={header} />
      <DetailBody html={html} backHref={tipOverviewPath(lang)} backLabel={t("tips.back")}>
        {tips.length ? (
          <section aria-labelledby="tips-title" className="mb-10 rounded-2xl bg-brand-50 p-6">
            <h2 id="tips-title" className="mb-4 text-xl font-bold text-brand-900">
              {t("tips.tipsTitle")}
            </h2>
            <ol className="space-y-4">
              {tips.map((tip, i) => (
                <li key={tip} className="flex gap-4">
                  <span
                    className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <span>
                    <span className="sr-only">{t("tips.tip", { n: i + 1 })}: </span>
                    {tip}
                  </span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </DetailBody>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
