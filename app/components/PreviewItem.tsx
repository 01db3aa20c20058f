/**
 * A previewed item in the public site's frame (requirements §2): the 'Preview page' label above the
 * item's one body (app/components/bodies/: the component its public route renders) in the item's
 * language. The admin preview and the shareable preview link both render this, so they show the same.
 */
import type { ReactNode } from "react";
import { NewsBody } from "#app/components/bodies/NewsBody.tsx";
import { PageBody } from "#app/components/bodies/PageBody.tsx";
import { ProductBody } from "#app/components/bodies/ProductBody.tsx";
import { TipBody } from "#app/components/bodies/TipBody.tsx";
import { PublicLayout } from "#app/components/Layout.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import type { Menus } from "#app/lib/public/menu.ts";
import type { PreviewItemData } from "#app/lib/public/preview-item.server.ts";
import type { Language } from "#core/lang.ts";

function PreviewLabel() {
  const { t } = useAdminText();
  return (
    <div className="bg-amber-400 px-4 py-2 text-center font-bold text-slate-900" role="status">
      {t("preview.label")}
    </div>
  );
}

/** the item's one body, the same component its public route renders (app/components/bodies/) */
function PreviewBody({ item, menus }: { item: PreviewItemData; menus: Menus }) {
  switch (item.type) {
    case "page":
      return <PageBody {...item} mainMenu={menus.main} />;
    case "news":
      return <NewsBody {...item} />;
    case "tip":
      return <TipBody {...item} />;
    case "product":
      return <ProductBody {...item} />;
  }
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
      <PreviewLabel />
      <PreviewBody item={item} menus={menus} />
    </PreviewFrame>
  );
}
