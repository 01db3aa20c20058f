/**
 * Field schemas the content forms share (pure zod: importable in the browser). Messages are keys of
 * core/validation/messages.ts; `validate` and the forms translate them with the field's label.
 */
import { z } from "zod";
import type { TextTable } from "../lang.ts";
import labels from "./fields.texts.json" with { type: "json" };
import { URL_PATTERN } from "./slug.ts";

export const languageSchema = z.enum(["nl", "en"]);

/** an url segment: lower-case letters, digits and dashes */
export const urlSegmentSchema = z
  .string()
  .trim()
  .min(1)
  .max(200, { message: "too_long" })
  .regex(URL_PATTERN, { message: "invalid" });

/** an uploaded image (/uploads/…) or an https address; "" = none */
export const IMAGE_PATTERN = /^(\/uploads\/(?!.*\.\.)[A-Za-z0-9._\-/]+|https:\/\/[^\s"'<>]+)?$/;
export const imageSchema = z.string().trim().max(500).regex(IMAGE_PATTERN, { message: "invalid_image" });
/** the overview image requirements §5 requires for news, tips and products */
export const requiredImageSchema = z
  .string({ error: "image_required" })
  .trim()
  .max(500)
  .regex(IMAGE_PATTERN, { message: "invalid_image" })
  .refine((value) => value !== "", { message: "image_required" });

export const textSchema = (max: number) => z.string().trim().max(max);

/**
 * Lengths of plain-text fields that the admin form and the API both check (the form imports these,
 * so the two cannot drift apart again).
 */
export const TEXT_LIMITS = {
  /** the header intro of pages, news, tips and products */
  intro: 5000,
  /** each of a tip's "tip one" to "tip four" */
  tipItem: 1000,
} as const;
export const requiredTextSchema = (max: number) => z.string().trim().min(1).max(max);
/** rich text (TipTap HTML); sanitised by the server on save */
export const richTextSchema = z.string().max(200_000);
export const positionSchema = z.number().int().min(0).max(100_000);
export const idRefSchema = z.number().int().positive().max(2_147_483_647);
/**
 * An optional number or choice the admin form may send as null or "" when left empty: that means
 * "not given" (the stored value or the default stays), not an invalid value.
 */
export const emptyAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null || value === "" ? undefined : value), schema.optional());

/** a datetime from the form: ISO with or without offset ("2026-03-01T10:00") */
export const dateTimeSchema = z.iso.datetime({ local: true, offset: true });

/**
 * A scheduled moment (publish_at / unpublish_at): an ISO datetime with its offset ("Z" or "+01:00",
 * never a local time, which would be read in the server's zone); null or "" clears it.
 */
export const scheduleMomentSchema = z.preprocess(
  (value) => (value === "" ? null : value),
  z.iso.datetime({ offset: true }).nullable().optional(),
);

/** The header fields pages, news items, tips and products share (requirements §3). */
export const headerFieldsShape = {
  language: languageSchema,
  title: requiredTextSchema(200),
  subtitle: textSchema(200).optional(),
  show_subtitle: z.boolean().optional(),
  intro: textSchema(TEXT_LIMITS.intro).optional(),
  show_intro: z.boolean().optional(),
  show_action_btn: z.boolean().optional(),
  action_btn_title: textSchema(100).optional(),
  image: imageSchema.optional(),
  header_image: imageSchema.optional(),
  show_slider: z.boolean().optional(),
  slider_images: z
    .array(imageSchema.refine((v) => v !== "", { message: "invalid_image" }))
    .max(20)
    .optional(),
  seo_description: textSchema(320).optional(),
  facebook_image: imageSchema.optional(),
  url: urlSegmentSchema,
  visible: z.boolean().optional(),
};

/** Creating a sibling: the id of the row (in the other language) this one translates. */
export const translationOfShape = { translation_of: idRefSchema.optional() };

/** Field labels nl/en for messages (the admin forms use the same): the catalog ./fields.texts.json. */
export const headerLabels = labels satisfies TextTable;
