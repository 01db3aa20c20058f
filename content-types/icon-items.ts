/**
 * What features, services and service groups declare alike (requirements §3): short items of one
 * language with a title and an icon, placed by `position` and shown while `visible`. The admin lists
 * them by title with their icon; both language versions share the icon, the position and the
 * visibility. Their own fields (a description, a service's group), names and paths stay in their own
 * files, as the dated editorial types keep theirs beside `datedEditorial` (./header.ts).
 */
import { col } from "./columns.ts";
import { icon, l, language, position, shown, text } from "./field.ts";
import type { ColumnDef, Values } from "./types.ts";

const iconColumns: ColumnDef[] = [col.title, col.icon, col.language, col.visible, col.updated];

export const iconItems = {
  screens: { add: true, edit: true, remove: true },
  listSort: ["title", "language", "position", "visible"],
  labelOf: (v: Values) => String(v.title ?? ""),
  columns: iconColumns,
} as const;

/** the fields an icon item starts with */
export const titleAndIcon = () => ({
  language: language(),
  title: text(l("Title", "Titel"), { max: 200, required: true }),
  icon: icon(),
});

/** the fields it ends with: where it stands and whether it shows */
export const placement = () => ({
  position: position(l("Position", "Positie")),
  visible: shown(),
});
