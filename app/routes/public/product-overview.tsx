/** productOverview (requirements §2): visible products for sale, paginated with ?page=, condition and price shown. */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { Overview } from "#app/components/Overview.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/product-overview";
import { loadProductOverview } from "./product-overview.server.ts";

export const loader = (args: Route.LoaderArgs) => loadProductOverview(args);

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
          {/* sold out stands out, as the condition does: in grey like the stock it read as a detail */}
          <dd
            className={
              p.stock > 0
                ? "text-slate-700"
                : "rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900"
            }
          >
            {p.stock > 0 ? t("products.inStock", { count: p.stock }) : t("products.outOfStock")}
          </dd>
        </dl>
      )}
    />
  );
}

export const ErrorBoundary = PublicErrorBoundary;
