/**
 * Zzp products (requirements §6): the stock items of a zzp partner. Not public content: a partner
 * reads and changes only its own (server/zzp/), so its permission rows name two roles and the routes
 * are written out in server/zzp/routes.ts; the fields, their rules and labels live here once.
 * A partner never sends `owner_id` (its products are its own): `zzpProductApi.partner`.
 */
import { z } from "zod";
import { centsToEuros } from "#core/content/plain.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { custom, l, text } from "./field.ts";
import { centsSchema, eurosSchema } from "./money.ts";

const euroPrice = l("Price", "Prijs");

export const zzpProductType = defineContentType({
  section: "zzp-producten",
  entity: l("zzp product", "het zzp-product"),
  titles: { list: l("Zzp products", "Zzp-producten") },
  paths: crudPaths({
    list: "zzp-products",
    nextId: "zzp-product/next-product-id",
    add: "zzp-product/add-product",
    one: "zzp-product",
  }),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.title ?? ""),
  columns: [
    col.title,
    { key: "brand", label: l("Brand", "Merk"), sortable: true },
    { key: "sku", label: l("Article number", "Artikelnummer"), sortable: true },
    { key: "price", label: euroPrice, kind: "euro", sortable: true },
    { key: "stock", label: l("Stock", "Voorraad"), sortable: true },
    col.updated,
  ],
  fields: {
    // the admin chooses the partner; the API defaults it to the caller (a partner's own)
    owner_id: custom({
      label: l("Zzp partner", "Zzp-partner"),
      widget: "select",
      required: true,
      optionsFrom: { path: "customers", label: (r) => `${r.name} (${r.email})`, query: { role: "cms-zzp" } },
      schema: z.number().int().min(1).max(2_147_483_647).optional(),
    }),
    title: text(l("Title", "Titel"), { max: 200, required: true }),
    brand: text(l("Brand", "Merk"), { max: 100 }),
    sku: text(l("Article number", "Artikelnummer"), { max: 64 }),
    // kept exactly as typed (not trimmed), as before the definition
    description: custom({
      label: l("Description", "Omschrijving"),
      widget: "textarea",
      max: 5000,
      wide: true,
      schema: z.string().max(5000).optional(),
    }),
    price: custom({
      label: euroPrice,
      widget: "euro",
      required: true,
      default: 0,
      schema: eurosSchema.optional(),
    }),
    // the API also takes whole cents; the form sends euros
    price_cents: custom({
      label: euroPrice,
      widget: "number",
      apiOnly: true,
      schema: centsSchema.optional(),
    }),
    stock: custom({
      label: l("Stock", "Voorraad"),
      widget: "number",
      min: 0,
      required: true,
      default: 0,
      schema: z.number().int().min(0).max(1_000_000),
    }),
  },
  fromApi: (row) => ({ ...row, price: row.price ?? centsToEuros(Number(row.price_cents ?? 0)) }),
});

const api = apiSchemas(zzpProductType);
export const zzpProductApi = {
  ...api,
  /** a partner's add and edit: the same fields without `owner_id` */
  partner: {
    create: api.create.omit({ owner_id: true }),
    update: api.update.omit({ owner_id: true }),
  },
};
export type ZzpProductInput = z.infer<typeof api.update>;
