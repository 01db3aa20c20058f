/**
 * The one body of a product (requirements §2): its header, its text, specifications and size beside
 * the picture, price, brand, condition, stock and the "interested" button. The product page
 * (app/routes/public/product-detail.tsx) and the preview (app/components/PreviewItem.tsx) both render
 * this, so a field shown on the public page is written here only.
 */

import { usePublicText } from "#app/i18n/locales/public.ts";
import type { HeaderContent } from "#app/lib/public/header.ts";
import type { productConditions } from "#content-types/products.ts";
import type { Language } from "#core/lang.ts";
import { productOverviewPath } from "#core/public/urls.ts";
import { ContactLink } from "../ContactLink.tsx";
import { DetailBody } from "../DetailBody.tsx";
import { PageHeader } from "../PageHeader.tsx";
import { Picture } from "../Picture.tsx";

/** what the body shows of a product, the price already in the page language */
export interface ProductDetails {
  id: number;
  title: string;
  brand: string;
  price: string;
  condition: (typeof productConditions)[number];
  specifications: string;
  stock: number;
  size: string;
  picture: string;
}

export interface ProductBodyProps {
  header: HeaderContent;
  html: string;
  product: ProductDetails;
  lang: Language;
}

export function ProductBody({ header, html, product, lang }: ProductBodyProps) {
  const { t } = usePublicText();
  const row = "flex justify-between gap-4 border-b border-slate-200 py-2";
  return (
    <>
      <PageHeader header={header} productId={product.id} />
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
            {/* the question names the product (?product=<id> without scripts, the dialog with them) */}
            <ContactLink
              lang={lang}
              title={t("products.interested")}
              productId={product.id}
              productTitle={product.title}
              className="mt-5 block w-full rounded-full bg-accent-500 px-5 py-3 text-center font-bold text-slate-900 hover:bg-amber-400"
            >
              {t("products.interested")}
            </ContactLink>
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
