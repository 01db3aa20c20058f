/**
 * productDetail (requirements §2): a visible product by url: brand, price (EUR, nl-NL / en-GB), condition,
 * specifications, stock and size information; not-found (404) otherwise. JSON-LD Product.
 */
import { ProductBody } from "#app/components/bodies/ProductBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/product-detail";
import { loadProductDetail } from "./product-detail.server.ts";

export const loader = (args: Route.LoaderArgs) => loadProductDetail(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductBody {...loaderData} />;
}

export const ErrorBoundary = PublicErrorBoundary;
