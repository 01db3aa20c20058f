import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { f } from "./common.ts";

/** News groups: a title per language (siblings share a translation key). */
export const newsGroups: ResourceDef = {
  section: "nieuws-groepen",
  entity: l("news group", "de nieuwsgroep"),
  titles: {
    list: l("News groups", "Nieuwsgroepen"),
    add: l("Add news group", "Nieuwsgroep toevoegen"),
    edit: l("Edit news group", "Nieuwsgroep wijzigen"),
  },
  api: {
    list: "news-groups",
    one: (id) => `news-group/${id}`,
    create: "news-groups/add-news-group",
    update: (id) => `news-group/edit/${id}`,
    remove: (id) => `news-group/delete/${id}`,
  },
  notFound: l("News group not found", "Nieuwsgroep niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "news_group_translation",
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.language, col.updated],
  fields: [f.title()],
};
