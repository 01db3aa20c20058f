import { TEXT_LIMITS } from "#server/content/fields.ts";
import { col, headerFields, l } from "./common.ts";
import type { ResourceDef } from "./types.ts";

/** Tips and tricks: header fields, text and tip one to four (requirements §3). */
export const tips: ResourceDef = {
  section: "tips",
  entity: l("tip", "de tip"),
  titles: {
    list: l("Tips", "Tips"),
    add: l("Add tip", "Tip toevoegen"),
    edit: l("Edit tip", "Tip wijzigen"),
  },
  api: {
    list: "tips",
    one: (id) => `tip/${id}`,
    create: "tip/add-tip",
    update: (id) => `tip/edit/${id}`,
    remove: (id) => `tip/delete/${id}`,
  },
  notFound: l("Tip not found", "Tip niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "tip_translation",
  uploadType: "tips",
  preview: "tip",
  requiresImage: "image",
  labelOf: (v) => String(v.title ?? ""),
  publicUrl: (row) =>
    row.visible
      ? row.language === "en"
        ? `/en/tips-and-tricks/${row.url}`
        : `/tips-en-tricks/${row.url}`
      : null,
  columns: [
    col.title,
    col.language,
    col.visible,
    { key: "published_at", label: l("Published", "Gepubliceerd"), kind: "date", sortable: true },
    col.updated,
  ],
  defaultSort: { key: "published_at", order: "desc" },
  fields: [
    ...headerFields({
      unique: {
        path: "tip-title-exists",
        message: l(
          "There already exists a tip with this title, please choose another title",
          "Er bestaat al een tip met deze titel, kies een andere titel",
        ),
      },
    }),
    { name: "text", label: l("Text", "Tekst"), widget: "richtext", group: l("Tip", "Tip"), wide: true },
    { name: "tip_one", label: l("Tip one", "Tip één"), widget: "textarea", max: TEXT_LIMITS.tipItem },
    { name: "tip_two", label: l("Tip two", "Tip twee"), widget: "textarea", max: TEXT_LIMITS.tipItem },
    { name: "tip_three", label: l("Tip three", "Tip drie"), widget: "textarea", max: TEXT_LIMITS.tipItem },
    { name: "tip_four", label: l("Tip four", "Tip vier"), widget: "textarea", max: TEXT_LIMITS.tipItem },
    { name: "published_at", label: l("Publication date", "Publicatiedatum"), widget: "date", datetime: true },
    {
      name: "visible",
      label: l("Published (visible on the website)", "Gepubliceerd (zichtbaar op de website)"),
      widget: "checkbox",
    },
  ],
  fromApi: (row) => ({ ...row, published_at: String(row.published_at ?? "").slice(0, 10) }),
};
