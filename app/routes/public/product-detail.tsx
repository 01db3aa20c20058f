/**
 * productDetail (requirements §2): a visible product by url: brand, price (EUR, nl-NL / en-GB), condition,
 * specifications, stock and size information; not-found (404) otherwise. JSON-LD Product.
 */
import { useTranslation } from "react-i18next";
import { useContactModal } from "#app/components/ContactModal.tsx";
import { DetailBody } from "#app/components/DetailBody.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { Picture } from "#app/components/Picture.tsx";
import { appContext } from "#app/context.server.ts";
import { productContent, productPicture } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, notFound, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { productOverviewPath, productPath, resolvePublicPath } from "#app/lib/public/urls.ts";
import { findPublicProductByUrl } from "#server/products/service.ts";
import type { Route } from "./+types/product-detail";

const schemaCondition = {
  new: "https://schema.org/NewCondition",
  "as-new": "https://schema.org/RefurbishedCondition",
  used: "https://schema.org/UsedCondition",
} as const;

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const db = deps.database.db;
  const { lang } = resolvePublicPath(url.pathname);
  const product = await findPublicProductByUrl(db, lang, params.productUrl);
  if (!product) throw notFound();
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

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  const { openForProduct } = useContactModal();
  const { header, html, product, lang } = loaderData;
  const row = "flex justify-between gap-4 border-b border-slate-200 py-2";
  return (
    <>
      <PageHeader header={header} />
      <DetailBody
        html={html}
        backHref={productOverviewPath(lang)}
        backLabel={t("products.back")}
        aside={
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            {product.picture ? (
              <Picture
                src={product.picture}
                alt={product.title}
                className="mb-4 w-full rounded-xl"
                sizes="(min-width: 1024px) 33vw, 100vw"
              />
            ) : null}
            <p className="text-3xl font-extrabold text-brand-900" data-testid="product-price">
              <span className="sr-only">{t("products.price")}: </span>
              {product.price}
            </p>
            <dl className="mt-4 text-slate-800">
              {product.brand ? (
                <div className={row}>
                  <dt className="font-semibold">{t("products.brand")}</dt>
                  <dd>{product.brand}</dd>
                </div>
              ) : null}
              <div className={row}>
                <dt className="font-semibold">{t("products.condition")}</dt>
                <dd>{t(`products.conditions.${product.condition}`)}</dd>
              </div>
              <div className={row}>
                <dt className="font-semibold">{t("products.stock")}</dt>
                <dd>
                  {product.stock > 0
                    ? t("products.inStock", { count: product.stock })
                    : t("products.outOfStock")}
                </dd>
              </div>
            </dl>
            <button
              type="button"
              onClick={() => openForProduct({ id: product.id, title: product.title })}
              className="mt-5 w-full rounded-full bg-accent-500 px-5 py-3 font-bold text-slate-900 hover:bg-amber-400"
            >
              {t("products.interested")}
            </button>
          </div>
        }
      >
        {product.specifications ? (
          <section aria-labelledby="specs-title" className="mb-10">
            <h2 id="specs-title" className="mb-3 text-2xl font-extrabold text-brand-900">
              {t("products.specifications")}
            </h2>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html when it was saved */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: product.specifications }} />
          </section>
        ) : null}
        {product.size ? (
          <section aria-labelledby="size-title" className="mb-10">
            <h2 id="size-title" className="mb-3 text-2xl font-extrabold text-brand-900">
              {t("products.size")}
            </h2>
            <p className="whitespace-pre-line">{product.size}</p>
          </section>
        ) : null}
      </DetailBody>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
