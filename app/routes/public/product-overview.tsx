/** productOverview (requirements §2): visible products for sale, paginated with ?page=, condition and price shown. */
import { useTranslation } from "react-i18next";
import { ItemCard, overviewPreloadIndex } from "#app/components/ItemCard.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { headerHasImage, PageHeader } from "#app/components/PageHeader.tsx";
import { Pagination } from "#app/components/Pagination.tsx";
import { appContext } from "#app/context.server.ts";
import { getI18n } from "#app/i18n/i18n.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { loadImageInfo } from "#app/lib/public/images.server.ts";
import { notFound, pageParam } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { productOverviewPath, productPath, resolvePublicPath } from "#app/lib/public/urls.ts";
import { listPublicProducts } from "#server/products/service.ts";
import type { Route } from "./+types/product-overview";

export const PER_PAGE = 9;

export async function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const page = pageParam(url);
  const result = await listPublicProducts(deps.database.db, {
    language: lang,
    page,
    perPage: PER_PAGE,
    productType: "product-sale",
  });
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  if (page > pages) throw notFound();
  const products = result.items.map((p) => ({
    card: {
      id: p.id,
      title: p.title,
      intro: p.intro,
      image: p.image || p.product_image,
      href: productPath(lang, p.url),
    },
    brand: p.brand,
    price: formatEuro(p.price, lang),
    condition: p.condition,
    stock: p.stock,
  }));
  const t = getI18n(lang).getFixedT(lang, "public");
  const path = productOverviewPath(lang);
  const alternates = { nl: productOverviewPath("nl"), en: productOverviewPath("en") };
  return {
    lang,
    products,
    page,
    pages,
    path,
    header: fixedHeader(t("products.overview"), "", t("products.intro")),
    images: await loadImageInfo(
      deps.database.db,
      products.map((p) => p.card.image),
    ),
    alternates,
    meta: seoMeta(
      {
        lang,
        title:
          page > 1
            ? `${t("products.overview")} – ${t("pagination.page", { n: page })}`
            : t("products.overview"),
        description: t("products.intro"),
        path: page > 1 ? `${path}?page=${page}` : path,
        alternates,
      },
      deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { header, products, page, pages, path } = loaderData;
  const preloadIndex = overviewPreloadIndex(
    products.map((p) => p.card),
    headerHasImage(header),
  );
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {products.map((p, index) => (
            <li key={p.card.id}>
              <ItemCard
                card={p.card}
                headingLevel={2}
                preload={index === preloadIndex}
                extra={
                  <dl className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
                    <dt className="sr-only">{t("products.price")}</dt>
                    <dd className="text-xl font-extrabold text-brand-900">{p.price}</dd>
                    <dt className="sr-only">{t("products.condition")}</dt>
                    <dd className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold text-emerald-800">
                      {t(`products.conditions.${p.condition}`)}
                    </dd>
                    {p.brand ? (
                      <>
                        <dt className="sr-only">{t("products.brand")}</dt>
                        <dd className="text-slate-700">{p.brand}</dd>
                      </>
                    ) : null}
                    <dt className="sr-only">{t("products.stock")}</dt>
                    <dd className="text-slate-700">
                      {p.stock > 0 ? t("products.inStock", { count: p.stock }) : t("products.outOfStock")}
                    </dd>
                  </dl>
                }
              />
            </li>
          ))}
        </ul>
        <Pagination path={path} page={page} pages={pages} />
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
