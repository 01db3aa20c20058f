/**
 * Which fields belong to the item rather than to one language version (decision in
 * docs/decisions/0008-shared-fields.md). Saving either translation sibling copies these fields to the
 * other one in the same transaction (server/content/crud.ts), so both languages always show the same
 * price, stock, images, dates, order and menu/overview flags. Everything not listed here (titles,
 * urls, texts, SEO, blocks, the publication flag of pages/news/tips/products) stays per language.
 *
 * Pure data without imports: the admin forms import it to mark shared fields
 * (`isSharedField(def.section, field.name)`).
 */

/** the translatable content types (requirements §10.4: rows with `language` and `translation_key`) */
export type TranslatableType =
  | "page"
  | "news"
  | "news_group"
  | "tip"
  | "product"
  | "service"
  | "service_group"
  | "feature";

/** images and header switches the header-field types (pages, news, tips, products) share */
const headerShared = [
  "image",
  "header_image",
  "show_slider",
  "slider_images",
  "facebook_image",
  "show_subtitle",
  "show_intro",
  "show_action_btn",
] as const;

/** API/form field names shared by the two language versions, per content type */
export const sharedFields = {
  page: [
    ...headerShared,
    "visible_in_menu",
    "visible_in_top_menu",
    "visible_in_footer_menu",
    "position_in_menu",
    "position_in_top_menu",
    "position_in_footer_menu",
  ],
  news: [...headerShared, "category_id", "news_group_id", "is_teaser", "show_in_overview", "published_at"],
  news_group: [],
  tip: [...headerShared, "published_at"],
  product: [...headerShared, "brand", "price", "condition", "product_type", "product_image", "stock"],
  service: ["icon", "position", "service_group_id", "visible"],
  service_group: ["icon", "position", "visible"],
  feature: ["icon", "position", "visible"],
} as const satisfies Record<TranslatableType, readonly string[]>;

/** the admin section (requirements §2, /cougarXr7/<section>) of each translatable type */
export const sectionTypes: Record<string, TranslatableType> = {
  paginas: "page",
  nieuws: "news",
  "nieuws-groepen": "news_group",
  tips: "tip",
  producten: "product",
  services: "service",
  "service-groepen": "service_group",
  kenmerken: "feature",
};

/**
 * Is this form field shared by both language versions? `typeOrSection` is a content type ("product")
 * or an admin section ("producten"); false for anything not translatable.
 */
export function isSharedField(typeOrSection: string, field: string): boolean {
  const type = (Object.hasOwn(sharedFields, typeOrSection) ? typeOrSection : sectionTypes[typeOrSection]) as
    | TranslatableType
    | undefined;
  return type ? (sharedFields[type] as readonly string[]).includes(field) : false;
}

/** API field -> database column where the two differ (prices are stored in cents) */
const columnAliases: Record<string, string> = { price: "price_cents" };

/** the database columns of a type's shared fields */
export function sharedColumns(type: TranslatableType): string[] {
  return sharedFields[type].map((field) => columnAliases[field] ?? field);
}
