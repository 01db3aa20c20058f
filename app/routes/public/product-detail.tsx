/**
 * productDetail (requirements §2): a visible product by url: brand, price (EUR, nl-NL / en-GB), condition,
 * specifications, stock and size information; not-found (404) otherwise. JSON-LD Product.
 */
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { ProductDetailBody } from "#app/components/ProductDetailBody.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/product-detail";
import { loadProductDetail } from "./product-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadProductDetail(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { header, html, product, lang } = loaderData;
  return (
    <>
      <PageHeader header={header} productId={product.id} />
      <ProductDetailBody html={html} product={product} lang={lang} />
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
