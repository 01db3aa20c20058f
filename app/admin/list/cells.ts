/** What a list shows of a row: the text of a cell, the translation sibling, whether rows have a language. */
import type { AdminT } from "#app/i18n/locales/admin.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import type { ColumnDef, ResourceDef, Row } from "#content-types/types.ts";
import { formatDate } from "#core/format-date.ts";

export type Sibling = { id: number; language: "nl" | "en"; url?: string; full_url?: string; title?: string };

/** the sibling of a translatable row (`news_translation` … or the generic `translation`) */
export function siblingOf(def: ResourceDef, row: Record<string, unknown>): Sibling | null {
  if (!def.translation) return null;
  const s = (row[def.translation] ?? row.translation) as Sibling | null | undefined;
  return s && typeof s === "object" && s.id ? s : null;
}

/**
 * Rows with a language: translatable content, or a type whose form has a language field (a review).
 * Their list can be narrowed to one language (the list call's `language`, server/content/crud.ts).
 */
export function hasLanguage(def: ResourceDef): boolean {
  return Boolean(def.translation) || def.fields.some((field) => field.name === "language");
}

export function cellText(column: ColumnDef, row: Row, lang: "nl" | "en", t: AdminT): string {
  if (column.value) return column.value(row, lang);
  const v = row[column.key];
  switch (column.kind) {
    case "bool":
      return v ? t("list.yes") : t("list.no");
    case "language":
      return v === "en" ? "EN" : "NL";
    case "date":
      return formatDate(v, lang);
    case "datetime":
      return formatDate(v, lang, true);
    case "euro":
      return typeof v === "number" && Number.isFinite(v) ? formatEuro(v, lang) : "";
    case "read":
      return v ? t("list.read") : t("list.unread");
    case "option":
      return column.options?.find((o) => o.value === v)?.label[lang] ?? String(v ?? "");
    default:
      return v === null || v === undefined ? "" : String(v);
  }
}
