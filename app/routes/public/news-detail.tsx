/** newsDetail (requirements §2): a visible news item by url; not-found (404) otherwise. JSON-LD NewsArticle. */
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { RelatedNews } from "#app/components/RelatedNews.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { newsOverviewPath } from "#core/public/urls.ts";
import type { Route } from "./+types/news-detail";
import { loadNewsDetail } from "./news-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadNewsDetail(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function NewsDetail({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  const { header, html, related, lang } = loaderData;
  return (
    <>
      <PageHeader header={header} />
      <DetailBody html={html} backHref={newsOverviewPath(lang)} backLabel={t("news.back")} />
      <RelatedNews related={related} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
