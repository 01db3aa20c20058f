/**
 * The zod schema of a resource form, built from its field definitions in the interface language,
 * so every rule shows the requirements §5 wording with the field's label ("The 'Title' field is required").
 * Hidden fields (showWhen) are not validated.
 */
import { type ZodType, z } from "zod";
import type { AdminT } from "#app/i18n/locales/admin.ts";
import { formatNumber } from "#app/lib/number-format.ts";
import type { FieldDef, ResourceDef, Row, Values } from "#content-types/types.ts";
import { blocksSchema } from "#core/blocks/index.ts";
import { slugify } from "#core/content/slug.ts";
import type { Language } from "#core/lang.ts";

/** the admin namespace's t: the keys are checked */
export type Translate = AdminT;

export function visibleFields(def: ResourceDef, values: Values, mode: "create" | "update"): FieldDef[] {
  return def.fields.filter(
    (f) => (!f.createOnly || mode === "create") && (!f.showWhen || f.showWhen(values)),
  );
}

function fieldSchema(def: ResourceDef, field: FieldDef, lang: Language, t: Translate): ZodType {
  const label = field.label[lang];
  const required = t("form.required", { field: label });
  // requirements §5: the overview image is required
  if (def.requiresImage === field.name)
    return z.string({ error: t("form.imageRequired") }).min(1, t("form.imageRequired"));
  switch (field.widget) {
    case "checkbox":
      return z.boolean();
    case "number":
    case "euro": {
      // a text is what NumberInput keeps when the typing is not a number in the interface language
      const notANumber =
        field.widget === "euro"
          ? t("form.notAnAmount", { field: label, example: formatNumber(1299.5, lang, 2) })
          : t("form.notAWholeNumber", { field: label, example: formatNumber(12, lang, 0) });
      let n = z.number({
        error: (issue) =>
          typeof issue.input === "string"
            ? notANumber
            : field.required
              ? required
              : t("form.invalid", { field: label }),
      });
      if (field.min !== undefined) n = n.min(field.min, t("form.tooLow", { field: label }));
      if (field.max !== undefined) n = n.max(field.max, t("form.tooHigh", { field: label }));
      if (field.widget === "euro") n = n.min(0, t("form.tooLow", { field: label }));
      return field.required ? n : n.nullable().optional();
    }
    case "multiselect":
      return field.required ? z.array(z.number()).min(1, required) : z.array(z.number());
    case "images":
      return z.array(z.string());
    case "blocks":
      return blocksSchema;
    case "select": {
      // numeric options (ids) are numbers or null, fixed options are strings
      const base = z.union([z.string(), z.number(), z.null()]);
      return field.required
        ? base.refine((v) => v !== null && v !== "", { message: required })
        : base.optional();
    }
    default: {
      let s = z.string({ error: required });
      if (field.required) s = s.trim().min(1, required);
      if (field.max !== undefined) s = s.max(field.max, t("form.tooLong", { field: label }));
      if (field.widget === "email")
        return field.required
          ? s.email(t("form.email", { field: label }))
          : s.refine((v) => v === "" || z.email().safeParse(v).success, t("form.email", { field: label }));
      if (field.widget === "date" && field.required) return s;
      return s;
    }
  }
}

/** The message of a failed server rule (FieldDef.rule) in the form's wording, with the form's label. */
function ruleMessage(issue: z.core.$ZodIssue, label: string, t: Translate): string {
  switch (issue.code) {
    case "too_small":
      return issue.origin === "string"
        ? t("form.tooShortMin", { field: label, count: Number(issue.minimum) })
        : t("form.tooLow", { field: label });
    case "too_big":
      return issue.origin === "string"
        ? t("form.tooLong", { field: label })
        : t("form.tooHigh", { field: label });
    case "invalid_format":
      return issue.format === "email"
        ? t("form.email", { field: label })
        : t("form.invalid", { field: label });
    default:
      return t("form.invalid", { field: label });
  }
}

/** a field's own rules plus the server's rule of its value (an empty optional value is not checked) */
function withRule(schema: ZodType, field: FieldDef, lang: Language, t: Translate): ZodType {
  const rule = field.rule;
  if (!rule) return schema;
  return schema.superRefine((value, ctx) => {
    if (value === "" || value === null || value === undefined) return;
    const result = rule.safeParse(value);
    const issue = result.success ? undefined : result.error.issues[0];
    if (issue) ctx.addIssue({ code: "custom", message: ruleMessage(issue, field.label[lang], t) });
  });
}

