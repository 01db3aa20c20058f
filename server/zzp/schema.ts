/**
 * Request schemas of the zzp products (a partner's stock); pure, shared with the forms. A partner
 * never sends `owner_id` (its products are its own); the admin may choose the owner.
 */
import { z } from "zod";

const MAX_CENTS = 100_000_000;
const euros = z
  .number()
  .min(0)
  .max(MAX_CENTS / 100)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: "invalid" });

const fields = {
  title: z.string().trim().min(1).max(200),
  brand: z.string().trim().max(100).optional(),
  sku: z.string().trim().max(64).optional(),
  description: z.string().max(5000).optional(),
  price_cents: z.number().int().min(0).max(MAX_CENTS).optional(),
  price: euros.optional(),
  stock: z.number().int().min(0).max(1_000_000),
};

export const zzpProductSchema = z.strictObject(fields);
export const zzpProductEditSchema = z.strictObject({
  ...fields,
  title: fields.title.optional(),
  stock: fields.stock.optional(),
});

const ownerId = z.number().int().min(1).max(2_147_483_647);
export const adminZzpProductSchema = z.strictObject({ ...fields, owner_id: ownerId.optional() });
export const adminZzpProductEditSchema = zzpProductEditSchema.extend({ owner_id: ownerId.optional() });

export type ZzpProductInput = z.infer<typeof adminZzpProductEditSchema>;

export const zzpLabels = {
  title: { en: "Title", nl: "Titel" },
  brand: { en: "Brand", nl: "Merk" },
  sku: { en: "Article number", nl: "Artikelnummer" },
  description: { en: "Description", nl: "Omschrijving" },
  price_cents: { en: "Price", nl: "Prijs" },
  price: { en: "Price", nl: "Prijs" },
  stock: { en: "Stock", nl: "Voorraad" },
  owner_id: { en: "Owner", nl: "Eigenaar" },
};

export const zzpProductOutSchema = z
  .object({
    id: z.number().int(),
    owner_id: z.number().int(),
    owner_name: z.string(),
    title: z.string(),
    brand: z.string(),
    sku: z.string(),
    description: z.string(),
    price_cents: z.number().int(),
    price: z.number().meta({ description: "euros" }),
    stock: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: "ZzpProduct" });
