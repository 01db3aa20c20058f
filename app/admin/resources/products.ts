import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { headerFields } from "./common.ts";
import { centsToEuros } from "./money.ts";

export const conditionOptions = [
  { value: "new", label: l("New", "Nieuw") },
  { value: "as-new", label: l("As new", "Zo goed als nieuw") },
  { value: "used", label: l("Used", "Gebruikt") },
];

/** Products for sale (requirements §3): header fields plus brand, price, condition, stock … */
export const products: ResourceDef = {
  section: "producten",
  entity: l("product", "het product"),
  titles: {
    list: l("Products", "Producten"),
    add: l("Add product", "Product toevoegen"),
    edit: l("Edit product", "Product wijzigen"),
  },
  api: {
    list: "products",
    one: (id) => `product/${id}`,
    create: "product/add-product",
    update: (id) => `product/edit/${id}`,
    remove: (id) => `product/delete/${id}`,
  },
  notFound: l("Product not found", "Product niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "product_translation",
  uploadType: "products",
  preview: "product",
  requiresImage: "image",
  labelOf: (v) => String(v.title ?? ""),
  publicUrl: (row) =>
    row.visible
      ? row.language === "en"
        ? `/en/sale/product-sale/${row.url}`
        : `/verkoop/product-verkoop/${row.url}`
      : null,
  columns: [
    col.title,
    { key: "brand", label: l("Brand", "Merk"), sortable: true },
    { key: "price", label: l("Price", "Prijs"), kind: "euro", sortable: true },
    { key: "stock", label: l("Stock", "Voorraad"), sortable: true },
    col.language,
    col.visible,
    col.updated,
  ],
  fields: [
    ...headerFields({
      unique: {
        path: "product-title-exists",
        message: l(
          "There already exists a product with this title, please choose another title",
          "Er bestaat al een product met deze titel, kies een andere titel",
        ),
      },
    }),
    {
      name: "text",
      label: l("Text", "Tekst"),
      widget: "richtext",
      group: l("Product", "Product"),
      wide: true,
    },
    { name: "brand", label: l("Brand", "Merk"), widget: "text", max: 100 },
    { name: "price", label: l("Price", "Prijs"), widget: "euro", required: true, default: 0 },
    { name: "condition", label: l("Condition", "Staat"), widget: "select", options: conditionOptions },
    {
      name: "product_type",
      label: l("Product type", "Producttype"),
      widget: "select",
      options: [{ value: "product-sale", label: l("Product sale", "Productverkoop") }],
    },
    { name: "product_image", label: l("Product image", "Productafbeelding"), widget: "image" },
    { name: "stock", label: l("Stock", "Voorraad"), widget: "number", min: 0, default: 0, required: true },
    { name: "specifications", label: l("Specifications", "Specificaties"), widget: "richtext", wide: true },
    {
      name: "size_information",
      label: l("Size information", "Afmetingen"),
      widget: "textarea",
      max: 2000,
      wide: true,
    },
    {
      name: "visible",
      label: l("Published (visible on the website)", "Gepubliceerd (zichtbaar op de website)"),
      widget: "checkbox",
    },
  ],
  fromApi: (row) => ({ ...row, price: row.price ?? centsToEuros(Number(row.price_cents ?? 0)) }),
};
