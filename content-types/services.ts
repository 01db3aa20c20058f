/**
 * Services and service groups (requirements §3): a title, an icon and a description per language;
 * a service may belong to a group of its language, and a services block shows groups or services.
 */
import type { z } from "zod";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { l, reference, textarea } from "./field.ts";
import { iconItems, placement, titleAndIcon } from "./icon-items.ts";

/** the fields a service and a service group both have */
const serviceFields = () => ({
  ...titleAndIcon(),
  description: textarea(l("Description", "Omschrijving"), { max: 2000, wide: true }),
});

export const serviceType = defineContentType({
  ...iconItems,
  section: "services",
  entity: l("service", "de service"),
  titles: { list: l("Services", "Services") },
  paths: crudPaths({ list: "services", add: "services/add-service", one: "service" }),
  adminSearch: ["title", "description"],
  translation: "service_translation",
  shared: ["icon", "position", "service_group_id", "visible"],
  search: { title: "A", description: "B" },
  fields: {
    ...serviceFields(),
    service_group_id: reference(
      l("Service group", "Servicegroep"),
      { path: "service-groups", label: (r) => String(r.title), sameLanguage: true },
      { perLanguage: true },
    ),
    ...placement(),
  },
});

export const serviceApi = apiSchemas(serviceType);
export type ServiceCreate = z.infer<typeof serviceApi.create>;
export type ServiceUpdate = z.infer<typeof serviceApi.update>;

/** Service groups hold services; a services block can show up to 3 of them. */
export const serviceGroupType = defineContentType({
  ...iconItems,
  section: "service-groepen",
  entity: l("service group", "de servicegroep"),
  titles: { list: l("Service groups", "Servicegroepen") },
  paths: crudPaths({ list: "service-groups", add: "service-groups/add-service-group", one: "service-group" }),
  adminSearch: ["title", "description"],
  translation: "service_group_translation",
  shared: ["icon", "position", "visible"],
  fields: { ...serviceFields(), ...placement() },
});

export const serviceGroupApi = apiSchemas(serviceGroupType);
export type ServiceGroupCreate = z.infer<typeof serviceGroupApi.create>;
export type ServiceGroupUpdate = z.infer<typeof serviceGroupApi.update>;
