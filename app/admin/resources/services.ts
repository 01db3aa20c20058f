import { col } from "#content-types/columns.ts";
import { l } from "#content-types/field.ts";
import type { ResourceDef } from "#content-types/types.ts";
import { f } from "./common.ts";

/** Services, optionally in a service group of the same language. */
export const services: ResourceDef = {
  section: "services",
  entity: l("service", "de service"),
  titles: {
    list: l("Services", "Services"),
    add: l("Add service", "Service toevoegen"),
    edit: l("Edit service", "Service wijzigen"),
  },
  api: {
    list: "services",
    one: (id) => `service/${id}`,
    create: "services/add-service",
    update: (id) => `service/edit/${id}`,
    remove: (id) => `service/delete/${id}`,
  },
  notFound: l("Service not found", "Service niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "service_translation",
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
    {
      name: "service_group_id",
      label: l("Service group", "Servicegroep"),
      widget: "select",
      perLanguage: true,
      optionsFrom: { path: "service-groups", label: (r) => String(r.title), sameLanguage: true },
    },
    f.position(),
    { ...f.visible(), default: true },
  ],
};
