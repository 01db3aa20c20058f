/** Feature request schemas (requirements §3), shared by the API and the admin form. Pure: importable in the browser. */
import { z } from "zod";
import {
  emptyAsMissing,
  headerLabels,
  languageSchema,
  positionSchema,
  requiredTextSchema,
  translationOfShape,
} from "../content/fields.ts";
import { iconNames } from "../pages/blocks.ts";

export const featureFieldsShape = {
  language: languageSchema,
  title: requiredTextSchema(200),
  icon: emptyAsMissing(z.enum(iconNames)),
  position: emptyAsMissing(positionSchema),
  visible: z.boolean().optional(),
};
export const featureCreateSchema = z.strictObject({ ...featureFieldsShape, ...translationOfShape });
export const featureUpdateSchema = z.strictObject(featureFieldsShape).partial();
export type FeatureCreate = z.infer<typeof featureCreateSchema>;
export type FeatureUpdate = z.infer<typeof featureUpdateSchema>;
export const featureLabels = headerLabels;
