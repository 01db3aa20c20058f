/** Tip request schemas (SPEC §3), shared by the API and the admin form. Pure: importable in the browser. */
import { z } from "zod";
import {
  dateTimeSchema,
  headerFieldsShape,
  headerLabels,
  requiredImageSchema,
  richTextSchema,
  translationOfShape,
} from "../content/fields.ts";

export const tipFieldsShape = {
  ...headerFieldsShape,
  /** the overview image: required (SPEC §5) */
  image: requiredImageSchema,
  text: richTextSchema.optional(),
  /** "tip one to four" (SPEC §3), rich text */
  tip_one: richTextSchema.optional(),
  tip_two: richTextSchema.optional(),
  tip_three: richTextSchema.optional(),
  tip_four: richTextSchema.optional(),
  published_at: dateTimeSchema.optional(),
};
export const tipCreateSchema = z.strictObject({ ...tipFieldsShape, ...translationOfShape });
export const tipUpdateSchema = z.strictObject(tipFieldsShape).partial();
export type TipCreate = z.infer<typeof tipCreateSchema>;
export type TipUpdate = z.infer<typeof tipUpdateSchema>;

export const tipLabels = {
  ...headerLabels,
  tip_one: { nl: "Tip één", en: "Tip one" },
  tip_two: { nl: "Tip twee", en: "Tip two" },
  tip_three: { nl: "Tip drie", en: "Tip three" },
  tip_four: { nl: "Tip vier", en: "Tip four" },
  published_at: { nl: "Publicatiedatum", en: "Publication date" },
};
