/**
 * The one body of a tip (requirements §2): its header, its tips one to four as numbered badges, and
 * its text. The tip page (app/routes/public/tip-detail.tsx) and the preview
 * (app/components/PreviewItem.tsx) both render this, so they cannot drift apart.
 */

import { usePublicText } from "#app/i18n/locales/public.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import type { Language } from "#core/lang.ts";
import { tipOverviewPath } from "#core/public/urls.ts";
import { DetailBody } from "../DetailBody.tsx";
import { PageHeader } from "../PageHeader.tsx";

export interface TipBodyProps {
  header: HeaderContent;
  html: string;
  /** the filled ones of tips one to four (app/lib/public/detail-content.server.ts) */
  tips: readonly string[];
  lang: Language;
}

export function TipBody({ header, html, tips, lang }: TipBodyProps) {
  const { t } = usePublicText();
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
