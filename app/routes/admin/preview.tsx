/**
 * /cougarXr7/preview/{pagina|nieuws|tip|product}/:id (requirements §2): the item — published or not —
 * rendered with the public site's own layout and components, with a 'Preview page' label in the
 * header. The loader guards (cms-admin) and reads the item in-process; an unknown id shows the
 * requirements §8 not-found toast and returns to the section list.
 */
import { useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { adminHeaders, guardAdmin } from "#app/admin/guard.server.ts";
import { adminLanguageFrom } from "#app/admin/language.ts";
import { ADMIN_BASE } from "#app/admin/path.ts";
import { resourceFor } from "#app/admin/resources/index.ts";
import { Blocks } from "#app/blocks/registry.tsx";
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicLayout } from "#app/components/Layout.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { ProductDetailBody } from "#app/components/ProductDetailBody.tsx";
import { RelatedNews } from "#app/components/RelatedNews.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import type { Language } from "#app/i18n/lang.ts";
import { siteMenus } from "#app/lib/public/content.server.ts";
import {
  newsContent,
  pageContent,
  productContent,
  tipContent,
} from "#app/lib/public/detail-content.server.ts";
import { newsOverviewPath, tipOverviewPath } from "#app/lib/public/urls.ts";
import type { Tx } from "#server/db/client.ts";
import { findNewsById } from "#server/news/service.ts";
import { findPageById } from "#server/pages/service.ts";
import { findProductById } from "#server/products/service.ts";
import { findTipById } from "#server/tips/service.ts";
import type { Route } from "./+types/preview";

const sections = { pagina: "paginas", nieuws: "nieuws", tip: "tips", product: "producten" } as const;
type Kind = keyof typeof sections;

/** the item with what its public route would show, loaded by the same functions (detail-content.server.ts) */
async function loadItem(db: Tx, kind: Kind, id: number) {
  switch (kind) {
    case "pagina": {
      const page = await findPageById(db, id);
      if (!page) return null;
      const lang = page.language as Language;
      return { kind, lang, fullUrl: page.full_url, ...(await pageContent(db, lang, page)) };
    }
    case "nieuws": {
      const item = await findNewsById(db, id);
      if (!item) return null;
      const lang = item.language as Language;
      return { kind, lang, ...(await newsContent(db, lang, item)) };
    }
    case "tip": {
      const tip = await findTipById(db, id);
      if (!tip) return null;
      const lang = tip.language as Language;
      return { kind, lang, ...(await tipContent(db, lang, tip)) };
    }
    case "product": {
      const product = await findProductById(db, id);
      if (!product) return null;
      const lang = product.language as Language;
      return { kind, lang, ...(await productContent(db, lang, product)) };
    }
  }
}

export async function loader({ context, request, params, url }: Route.LoaderArgs) {
  await guardAdmin(context, url);
  const kind = url.pathname.split("/")[3] as Kind;
  const adminLang = adminLanguageFrom(request.headers.get("cookie"));
  const id = Number(params.id);
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const item = Number.isInteger(id) && id > 0 ? await loadItem(db, kind, id) : null;
  if (!item) return { missing: true as const, kind, adminLang };
  const { images, ...rest } = item;
  return { missing: false as const, item: rest, menus: await siteMenus(deps, item.lang), images, adminLang };
}

export const headers = adminHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData && !loaderData.missing ? loaderData.item.header.title : "Preview";
  return [{ title: `${title} | Preview` }, { name: "robots", content: "noindex, nofollow" }];
}

function Missing({ kind, adminLang }: { kind: Kind; adminLang: Language }) {
  const navigate = useNavigate();
  useEffect(() => {
    const def = resourceFor(sections[kind]);
    if (def) toast.error(def.notFound[adminLang], { id: "preview-missing" });
    void navigate(`${ADMIN_BASE}/${sections[kind]}/overzicht`, { replace: true });
  }, [kind, adminLang, navigate]);
  return null;
}

function PreviewLabel() {
  const { t } = useTranslation("admin");
  return (
    <div className="bg-amber-400 px-4 py-2 text-center font-bold text-slate-900" role="status">
      {t("preview.label")}
    </div>
  );
}

function PreviewBody({ data }: { data: Extract<Route.ComponentProps["loaderData"], { missing: false }> }) {
  const { t } = useTranslation("public");
  const { item } = data;
  return (
    <>
      <PreviewLabel />
      <PageHeader header={item.header} />
      {item.kind === "pagina" && "blocks" in item ? (
        <Blocks blocks={item.blocks} data={item.blockData} lang={item.lang} pageUrl={item.fullUrl} />
      ) : null}
      {item.kind === "nieuws" && "related" in item ? (
        <>
          <DetailBody
            html={item.html ?? ""}
            backHref={newsOverviewPath(item.lang)}
            backLabel={t("news.back")}
          />
          <RelatedNews related={item.related} />
        </>
      ) : null}
      {item.kind === "tip" && "tips" in item ? (
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
      {item.kind === "product" && "product" in item ? (
        <ProductDetailBody html={item.html} product={item.product} lang={item.lang} />
      ) : null}
    </>
  );
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  if (loaderData.missing) return <Missing kind={loaderData.kind} adminLang={loaderData.adminLang} />;
  const lang = loaderData.item.lang;
  return (
    <I18nextProvider i18n={getI18n(lang)}>
      <div lang={lang}>
        <PublicLayout lang={lang} menus={loaderData.menus} loggedIn analyticsId={null}>
          <PreviewBody data={loaderData} />
        </PublicLayout>
      </div>
    </I18nextProvider>
  );
}
