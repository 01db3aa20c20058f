import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { centsToEuros } from "#server/content/plain.ts";

/** Zzp products: the stock items of a zzp partner. */
export const zzpProducts: ResourceDef = {
  section: "zzp-producten",
  entity: l("zzp product", "het zzp-product"),
  titles: {
    list: l("Zzp products", "Zzp-producten"),
    add: l("Add zzp product", "Zzp-product toevoegen"),
    edit: l("Edit zzp product", "Zzp-product wijzigen"),
  },
  api: {
    list: "zzp-products",
    one: (id) => `zzp-product/${id}`,
    create: "zzp-product/add-product",
    update: (id) => `zzp-product/edit/${id}`,
    remove: (id) => `zzp-product/delete/${id}`,
  },
  notFound: l("Zzp product not found", "Zzp-product niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.title ?? ""),
  columns: [
    col.title,
    { key: "brand", label: l("Brand", "Merk"), sortable: true },
    { key: "sku", label: l("Article number", "Artikelnummer"), sortable: true },
    { key: "price", label: l("Price", "Prijs"), kind: "euro", sortable: true },
    { key: "stock", label: l("Stock", "Voorraad"), sortable: true },
    col.updated,
  ],
  fields: [
    {
      name: "owner_id",
      label: l("Zzp partner", "Zzp-partner"),
      widget: "select",
      required: true,
      optionsFrom: { path: "customers", label: (r) => `${r.name} (${r.email})`, query: { role: "cms-zzp" } },
    },
    { name: "title", label: l("Title", "Titel"), widget: "text", required: true, max: 200 },
    { name: "brand", label: l("Brand", "Merk"), widget: "text", max: 100 },
    { name: "sku", label: l("Article number", "Artikelnummer"), widget: "text", max: 64 },
    {
      name: "description",
      label: l("Description", "Omschrijving"),
      widget: "textarea",
      max: 5000,
      wide: true,
    },
    { name: "price", label: l("Price", "Prijs"), widget: "euro", required: true, default: 0 },
    { name: "stock", label: l("Stock", "Voorraad"), widget: "number", min: 0, required: true, default: 0 },
  ],
  fromApi: (row) => ({ ...row, price: row.price ?? centsToEuros(Number(row.price_cents ?? 0)) }),
};