/** The form schema for the fields shown with these values. */
export function buildSchema(
  def: ResourceDef,
  values: Values,
  mode: "create" | "update",
  lang: Language,
  t: Translate,
) {
  const shape: Record<string, ZodType> = {};
  for (const field of visibleFields(def, values, mode))
    shape[field.name] = withRule(fieldSchema(def, field, lang, t), field, lang, t);
  return z.looseObject(shape).superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(def.validate?.(v, lang) ?? {})) {
      ctx.addIssue({ code: "custom", path: path.split("."), message });
    }
  });
}

/** What a field holds when nothing is filled in (not its default). */
function nothingIn(field: FieldDef): unknown {
  switch (field.widget) {
    case "checkbox":
      return false;
    case "number":
    case "euro":
      return null;
    case "select":
      return field.optionsFrom ? null : "";
    case "multiselect":
    case "images":
    case "blocks":
      return [];
    default:
      return "";
  }
}

/**
 * Whether the form refuses this field empty, read from the field's own schema (so the '*' marker
 * and aria-required follow every rule that makes a field required: `required`, the overview image
 * of requirements §5, …). Fields shown only under a condition are judged as if shown.
 */
export function isRequired(def: ResourceDef, field: FieldDef, lang: Language, t: Translate): boolean {
  return !fieldSchema(def, field, lang, t).safeParse(nothingIn(field)).success;
}

/** Empty form values for the add screen. */
export function emptyValues(def: ResourceDef, _lang: Language): Values {
  const values: Values = {};
  for (const f of def.fields) {
    if (f.default !== undefined) values[f.name] = f.default;
    else if (f.widget === "checkbox") values[f.name] = false;
    else if (f.widget === "number" || f.widget === "euro") values[f.name] = f.required ? 0 : null;
    else if (f.widget === "multiselect" || f.widget === "images" || f.widget === "blocks")
      values[f.name] = [];
    else if (f.widget === "select") values[f.name] = f.optionsFrom ? null : (f.options?.[0]?.value ?? "");
    else values[f.name] = "";
  }
  // new content starts in Dutch, the site's default language, whatever the interface language
  if (def.translation) values.language = "nl";
  return values;
}

/** API row → form values: the fields the form knows, with empty defaults for missing ones. */
export function valuesFromRow(def: ResourceDef, row: Row, lang: Language): Values {
  const source = def.fromApi ? def.fromApi(row) : row;
  const values = emptyValues(def, lang);
  for (const f of def.fields) {
    const v = source[f.name];
    if (v === undefined || (v === null && f.widget !== "select" && f.widget !== "number")) continue;
    values[f.name] = v;
  }
  if (def.translation && (source.language === "nl" || source.language === "en"))
    values.language = source.language;
  return values;
}

/**
 * form values → request body. `loaded`: the values the form was filled with, when it edits an item;
 * a publication date left as it was is then not sent, so the stored moment keeps its time (the form
 * shows only the date: sending that date's midnight moved the item among the day's news at every
 * save, and each revision showed a change nobody made).
 */
export function bodyFromValues(
  def: ResourceDef,
  values: Values,
  mode: "create" | "update",
  extra: Values = {},
  loaded?: Values,
): Values {
  if (def.toApi) return { ...def.toApi(values, mode), ...extra };
  const body: Values = {};
  for (const f of visibleFields(def, values, mode)) {
    if (f.local) continue;
    let v = values[f.name];
    if (f.widget === "number" && (v === "" || v === undefined)) v = null;
    if (f.widget === "select" && f.optionsFrom)
      v = v === "" || v === null || v === undefined ? null : Number(v);
    // dates of publication are datetimes for the API; empty = the server's default (now)
    if (f.datetime) {
      if (!v || (mode === "update" && loaded && v === loaded[f.name])) continue;
      v = `${String(v).slice(0, 10)}T00:00:00`;
    }
    // the url is required by the API: an empty one is proposed from the title
    if (f.name === "url" && !String(v ?? "").trim()) v = slugify(String(values.title ?? ""));
    body[f.name] = v;
  }
  if (def.translation && mode === "create") body.language = values.language;
  return { ...body, ...extra };
}
