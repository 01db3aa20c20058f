/**
 * The answer schema of a zzp product. The request schemas and labels are the definition's
 * (content-types/zzp-products.ts, `zzpProductApi`).
 */
import { z } from "zod";

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
