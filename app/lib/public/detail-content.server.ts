/**
 * What a page, news item, tip or product shows (header, body, block data, image sizes), loaded the
 * same way for its public route and for the admin preview (app/routes/admin/preview.tsx): the routes
 * find the item (visible, by url; the preview: any, by id), these functions build the rest.
 */

import { blockImageUrls, galleryFolders, loadBlockData, parseBlocks } from "#app/blocks/data.server.ts";
import type { ProductDetails } from "#app/components/bodies/ProductBody.tsx";
import { formatEuro } from "#app/lib/number-format.ts";
import type { Block } from "#core/blocks/index.ts";
import type { Language } from "#core/lang.ts";
import type { Tx } from "#server/db/client.ts";
import { type NewsItem, newsByCategoryOrGroup } from "#server/news/service.ts";
import type { Page } from "#server/pages/service.ts";
import type { Product } from "#server/products/service.ts";
import type { Tip } from "#server/tips/service.ts";
import { loadImageInfo, loadPageImages } from "#server/uploads/page-images.ts";
import { newsCard } from "./cards.server.ts";
import { formatDate } from "./format.ts";
import { headerFrom } from "./header.ts";

/** the header and slider images of an item: shown only when its show_slider flag is on */
const headerImages = (item: { header_image: string; show_slider: boolean; slider_images: string[] }) => [
  item.header_image,
  ...(item.show_slider ? item.slider_images : []),
];

/**
 * A page's blocks with the data they need, and the sizes of every image it shows: its gallery
 * images come with the other images in one statement. `blocks`: the page's parsed blocks, when the
 * caller needed them first.
 */
export async function pageContent(
  db: Tx,
  lang: Language,
  page: Page,
  blocks: Block[] = parseBlocks(page.blocks),
) {
  const blockData = await loadBlockData(db, lang, blocks, { galleries: false });
  const { images, galleries } = await loadPageImages(
    db,
    [...headerImages(page), ...blockImageUrls(blocks, blockData)],
    galleryFolders(blocks),
  );
  if (Object.keys(galleries).length) blockData.galleries = galleries;
  return { header: headerFrom(page), blocks, blockData, images };
}

/** a news item with up to three other items of its category */
export async function newsContent(db: Tx, lang: Language, item: NewsItem) {
  const related = item.category_id
    ? (await newsByCategoryOrGroup(db, { language: lang, categoryId: item.category_id, count: 4 }))
        .filter((n) => n.id !== item.id)
        .slice(0, 3)
        .map((n) => newsCard(n, lang))
    : [];
  return {
    header: headerFrom(item, {
      category: item.category?.label ?? null,
      date: formatDate(item.published_at, lang),
    }),
    html: item.text,
    related,
    images: await loadImageInfo(db, [...headerImages(item), ...related.map((r) => r.image)]),
  };
}

/** a tip with its tips one to four (the filled ones) */
export async function tipContent(db: Tx, lang: Language, tip: Tip) {
  return {
    header: headerFrom(tip, { date: formatDate(tip.published_at, lang) }),
    html: tip.text,
    tips: [tip.tip_one, tip.tip_two, tip.tip_three, tip.tip_four].filter((x) => x.trim() !== ""),
    images: await loadImageInfo(db, headerImages(tip)),
  };
}

/** the picture a product shows: its product image, else its overview image */
export const productPicture = (product: Product) => product.product_image || product.image;

/** a product with its price in the page language */
export async function productContent(db: Tx, lang: Language, product: Product) {
  const picture = productPicture(product);
  const details: ProductDetails = {
    id: product.id,
    title: product.title,
    brand: product.brand,
    price: formatEuro(product.price, lang),
    condition: product.condition,
    specifications: product.specifications,
    stock: product.stock,
    size: product.size_information,
    picture,
  };
  return {
    header: headerFrom(product),
    html: product.text,
    product: details,
    images: await loadImageInfo(db, [
      product.header_image,
      picture,
      ...(product.show_slider ? product.slider_images : []),
    ]),
  };
}
