/** tipDetail (requirements §2): a visible tip by url with its tips one to four; not-found (404) otherwise. */
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { tipOverviewPath } from "#core/public/urls.ts";
import type { Route } from "./+types/tip-detail";
import { loadTipDetail } from "./tip-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadTipDetail(args);

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
