/**
 * The 422 messages of failed validation: one per field, in the request language, with the field's
 * label (requirements §5). The router's validation hook (server/http/router.ts) answers with them.
 */
import type { z } from "zod";
import type { Language as Lang } from "#core/lang.ts";
import { commonFieldLabels } from "./field-labels.ts";
import { isMessageKey, type MessageKey, message } from "./messages.ts";

/**
 * field name -> label per language. A field the table does not name takes the shared word
 * (./field-labels.ts), else a readable form of its name.
 */
export type FieldLabels = Record<string, { nl: string; en: string }>;

const humanize = (field: string) => field.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());

export function labelOf(field: string, lang: Lang, labels?: FieldLabels): string {
  const common: FieldLabels = commonFieldLabels;
  return labels?.[field]?.[lang] ?? common[field]?.[lang] ?? humanize(field);
}

function keyForIssue(issue: z.core.$ZodIssue): MessageKey {
  if (isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case "invalid_type":
      // a number with decimals where a whole one is needed (2.5 items in stock) is there, not missing
      if (issue.expected === "int") return "whole_number";
      // zod leaves the input out of its issues: a NaN says it was there but not a number
      if ("received" in issue && issue.received === "NaN") return "invalid";
      return issue.input === undefined || issue.input === null ? "required" : "invalid";
    case "too_small":
      if (issue.origin === "string" && issue.minimum === 1) return "required";
      if (issue.origin === "array" && issue.minimum === 1) return "required";
      return issue.origin === "number" ? "min_value" : "too_short";
    case "too_big":
      return issue.origin === "number" ? "max_value" : "too_long";
    case "invalid_format":
      return issue.format === "email" ? "email" : "invalid";
    case "unrecognized_keys":
      return "unknown_field";
    default:
      return "invalid";
  }
}

export function issuesToErrors(
  issues: z.core.$ZodIssue[],
  lang: Lang,
  labels?: FieldLabels,
  requiredKey: MessageKey = "required",
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (path: string, text: string) => {
    // defineProperty, not assignment: a body key "__proto__" must become a plain field name
    const list = Object.hasOwn(errors, path) ? errors[path] : [];
    Object.defineProperty(errors, path, {
      value: [...list, text],
      enumerable: true,
      writable: true,
      configurable: true,
    });
  };
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) add(key, message("unknown_field", lang, key));
      continue;
    }
    const path = issue.path.map(String).join(".") || "_";
    const leaf = [...issue.path].reverse().find((p) => typeof p === "string") ?? path;
    let key = keyForIssue(issue);
    if (key === "required") key = requiredKey;
    add(path, message(key, lang, labelOf(String(leaf), lang, labels)));
  }
  return errors;
}
