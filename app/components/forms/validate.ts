/**
 * Client-side validation of the public forms with the shared zod schemas (core/messages/schema.ts),
 * turned into the requirements §5 field messages in the visitor's language.
 */
import type { z } from "zod";
import type { PublicT } from "#app/i18n/locales/public.ts";

export type FieldErrors = Record<string, string>;

export function validateForm(
  schema: z.ZodType,
  values: Record<string, string>,
  labels: Record<string, string>,
  t: PublicT,
): FieldErrors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!field || errors[field]) continue;
    const label = labels[field] ?? field;
    const value = (values[field] ?? "").trim();
    if (value === "") errors[field] = t("contact.required", { label });
    else if (field === "email") errors[field] = t("contact.invalidEmail", { label });
    else if (issue.code === "too_big") errors[field] = t("contact.tooLong", { label });
    else errors[field] = t("contact.invalid", { label });
  }
  return errors;
}
