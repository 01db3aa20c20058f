/**
 * The one body of a news item (requirements §2): its header, its text and up to three other items of
 * its category. The news page (app/routes/public/news-detail.tsx) and the preview
 * (app/components/PreviewItem.tsx) both render this.
 */
import type { ItemCard } from "#app/blocks/types.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import type { Language } from "#core/lang.ts";
import { newsOverviewPath } from "#core/public/urls.ts";
import { DetailBody } from "../DetailBody.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { RelatedNews } from "../RelatedNews.tsx";

export interface NewsBodyProps {
  header: HeaderContent;
  html: string;
  related: readonly ItemCard[];
  lang: Language;
}

export function NewsBody({ header, html, related, lang }: NewsBodyProps) {
  const { t } = usePublicText();
  return (
    <>
      <PageHeader header={header} />
      <DetailBody html={html} backHref={newsOverviewPath(lang)} backLabel={t("news.back")} />
      <RelatedNews related={related} />
    </>
  );
}
