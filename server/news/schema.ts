/**
 * News request schemas (requirements §3): news items, news groups, news categories. Shared by the API and the
 * admin forms. Pure: importable in the browser.
 */
import { z } from "zod";
import {
  dateTimeSchema,
  headerFieldsShape,
  headerLabels,
  idRefSchema,
  languageSchema,
  requiredImageSchema,
  requiredTextSchema,
  richTextSchema,
  translationOfShape,
} from "../content/fields.ts";

export const newsFieldsShape = {
  ...headerFieldsShape,
  /** the overview image: required (requirements §5) */
  image: requiredImageSchema,
  /** the article body (rich text, sanitised on save) */
  text: richTextSchema.optional(),
  category_id: idRefSchema.nullable().optional(),
  news_group_id: idRefSchema.nullable().optional(),
  is_teaser: z.boolean().optional(),
  show_in_overview: z.boolean().optional(),
  /** default: now */
  published_at: dateTimeSchema.optional(),
};
export const newsCreateSchema = z.strictObject({ ...newsFieldsShape, ...translationOfShape });
export const newsUpdateSchema = z.strictObject(newsFieldsShape).partial();
export type NewsCreate = z.infer<typeof newsCreateSchema>;
export type NewsUpdate = z.infer<typeof newsUpdateSchema>;

export const newsLabels = {
  ...headerLabels,
  category_id: { nl: "Categorie", en: "Category" },
  news_group_id: { nl: "Nieuwsgroep", en: "News group" },
  is_teaser: { nl: "Is teaser", en: "Is teaser" },
  show_in_overview: { nl: "Tonen in overzicht", en: "Show in overview" },
  published_at: { nl: "Publicatiedatum", en: "Publication date" },
  ids: { nl: "Id's", en: "Ids" },
  field: { nl: "Veld", en: "Field" },
  value: { nl: "Waarde", en: "Value" },
  arg: { nl: "Taal", en: "Language" },
  title_nl: { nl: "Titel (Nederlands)", en: "Title (Dutch)" },
  title_en: { nl: "Titel (Engels)", en: "Title (English)" },
};

export const newsGroupCreateSchema = z.strictObject({
  language: languageSchema,
  title: requiredTextSchema(200),
  ...translationOfShape,
});
export const newsGroupUpdateSchema = z
  .strictObject({ language: languageSchema, title: requiredTextSchema(200) })
  .partial();
export type NewsGroupCreate = z.infer<typeof newsGroupCreateSchema>;
export type NewsGroupUpdate = z.infer<typeof newsGroupUpdateSchema>;

/** the category values of requirements §3 (the demo content gives them labels, server/db/seed/catalog.ts) */
export const newsCategoryValues = [
  "phishing-mail",
  "phishing-sms",
  "phishing-whatsapp",
  "spam",
  "general",
  "software",
  "internet",
  "security",
] as const;
/**
 * A category is a code (lower-case, dashes) like the requirements' values, with the label visitors and the
 * news form see in each language; new ones may be added.
 */
export const newsCategoryCreateSchema = z.strictObject({
  title: requiredTextSchema(100).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: "invalid" }),
  title_nl: requiredTextSchema(100),
  title_en: requiredTextSchema(100),
});
export const newsCategoryUpdateSchema = newsCategoryCreateSchema.partial();
export type NewsCategoryCreate = z.infer<typeof newsCategoryCreateSchema>;
export type NewsCategoryUpdate = z.infer<typeof newsCategoryUpdateSchema>;
