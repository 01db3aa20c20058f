import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { f } from "./common.ts";

/** Service groups hold services; a services block can show up to 3 of them. */
export const serviceGroups: ResourceDef = {
  section: "service-groepen",
  entity: l("service group", "de servicegroep"),
  titles: {
    list: l("Service groups", "Servicegroepen"),
    add: l("Add service group", "Servicegroep toevoegen"),
    edit: l("Edit service group", "Servicegroep wijzigen"),
  },
  api: {
    list: "service-groups",
    one: (id) => `service-group/${id}`,
    create: "service-groups/add-service-group",
    update: (id) => `service-group/edit/${id}`,
    remove: (id) => `service-group/delete/${id}`,
  },
  notFound: l("Service group not found", "Servicegroep niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "service_group_translation",
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.icon, col.language, col.visible, col.updated],
  fields: [
    f.title(),
    f.icon(),
    {
      name: "description",
      label: l("Description", "Omschrijving"),
      widget: "textarea",
      max: 2000,
      wide: true,
    },
    f.position(),
    { ...f.visible(), default: true },
  ],
};
