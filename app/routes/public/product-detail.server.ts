/**
 * The loader of product-detail.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { appContext } from "#app/context.server.ts";
import { productContent, productPicture } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { productPath, resolvePublicPath } from "#core/public/urls.ts";
import { findPublicProductByUrl } from "#server/products/service.ts";
import type { Route } from "./+types/product-detail";

const schemaCondition = {
  new: "https://schema.org/NewCondition",
  "as-new": "https://schema.org/RefurbishedCondition",
  used: "https://schema.org/UsedCondition",
} as const;

export async function loadProductDetail({ context, params, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const { lang } = resolvePublicPath(url.pathname);
  const product = await findPublicProductByUrl(db, lang, params.productUrl);
  if (!product) throw await notFoundOrRedirect(db, url);
  const path = productPath(lang, product.url);
  const alternates = alternatesOf(
    lang,
    path,
    product.translation ? productPath(otherLanguage(lang), product.translation.url) : null,
  );
  const publicUrl = deps.config.publicUrl;
  const picture = productPicture(product);
  return {
    lang,
    ...(await productContent(db, lang, product)),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: product.title,
        description: product.seo_description || product.intro.slice(0, 300),
        path,
        alternates,
        image: product.facebook_image || picture || undefined,
        type: "product",
        jsonLd: [
          {
            "@context": "https://schema.org",
            "@type": "Product",
            name: product.title,
            description: product.seo_description || product.intro,
            ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
            ...(picture ? { image: `${publicUrl}${picture}` } : {}),
            offers: {
              "@type": "Offer",
              price: product.price.toFixed(2),
              priceCurrency: "EUR",
              itemCondition: schemaCondition[product.condition],
              availability:
                product.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
              url: `${publicUrl}${path}`,
            },
          },
        ],
      },
      publicUrl,
    ),
  };
}
