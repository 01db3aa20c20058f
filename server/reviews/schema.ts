/** Review request schemas (requirements §3), shared by the API and the admin form. Pure: importable in the browser. */
import { z } from "zod";
import { emptyAsMissing, positionSchema, requiredTextSchema } from "../content/fields.ts";

export const reviewFieldsShape = {
  name: requiredTextSchema(100),
  text: requiredTextSchema(5000),
  rating: emptyAsMissing(z.number().int().min(1).max(5)),
  visible: z.boolean().optional(),
  position: emptyAsMissing(positionSchema),
};
export const reviewCreateSchema = z.strictObject(reviewFieldsShape);
export const reviewUpdateSchema = reviewCreateSchema.partial();
export type ReviewCreate = z.infer<typeof reviewCreateSchema>;
export type ReviewUpdate = z.infer<typeof reviewUpdateSchema>;

export const reviewLabels = {
  name: { nl: "Naam", en: "Name" },
  text: { nl: "Tekst", en: "Text" },
  rating: { nl: "Waardering", en: "Rating" },
  visible: { nl: "Zichtbaar", en: "Visible" },
  position: { nl: "Positie", en: "Position" },
};
