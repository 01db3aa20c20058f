/**
 * Which columns a list shows at a given width (the edit and delete buttons must stay on
 * screen on a laptop and on a phone). The title and the actions always show; the other columns are
 * added by priority (1 first, then 2, then 3; in definition order within a priority) while their
 * estimated widths fit. Below PHONE_WIDTH the list becomes cards, which show every column.
 */
import type { ColumnDef } from "#content-types/types.ts";

/** narrower than this (the list's own width, not the window's) the rows become cards */
export const PHONE_WIDTH = 640;

/** what a column needs, in px, with the cell padding; texts wrap, so this is a floor, not a fit */
export function estimatedWidth(column: Pick<ColumnDef, "kind" | "key">): number {
  switch (column.kind) {
    case "language":
      return 64;
    case "bool":
    case "read":
      return 88;
    case "date":
      return 110;
    case "datetime":
      return 150;
    case "euro":
      return 96;
    case "option":
      return 130;
    default:
      return 150;
  }
}

/** The default priority: short flags stay, timestamps go first. */
export function priorityOf(column: Pick<ColumnDef, "priority" | "kind" | "key">): 1 | 2 | 3 {
  if (column.priority) return column.priority;
  if (column.key === "updated_at" || column.key === "created_at") return 3;
  if (column.kind === "language" || column.kind === "bool" || column.kind === "read") return 1;
  return 2;
}

/** the title column of a list: marked `primary`, else `title`, else `name`, else the first */
export function primaryColumn(columns: readonly ColumnDef[]): ColumnDef | undefined {
  return (
    columns.find((c) => c.primary) ??
    columns.find((c) => c.key === "title") ??
    columns.find((c) => c.key === "name") ??
    columns[0]
  );
}

export const TITLE_WIDTH = 200;
/** per action button (Edit, Delete, View, Public page), wrapped two to a line at most */
export const ACTION_WIDTH = 110;
export const TRANSLATION_WIDTH = 150;

export interface Extra {
  key: string;
  width: number;
  priority: 1 | 2 | 3;
}

/**
 * The keys of the columns to show in a table `width` px wide: the title first, then the others by
 * priority while they fit beside the actions. Returned in the definition's order.
 */
export function visibleColumnKeys(
  columns: readonly ColumnDef[],
  extras: readonly Extra[],
  actions: number,
  width: number,
): Set<string> {
  const primary = primaryColumn(columns);
  const shown = new Set<string>(primary ? [primary.key] : []);
  let left = width - TITLE_WIDTH - Math.min(actions, 2) * ACTION_WIDTH;
  const candidates = [
    ...columns
      .filter((c) => c !== primary)
      .map((c) => ({ key: c.key, width: estimatedWidth(c), priority: priorityOf(c) })),
    ...extras,
  ];
  // stable: Array.prototype.sort keeps the definition order within a priority
  candidates.sort((a, b) => a.priority - b.priority);
  for (const c of candidates) {
    if (c.width > left) continue;
    shown.add(c.key);
    left -= c.width;
  }
  return shown;
}
