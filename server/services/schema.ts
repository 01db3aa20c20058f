/**
 * Service and service group request schemas (requirements §3), shared by the API and the admin forms.
 * Pure: importable in the browser.
 */
import { z } from "zod";
import {
  emptyAsMissing,
  headerLabels,
  idRefSchema,
  languageSchema,
  positionSchema,
  requiredTextSchema,
  textSchema,
  translationOfShape,
} from "../content/fields.ts";
import { iconNames } from "../pages/blocks.ts";

const commonShape = {
  language: languageSchema,
  title: requiredTextSchema(200),
  icon: emptyAsMissing(z.enum(iconNames)),
  description: textSchema(2000).optional(),
  position: emptyAsMissing(positionSchema),
  visible: z.boolean().optional(),
};

export const serviceFieldsShape = { ...commonShape, service_group_id: idRefSchema.nullable().optional() };
export const serviceCreateSchema = z.strictObject({ ...serviceFieldsShape, ...translationOfShape });
export const serviceUpdateSchema = z.strictObject(serviceFieldsShape).partial();
export type ServiceCreate = z.infer<typeof serviceCreateSchema>;
export type ServiceUpdate = z.infer<typeof serviceUpdateSchema>;

export const serviceGroupCreateSchema = z.strictObject({ ...commonShape, ...translationOfShape });
export const serviceGroupUpdateSchema = z.strictObject(commonShape).partial();
export type ServiceGroupCreate = z.infer<typeof serviceGroupCreateSchema>;
export type ServiceGroupUpdate = z.infer<typeof serviceGroupUpdateSchema>;

export const serviceLabels = {
  ...headerLabels,
  service_group_id: { nl: "Servicegroep", en: "Service group" },
};
