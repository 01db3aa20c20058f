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
import { blockImageUrls, loadBlockData, parseBlocks } from "#app/blocks/data.server.ts";
import { Blocks } from "#app/blocks/registry.tsx";
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicLayout } from "#app/components/Layout.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import type { Language } from "#app/i18n/lang.ts";
import { formatDate } from "#app/lib/public/format.ts";
import { headerFrom } from "#app/lib/public/header.ts";
import { loadImageInfo } from "#app/lib/public/images.server.ts";
import { buildMenus, withFixedLinks } from "#app/lib/public/menu.ts";
import { contactPath, newsOverviewPath, productOverviewPath, tipOverviewPath } from "#app/lib/public/urls.ts";
import type { Tx } from "#server/db/client.ts";
import { findNewsById } from "#server/news/service.ts";
import { findPageById, listPublicPages } from "#server/pages/service.ts";
import { findProductById } from "#server/products/service.ts";
import { findTipById } from "#server/tips/service.ts";
import type { Route } from "./+types/preview";

const sections = { pagina: "paginas", nieuws: "nieuws", tip: "tips", product: "producten" } as const;
type Kind = keyof typeof sections;

async function menusFor(db: Tx, lang: Language) {
  const pages = await listPublicPages(db, lang);
  const menus = buildMenus(pages, lang);
  const t = getI18n(lang).getFixedT(lang, "public");
  menus.main = withFixedLinks(
    menus.main,
    [
      { id: -1, label: t("menu.news"), href: newsOverviewPath(lang) },
      { id: -2, label: t("menu.tips"), href: tipOverviewPath(lang) },
      { id: -3, label: t("menu.sale"), href: productOverviewPath(lang) },
    ],
    contactPath(lang),
  );
  return menus;
}

async function loadItem(db: Tx, kind: Kind, id: number) {
  switch (kind) {
    case "pagina": {
      const page = await findPageById(db, id);
      if (!page) return null;
      const lang = page.language as Language;
      const blocks = parseBlocks(page.blocks);
      const blockData = await loadBlockData(db, lang, blocks);
      return {
        kind,
        lang,
        header: headerFrom(page),
        fullUrl: page.full_url,
        blocks,
        blockData,
        imageUrls: [
          page.header_image,
          ...(page.show_slider ? page.slider_images : []),
          ...blockImageUrls(blocks, blockData),
        ],
      };
    }
    case "nieuws": {
      const item = await findNewsById(db, id);
      if (!item) return null;
      const lang = item.language as Language;
      return {
        kind,
        lang,
        header: headerFrom(item, {
          category: item.category?.label ?? null,
          date: formatDate(item.published_at, lang),
        }),
        html: item.text,
        imageUrls: [item.header_image, ...(item.show_slider ? item.slider_images : [])],
      };
    }
    case "tip": {
      const tip = await findTipById(db, id);
      if (!tip) return null;
      const lang = tip.language as Language;
      return {
        kind,
        lang,
        header: headerFrom(tip, { date: formatDate(tip.published_at, lang) }),
        html: tip.text,
        tips: [tip.tip_one, tip.tip_two, tip.tip_three, tip.tip_four].filter((x) => x.trim() !== ""),
        imageUrls: [tip.header_image, ...(tip.show_slider ? tip.slider_images : [])],
      };
    }
    case "product": {
      const product = await findProductById(db, id);
      if (!product) return null;
      const lang = product.language as Language;
      const price = new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", {
        style: "currency",
        currency: "EUR",
      }).format(product.price_cents / 100);
      return {
        kind,
        lang,
        header: headerFrom(product),
        html: product.text,
        product: {
          title: product.title,
          picture: product.product_image || product.image,
          price,
          brand: product.brand,
          condition: product.condition,
          stock: product.stock,
          specifications: product.specifications,
          size: product.size_information,
        },
        imageUrls: [
          product.header_image,
          product.product_image || product.image,
          ...(product.show_slider ? product.slider_images : []),
        ],
      };
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
  const { imageUrls, ...rest } = item;
  const [menus, images] = await Promise.all([
    menusFor(db, item.lang),
    loadImageInfo(db, imageUrls.filter(Boolean)),
  ]);
  return { missing: false as const, item: rest, menus, images, adminLang };
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

function ProductBody({
  item,
}: {
  item: Extract<Route.ComponentProps["loaderData"], { missing: false }>["item"];
}) {
  const { t } = useTranslation("public");
  if (!("product" in item) || !item.product) return null;
  const p = item.product;
  return (
    <DetailBody
      html={item.html ?? ""}
      backHref={productOverviewPath(item.lang)}
      backLabel={t("products.back")}
      aside={
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          {p.picture ? (
            <Picture src={p.picture} alt={p.title} className="mb-4 w-full rounded-xl" sizes="33vw" />
          ) : null}
          <p className="text-3xl font-extrabold text-brand-900">{p.price}</p>
          <dl className="mt-4 text-slate-800">
            {p.brand ? (
              <div className="flex justify-between gap-4 border-b border-slate-200 py-2">
                <dt className="font-semibold">{t("products.brand")}</dt>
                <dd>{p.brand}</dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-4 border-b border-slate-200 py-2">
              <dt className="font-semibold">{t("products.condition")}</dt>
              <dd>{t(`products.conditions.${p.condition}` as never)}</dd>
            </div>
          </dl>
        </div>
      }
    >
      {p.specifications ? (
        <section className="mb-10">
          <h2 className="mb-3 text-2xl font-extrabold text-brand-900">{t("products.specifications")}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when it was saved */}
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: p.specifications }} />
        </section>
      ) : null}
    </DetailBody>
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
      {item.kind === "nieuws" ? (
        <DetailBody
          html={item.html ?? ""}
          backHref={newsOverviewPath(item.lang)}
          backLabel={t("news.back")}
        />
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
      {item.kind === "product" ? <ProductBody item={item} /> : null}
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
