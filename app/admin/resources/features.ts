import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { f } from "./common.ts";

/** Features (kenmerken): short selling points with an icon, per language. */
export const features: ResourceDef = {
  section: "kenmerken",
  entity: l("feature", "het kenmerk"),
  titles: {
    list: l("Features", "Kenmerken"),
    add: l("Add feature", "Kenmerk toevoegen"),
    edit: l("Edit feature", "Kenmerk wijzigen"),
  },
  api: {
    list: "features",
    one: (id) => `feature/${id}`,
    create: "features/add-feature",
    update: (id) => `feature/edit/${id}`,
    remove: (id) => `feature/delete/${id}`,
  },
  notFound: l("Feature not found", "Kenmerk niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "feature_translation",
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.icon, col.language, col.visible, col.updated],
  fields: [f.title(), f.icon(), f.position(), { ...f.visible(), default: true }],
};
