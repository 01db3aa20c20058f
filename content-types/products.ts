/** Products for sale (requirements §3): the header fields plus brand, price, condition, stock … */

import { z } from "zod";
import { emptyAsMissing } from "#core/content/fields.ts";
import { centsToEuros } from "#core/content/plain.ts";
import { productPath } from "#core/public/urls.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { versionColumns } from "./editorial-columns.ts";
import { choice, custom, image, l, richText, text, textarea } from "./field.ts";
import { headerShared, overviewItemFields, publicAddress, publication } from "./header.ts";
import { validateSchedule } from "./schedule-time.ts";

export const productConditions = ["new", "as-new", "used"] as const;
export const conditionOptions = [
  { value: "new", label: l("New", "Nieuw") },
  { value: "as-new", label: l("As new", "Zo goed als nieuw") },
  { value: "used", label: l("Used", "Gebruikt") },
] as const;

/** the highest price (euros) and stock the API accepts */
const MAX_AMOUNT = 1_000_000;

/** how messages name it (not found, already exists: core/content/entity-messages.ts) */
const product = l("product", "het product");

export const productType = defineContentType({
  section: "producten",
  entity: product,
  titles: { list: l("Products", "Producten") },
  paths: crudPaths({
    list: "products",
    nextId: "product/next-product-id",
    add: "product/add-product",
    one: "product",
  }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title", "url", "brand"],
  listSort: ["title", "url", "brand", "price", "stock", "language", "visible", "product_type"],
  translation: "product_translation",
  shared: [...headerShared, "brand", "price", "condition", "product_type", "product_image", "stock"],
  uploadType: "products",
  name: "product",
  preview: "product",
  requiresImage: "image",
  labelOf: (v) => String(v.title ?? ""),
  validate: validateSchedule,
  publicUrl: publicAddress(productPath),
  search: { title: "A", subtitle: "B", brand: "B", intro: "B", text: "C", specifications: "C" },
  columns: [
    col.title,
    { key: "brand", label: l("Brand", "Merk"), sortable: true },
    { key: "price", label: l("Price", "Prijs"), kind: "euro", sortable: true },
    { key: "stock", label: l("Stock", "Voorraad"), sortable: true },
    ...versionColumns,
    col.updated,
  ],
  fields: {
    ...overviewItemFields(product, "product-title-exists"),
    text: richText(l("Text", "Tekst"), { group: l("Product", "Product"), wide: true }),
    brand: text(l("Brand", "Merk"), { max: 100 }),
    /**
     * In euros (stored as cents; at most two decimals are kept). One price per product: both
     * language versions share it (`shared` above).
     */
    price: custom({
      column: "price_cents",
      label: l("Price", "Prijs"),
      widget: "euro",
      required: true,
      default: 0,
      max: MAX_AMOUNT,
      schema: emptyAsMissing(z.number().min(0).max(MAX_AMOUNT)),
    }),
    condition: choice(l("Condition", "Staat"), conditionOptions, productConditions),
    /** the overview a product is listed in, e.g. "product-sale" (requirements §2) */
    product_type: custom({
      label: l("Product type", "Producttype"),
      widget: "select",
      options: [{ value: "product-sale", label: l("Product sale", "Productverkoop") }],
      schema: emptyAsMissing(
        z
          .string()
          .trim()
          .min(1)
          .max(50)
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid" }),
      ),
    }),
    product_image: image(l("Product image", "Productafbeelding")),
    stock: custom({
      label: l("Stock", "Voorraad"),
      widget: "number",
      required: true,
      default: 0,
      min: 0,
      max: MAX_AMOUNT,
      schema: emptyAsMissing(z.number().int().min(0).max(MAX_AMOUNT)),
    }),
    specifications: richText(l("Specifications", "Specificaties"), { wide: true }),
    /** plain text: the product page shows it as typed, line breaks kept */
    size_information: textarea(l("Dimensions", "Afmetingen"), { max: 2000, wide: true }),
    ...publication(),
  },
  fromApi: (row) => ({ ...row, price: row.price ?? centsToEuros(Number(row.price_cents ?? 0)) }),
});

export const productApi = apiSchemas(productType);
export type ProductCreate = z.infer<typeof productApi.create>;
export type ProductUpdate = z.infer<typeof productApi.update>;
