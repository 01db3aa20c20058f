/** Tip request schemas (requirements §3), shared by the API and the admin form. Pure: importable in the browser. */
import { z } from "zod";
import {
  dateTimeSchema,
  headerFieldsShape,
  headerLabels,
  requiredImageSchema,
  richTextSchema,
  TEXT_LIMITS,
  textSchema,
  translationOfShape,
} from "../content/fields.ts";

export const tipFieldsShape = {
  ...headerFieldsShape,
  /** the overview image: required (requirements §5) */
  image: requiredImageSchema,
  text: richTextSchema.optional(),
  /**
   * "Tip one" to "tip four": short plain sentences, shown as text in a numbered list on the tip page
   * (never as HTML), so they are kept exactly as typed — `<your>` and `&` included.
   */
  tip_one: textSchema(TEXT_LIMITS.tipItem).optional(),
  tip_two: textSchema(TEXT_LIMITS.tipItem).optional(),
  tip_three: textSchema(TEXT_LIMITS.tipItem).optional(),
  tip_four: textSchema(TEXT_LIMITS.tipItem).optional(),
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
