/** List columns several admin sections share. */
import { l } from "./field.ts";
import type { ColumnDef } from "./types.ts";

export const col = {
  title: { key: "title", label: l("Title", "Titel"), sortable: true } satisfies ColumnDef,
  name: { key: "name", label: l("Name", "Naam"), sortable: true } satisfies ColumnDef,
  language: {
    key: "language",
    label: l("Language", "Taal"),
    kind: "language",
    sortable: true,
  } satisfies ColumnDef,
  visible: {
    key: "visible",
    label: l("Visible", "Zichtbaar"),
    kind: "bool",
    sortable: true,
  } satisfies ColumnDef,
  created: {
    key: "created_at",
    label: l("Created", "Aangemaakt"),
    kind: "date",
    sortable: true,
  } satisfies ColumnDef,
  updated: {
    key: "updated_at",
    label: l("Changed", "Gewijzigd"),
    kind: "date",
    sortable: true,
  } satisfies ColumnDef,
  icon: { key: "icon", label: l("Icon", "Icoon") } satisfies ColumnDef,
};
