/** productOverview (requirements §2): visible products for sale, paginated with ?page=, condition and price shown. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { productOverviewPath, productPath } from "#core/public/urls.ts";
import { listPublicProducts } from "#server/products/service.ts";
import type { Route } from "./+types/product-overview";

export const PER_PAGE = 9;

export const loader = (args: Route.LoaderArgs) =>
  loadOverview(args, {
    texts: "products",
    perPage: PER_PAGE,
    path: productOverviewPath,
    list: (db, q) => listPublicProducts(db, { ...q, productType: "product-sale" }),
    entry: (p, lang) => ({
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
    }),
  });

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function ProductOverview({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  return (
    <Overview
      {...loaderData}
      columns="lg:grid-cols-3"
      extra={(p) => (
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
      )}
    />
  );
}

export const ErrorBoundary = PublicErrorBoundary;
