import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";

/** Reviews: quotes from customers, shown as written (not translated). */
export const reviews: ResourceDef = {
  section: "reviews",
  entity: l("review", "de review"),
  titles: {
    list: l("Reviews", "Reviews"),
    add: l("Add review", "Review toevoegen"),
    edit: l("Edit review", "Review wijzigen"),
  },
  api: {
    list: "reviews",
    one: (id) => `review/${id}`,
    create: "reviews/add-review",
    update: (id) => `review/edit/${id}`,
    remove: (id) => `review/delete/${id}`,
  },
  notFound: l("Review not found", "Review niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  labelOf: (v) => String(v.name ?? ""),
  columns: [
    col.name,
    { key: "rating", label: l("Rating", "Waardering"), sortable: true },
    col.visible,
    col.updated,
  ],
  fields: [
    { name: "name", label: l("Name", "Naam"), widget: "text", required: true, max: 100 },
    { name: "text", label: l("Text", "Tekst"), widget: "textarea", required: true, max: 2000, wide: true },
    {
      name: "rating",
      label: l("Rating (1–5)", "Waardering (1–5)"),
      widget: "number",
      min: 1,
      max: 5,
      default: 5,
      required: true,
    },
    { name: "position", label: l("Position", "Positie"), widget: "number", min: 0, default: 0 },
    {
      name: "visible",
      label: l("Visible on the website", "Zichtbaar op de website"),
      widget: "checkbox",
      default: true,
    },
  ],
};
