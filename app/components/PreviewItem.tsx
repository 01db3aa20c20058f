/**
 * A previewed item in the public site's frame (requirements §2): the 'Preview page' label above the
 * item's header and body, rendered by the public routes' own components in the item's language. The
 * admin preview and the shareable preview link both render this, so they show the same.
 */
import type { ReactNode } from "react";
import { Blocks } from "#app/blocks/registry.tsx";
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicLayout } from "#app/components/Layout.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { ProductDetailBody } from "#app/components/ProductDetailBody.tsx";
import { RelatedNews } from "#app/components/RelatedNews.tsx";
import { menuNodeOf, SubPages } from "#app/components/SubPages.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import type { Menus } from "#app/lib/public/menu.ts";
import type { PreviewItemData } from "#app/lib/public/preview-item.server.ts";
import type { Language } from "#core/lang.ts";
import { homeFullUrl, newsOverviewPath, pagePath, tipOverviewPath } from "#core/public/urls.ts";

function PreviewLabel() {
  const { t } = useAdminText();
  return (
    <div className="bg-amber-400 px-4 py-2 text-center font-bold text-slate-900" role="status">
      {t("preview.label")}
    </div>
  );
}

function PreviewBody({ item, menus }: { item: PreviewItemData; menus: Menus }) {
  const { t } = usePublicText();
  return (
    <>
      <PreviewLabel />
      <PageHeader
        header={item.header}
        productId={item.type === "product" && "product" in item ? item.product.id : undefined}
      />
      {item.type === "page" && "blocks" in item ? (
        <>
          <Blocks blocks={item.blocks} data={item.blockData} lang={item.lang} pageUrl={item.fullUrl} />
          {item.fullUrl === homeFullUrl(item.lang) ? null : (
            <SubPages pages={menuNodeOf(menus.main, pagePath(item.lang, item.fullUrl))?.children ?? []} />
          )}
        </>
      ) : null}
      {item.type === "news" && "related" in item ? (
        <>
          <DetailBody
            html={item.html ?? ""}
            backHref={newsOverviewPath(item.lang)}
            backLabel={t("news.back")}
          />
          <RelatedNews related={item.related} />
        </>
      ) : null}
      {item.type === "tip" && "tips" in item ? (
        <DetailBody html={item.html ?? ""} backHref={tipOverviewPath(item.lang)} backLabel={t("tips.back")}>
          {item.tips?.length ? (
            <section className="mb-10 rounded-2xl bg-brand-50 p-6">
              <h2 className="mb-4 text-xl font-bold text-brand-900">{t("tips.tipsTitle")}</h2>
              <ol className="list-decimal space-y-3 pl-6">
                {item.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ol>
            </section>
          ) : null}
        </DetailBody>
      ) : null}
      {item.type === "product" && "product" in item ? (
        <ProductDetailBody html={item.html} product={item.product} lang={item.lang} />
      ) : null}
    </>
  );
}

/** the public frame in a language, for a preview or a page about one (an expired link) */
export function PreviewFrame({
  lang,
  menus,
  loggedIn,
  consent = true,
  children,
}: {
  lang: Language;
  menus: Menus;
  loggedIn: boolean;
  /** false in the edit screen's live preview (app/admin/LivePreview.tsx): no cookie question over the item */
  consent?: boolean;
  children: ReactNode;
}) {
  return (
    <TextLanguage lang={lang}>
      <div lang={lang}>
        <PublicLayout lang={lang} menus={menus} loggedIn={loggedIn} analyticsId={null} consent={consent}>
          {children}
        </PublicLayout>
      </div>
    </TextLanguage>
  );
}

export function PreviewItem({
  item,
  menus,
  loggedIn,
  consent,
}: {
  item: PreviewItemData;
  menus: Menus;
  loggedIn: boolean;
  consent?: boolean;
}) {
  return (
    <PreviewFrame lang={item.lang} menus={menus} loggedIn={loggedIn} consent={consent}>
      <PreviewBody item={item} menus={menus} />
    </PreviewFrame>
  );
}
