/** Features (kenmerken, requirements §3): short selling points with an icon, per language. */
import type { z } from "zod";
import { col } from "./columns.ts";
import { apiSchemas, defineContentType } from "./define.ts";
import { icon, l, language, position, shown, text } from "./field.ts";

export const featureType = defineContentType({
  noun: "feature",
  section: "kenmerken",
  entity: l("feature", "het kenmerk"),
  titles: {
    list: l("Features", "Kenmerken"),
    add: l("Add feature", "Kenmerk toevoegen"),
    edit: l("Edit feature", "Kenmerk wijzigen"),
  },
  paths: {
    list: "features",
    add: "features/add-feature",
    get: "feature/{id}",
    edit: "feature/edit/{id}",
    delete: "feature/delete/{id}",
  },
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title"],
  listSort: ["id", "title", "language", "position", "visible", "created_at", "updated_at"],
  translation: "feature_translation",
  shared: ["icon", "position", "visible"],
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.icon, col.language, col.visible, col.updated],
  fields: {
    language: language(),
    title: text(l("Title", "Titel"), { max: 200, required: true }),
    icon: icon(),
    position: position(l("Position", "Positie")),
    visible: shown(),
  },
});

export const featureApi = apiSchemas(featureType);
export type FeatureCreate = z.infer<typeof featureApi.create>;
export type FeatureUpdate = z.infer<typeof featureApi.update>;
