/** List columns several admin sections share. */
import { l } from "./field.ts";
import { publicNowColumn, scheduleColumn } from "./schedule-time.ts";
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
  /** "Zichtbaar" of the types with scheduled publishing: on the website now (not just the flag) */
  publicNow: publicNowColumn,
  /** scheduled publishing: "Gepland / Scheduled", "Verloopt / Expires" or "Verlopen / Expired" with the moment */
  schedule: scheduleColumn,
  /**
   * whether the other language keeps up with this one (`translation_status` of the admin lists of
   * pages, news items, tips and products: server/content/translation-status.ts)
   */
  translation: {
    key: "translation_status",
    label: l("Translation status", "Vertaalstatus"),
    kind: "option",
    priority: 1,
    options: [
      { value: "missing", label: l("Missing", "Ontbreekt") },
      { value: "outdated", label: l("Outdated", "Verouderd") },
      { value: "current", label: l("Up to date", "Actueel") },
    ],
  } satisfies ColumnDef,
};
