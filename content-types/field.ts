/**
 * Field builders of the content-type definitions (./define.ts). Each builder declares a field once:
 * its API value rule (zod, `schema`), its label in both languages, its admin widget and its limits.
 * The API's create/update schemas, the labels in 422 messages and the admin form's rules are all read
 * from the same object, so the length the form counts down is the length the API enforces.
 *
 * A field without `schema` is form-only (never sent to the API).
 */
import { z } from "zod";
import { iconNames } from "#core/blocks/icons.ts";
import {
  dateTimeSchema,
  emptyAsMissing,
  idRefSchema,
  imageSchema,
  languageSchema,
  positionSchema,
  requiredImageSchema,
  requiredTextSchema,
  richTextSchema,
  scheduleMomentSchema,
  textSchema,
} from "#core/content/fields.ts";
import type { FieldDef, L } from "./types.ts";

/** A field of a definition: the admin's description of it plus the rule of its API value. */
export type FieldSpec<S extends z.ZodType = z.ZodType> = Omit<FieldDef, "name" | "label" | "widget"> & {
  label: L;
  widget: FieldDef["widget"];
  schema: S;
  /** set by the API or the form's own logic (the language of a new row), not shown as a form field */
  apiOnly?: true;
  /** the database column when it is not the field's name (a price in euros stored as `price_cents`) */
  column?: string;
};

/** what every builder accepts besides its own options: where and how the admin form shows it */
type Ui = Pick<
  FieldDef,
  "group" | "wide" | "help" | "showWhen" | "perLanguage" | "unique" | "default" | "createOnly"
>;

export const l = (en: string, nl: string): L => ({ en, nl });

/** A one-line plain text, kept as typed (shown as text, never as HTML). */
export function text<const R extends boolean = false>(
  label: L,
  options: Ui & { max: number; required?: R },
): FieldSpec<R extends true ? z.ZodString : z.ZodOptional<z.ZodString>> {
  const { max, required, ...ui } = options;
  const schema = required ? requiredTextSchema(max) : textSchema(max).optional();
  return { ...ui, label, widget: "text", max, required, schema } as FieldSpec<
    R extends true ? z.ZodString : z.ZodOptional<z.ZodString>
  >;
}

/** Several lines of plain text, kept as typed. */
export function textarea<const R extends boolean = false>(
  label: L,
  options: Ui & { max: number; required?: R },
): FieldSpec<R extends true ? z.ZodString : z.ZodOptional<z.ZodString>> {
  return { ...text<R>(label, options), widget: "textarea" };
}

/** Rich text (TipTap HTML): sanitised by the server on save (server/content/sanitize.ts). */
export function richText(label: L, ui: Ui = {}): FieldSpec<z.ZodOptional<typeof richTextSchema>> {
  return { ...ui, label, widget: "richtext", schema: richTextSchema.optional() };
}

export function checkbox(label: L, ui: Ui = {}): FieldSpec<z.ZodOptional<z.ZodBoolean>> {
  return { ...ui, label, widget: "checkbox", schema: z.boolean().optional() };
}

/** A whole number ≥ 0; an empty form value means "keep the stored value or the default". */
export function position(label: L, ui: Ui = {}) {
  return {
    default: 0,
    ...ui,
    label,
    widget: "number" as const,
    min: 0,
    schema: emptyAsMissing(positionSchema),
  };
}

/** An uploaded image or an https address; "" = none. `required` is the overview-image rule. */
export function image(label: L, ui: Ui = {}): FieldSpec<z.ZodOptional<typeof imageSchema>> {
  return { ...ui, label, widget: "image", schema: imageSchema.optional() };
}
export function requiredImage(label: L, ui: Ui = {}): FieldSpec<typeof requiredImageSchema> {
  return { ...ui, label, widget: "image", schema: requiredImageSchema };
}

/** A publication date: a date in the form, an ISO datetime in the API (default: now). */
export function publishedAt(label: L, ui: Ui = {}): FieldSpec<z.ZodOptional<typeof dateTimeSchema>> {
  return { ...ui, label, widget: "date", datetime: true, schema: dateTimeSchema.optional() };
}

/**
 * A moment (date and time): an ISO datetime with offset in the API, null = none; the form shows and
 * takes it in Amsterdam time (app/admin/fields/DateTimeInput.tsx, content-types/schedule-time.ts).
 */
export function dateTime(label: L, ui: Ui = {}): FieldSpec<typeof scheduleMomentSchema> {
  return { ...ui, label, widget: "datetime", schema: scheduleMomentSchema };
}

/** The id of a row of another section (a category, a group, a parent page), or none. */
export function reference(
  label: L,
  optionsFrom: NonNullable<FieldDef["optionsFrom"]>,
  ui: Ui = {},
): FieldSpec<z.ZodOptional<z.ZodNullable<typeof idRefSchema>>> {
  return { ...ui, label, widget: "select", optionsFrom, schema: idRefSchema.nullable().optional() };
}

/** A choice of fixed values; an empty form value means "not given". */
export function choice<const V extends readonly [string, ...string[]]>(
  label: L,
  options: readonly { value: V[number]; label: L }[],
  values: V,
  ui: Ui = {},
) {
  return {
    ...ui,
    label,
    widget: "select" as const,
    options,
    schema: emptyAsMissing(z.enum(values)),
  };
}

/** The language of a translatable row: chosen once, on the add screen (ResourceForm), never edited. */
export function language(): FieldSpec<typeof languageSchema> {
  return { label: l("Language", "Taal"), widget: "select", apiOnly: true, schema: languageSchema };
}

/** the site's languages by their own names, the same in both interface languages (as the language switch) */
export const languageOptions = [
  { value: "nl", label: l("Nederlands", "Nederlands") },
  { value: "en", label: l("English", "English") },
] as const;

/**
 * The language of a row that has no translation yet shows on one language's site only (a review):
 * a select the editor may change at any time; Dutch when the API is not told (the column's default).
 */
export function ownLanguage(
  ui: Ui = {},
): FieldSpec<ReturnType<typeof emptyAsMissing<typeof languageSchema>>> {
  return {
    default: "nl",
    ...ui,
    label: l("Language", "Taal"),
    widget: "select",
    options: languageOptions,
    required: true,
    schema: emptyAsMissing(languageSchema),
  };
}

/** One of the icon set's names (the icon picker). */
export function icon(ui: Ui = {}) {
  return {
    default: "star",
    ...ui,
    label: l("Icon", "Icoon"),
    widget: "icon" as const,
    schema: emptyAsMissing(z.enum(iconNames)),
  };
}

/** Shown on the website or not; new rows of the small content types start visible. */
export function shown(ui: Ui = {}): FieldSpec<z.ZodOptional<z.ZodBoolean>> {
  return checkbox(l("Visible on the website", "Zichtbaar op de website"), { default: true, ...ui });
}

/**
 * A field of the form only (a choice that decides what `toApi` sends): never part of the API's
 * schemas; its schema refuses any value should it be sent anyway.
 */
export function formOnly(
  label: L,
  options: Ui & Pick<FieldDef, "options" | "required"> & { widget: FieldDef["widget"] },
): FieldSpec<z.ZodNever> & { local: true } {
  return { ...options, label, local: true, schema: z.never() };
}

/** Any other field: the widget and the API rule given explicitly. */
export function custom<S extends z.ZodType>(spec: FieldSpec<S>): FieldSpec<S> {
  return spec;
}
