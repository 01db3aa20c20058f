/**
 * Reviews (requirements §3): quotes from customers, shown as written (not translated). Each review is
 * in one language and only that language's home page shows it (server/reviews/service.ts).
 */
import { z } from "zod";
import { emptyAsMissing } from "#core/content/fields.ts";
import { col } from "./columns.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { custom, l, ownLanguage, position, shown, text, textarea } from "./field.ts";

export const reviewType = defineContentType({
  section: "reviews",
  entity: l("review", "de review"),
  titles: { list: l("Reviews", "Reviews") },
  paths: crudPaths({ list: "reviews", add: "reviews/add-review", one: "review" }),
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["name", "text"],
  listSort: ["id", "name", "language", "rating", "position", "visible", "created_at", "updated_at"],
  labelOf: (v) => String(v.name ?? ""),
  columns: [
    col.name,
    { key: "rating", label: l("Rating", "Waardering"), sortable: true },
    col.language,
    col.visible,
    col.updated,
  ],
  fields: {
    language: ownLanguage(),
    name: text(l("Name", "Naam"), { max: 100, required: true }),
    text: textarea(l("Text", "Tekst"), { max: 5000, required: true, wide: true }),
    rating: custom({
      label: l("Rating (1–5)", "Waardering (1–5)"),
      widget: "number",
      min: 1,
      max: 5,
      default: 5,
      required: true,
      schema: emptyAsMissing(z.number().int().min(1).max(5)),
    }),
    position: position(l("Position", "Positie")),
    visible: shown(),
  },
});

export const reviewApi = apiSchemas(reviewType);
export type ReviewCreate = z.infer<typeof reviewApi.create>;
export type ReviewUpdate = z.infer<typeof reviewApi.update>;
