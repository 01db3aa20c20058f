/**
 * The loader of product-overview.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { formatEuro } from "#app/lib/number-format.ts";
import { loadOverview } from "#app/lib/public/overview.server.ts";
import { productOverviewPath, productPath } from "#core/public/urls.ts";
import { listPublicProducts } from "#server/products/service.ts";
import type { Route } from "./+types/product-overview";

const PER_PAGE = 9;

export const loadProductOverview = (args: Route.LoaderArgs) =>
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
