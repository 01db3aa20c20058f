/** Product request schemas (requirements §3), shared by the API and the admin form. Pure: importable in the browser. */
import { z } from "zod";
import {
  emptyAsMissing,
  headerFieldsShape,
  headerLabels,
  imageSchema,
  requiredImageSchema,
  richTextSchema,
  textSchema,
  translationOfShape,
} from "../content/fields.ts";

export const productConditions = ["new", "as-new", "used"] as const;

export const productFieldsShape = {
  ...headerFieldsShape,
  /** the overview image: required (requirements §5) */
  image: requiredImageSchema,
  text: richTextSchema.optional(),
  brand: textSchema(100).optional(),
  /** in euros (stored as cents); at most two decimals are kept */
  price: emptyAsMissing(z.number().min(0).max(1_000_000)),
  condition: emptyAsMissing(z.enum(productConditions)),
  /** e.g. "product-sale" (the overview of requirements §2) */
  product_type: emptyAsMissing(
    z
      .string()
      .trim()
      .min(1)
      .max(50)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid" }),
  ),
  product_image: imageSchema.optional(),
  /** rich text */
  specifications: richTextSchema.optional(),
  stock: emptyAsMissing(z.number().int().min(0).max(1_000_000)),
  /** rich text */
  size_information: richTextSchema.optional(),
};
export const productCreateSchema = z.strictObject({ ...productFieldsShape, ...translationOfShape });
export const productUpdateSchema = z.strictObject(productFieldsShape).partial();
export type ProductCreate = z.infer<typeof productCreateSchema>;
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

export const productLabels = {
  ...headerLabels,
  brand: { nl: "Merk", en: "Brand" },
  price: { nl: "Prijs", en: "Price" },
  condition: { nl: "Staat", en: "Condition" },
  product_type: { nl: "Producttype", en: "Product type" },
  product_image: { nl: "Productafbeelding", en: "Product image" },
  specifications: { nl: "Specificaties", en: "Specifications" },
  stock: { nl: "Voorraad", en: "Stock" },
  size_information: { nl: "Maatinformatie", en: "Size information" },
};
