/**
 * Services and service groups (requirements §3): a title, an icon and a description per language;
 * a service may belong to a group of its language, and a services block shows groups or services.
 */
import type { z } from "zod";
import { col } from "./columns.ts";
import { apiSchemas, defineContentType } from "./define.ts";
import { icon, l, language, position, reference, shown, text, textarea } from "./field.ts";

/** the fields a service and a service group both have */
const serviceFields = () => ({
  language: language(),
  title: text(l("Title", "Titel"), { max: 200, required: true }),
  icon: icon(),
  description: textarea(l("Description", "Omschrijving"), { max: 2000, wide: true }),
});

export const serviceType = defineContentType({
  noun: "service",
  section: "services",
  entity: l("service", "de service"),
  titles: {
    list: l("Services", "Services"),
    add: l("Add service", "Service toevoegen"),
    edit: l("Edit service", "Service wijzigen"),
  },
  paths: {
    list: "services",
    add: "services/add-service",
    get: "service/{id}",
    edit: "service/edit/{id}",
    delete: "service/delete/{id}",
  },
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title", "description"],
  listSort: ["id", "title", "language", "position", "visible", "created_at", "updated_at"],
  translation: "service_translation",
  shared: ["icon", "position", "service_group_id", "visible"],
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.icon, col.language, col.visible, col.updated],
  search: { title: "A", description: "B" },
  fields: {
    ...serviceFields(),
    service_group_id: reference(
      l("Service group", "Servicegroep"),
      { path: "service-groups", label: (r) => String(r.title), sameLanguage: true },
      { perLanguage: true },
    ),
    position: position(l("Position", "Positie")),
    visible: shown(),
  },
});

export const serviceApi = apiSchemas(serviceType);
export type ServiceCreate = z.infer<typeof serviceApi.create>;
export type ServiceUpdate = z.infer<typeof serviceApi.update>;

/** Service groups hold services; a services block can show up to 3 of them. */
export const serviceGroupType = defineContentType({
  noun: "service group",
  section: "service-groepen",
  entity: l("service group", "de servicegroep"),
  titles: {
    list: l("Service groups", "Servicegroepen"),
    add: l("Add service group", "Servicegroep toevoegen"),
    edit: l("Edit service group", "Servicegroep wijzigen"),
  },
  paths: {
    list: "service-groups",
    add: "service-groups/add-service-group",
    get: "service-group/{id}",
    edit: "service-group/edit/{id}",
    delete: "service-group/delete/{id}",
  },
  screens: { add: true, edit: true, remove: true },
  adminSearch: ["title", "description"],
  listSort: ["id", "title", "language", "position", "visible", "created_at", "updated_at"],
  translation: "service_group_translation",
  shared: ["icon", "position", "visible"],
  labelOf: (v) => String(v.title ?? ""),
  columns: [col.title, col.icon, col.language, col.visible, col.updated],
  fields: {
    ...serviceFields(),
    position: position(l("Position", "Positie")),
    visible: shown(),
  },
});

export const serviceGroupApi = apiSchemas(serviceGroupType);
export type ServiceGroupCreate = z.infer<typeof serviceGroupApi.create>;
export type ServiceGroupUpdate = z.infer<typeof serviceGroupApi.update>;
