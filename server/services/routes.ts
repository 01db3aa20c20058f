/** Services and service groups API (requirements §7): thin routes over server/services/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { serviceApi, serviceGroupApi, serviceGroupType, serviceType } from "#content-types/services.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { dbOf, itemSchema, languageQuery, rowFields, translationSchema } from "../content/params.ts";
import { createSavePipeline } from "../content/save.ts";
import { services } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf } from "../http/router.ts";
import {
  createService,
  createServiceGroup,
  listPublicServiceGroups,
  listPublicServices,
  serviceCrud,
  serviceGroupCrud,
  updateService,
  updateServiceGroup,
} from "./service.ts";

export const serviceSchema = itemSchema("Service", {
  ...rowFields(services, ["language", "title", "icon", "description", "service_group_id"]),
  group: z.object({ id: z.number(), title: z.string(), icon: z.string() }).nullable(),
  service_translation: translationSchema,
});
export const serviceGroupSchema = itemSchema("ServiceGroup", {
  language: z.enum(["nl", "en"]),
  title: z.string(),
  icon: z.string(),
  description: z.string(),
  service_group_translation: translationSchema,
});
const serviceGroupWithServices = itemSchema("ServiceGroupWithServices", {
  title: z.string(),
  services: z.array(serviceSchema),
});

export const servicesRouter = createRouter({
  labels: {
    ...headerLabels,
    ...serviceGroupApi.labels,
    ...serviceApi.labels,
  },
});

servicesRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-services",
    access: "public",
    tags: ["Services"],
    summary: "Visible services of a language",
    description:
      "Public. `?language=` (default: the request language). Ordered by position, each with its group.",
    request: { query: languageQuery },
    responses: { 200: jsonOf(dataOf(z.array(serviceSchema)), "The services"), ...errorResponses(422) },
  }),
  async (c) => {
    const items = await listPublicServices(dbOf(c), c.req.valid("query").language ?? c.var.lang);
    return c.json({ data: items }, 200);
  },
);

servicesRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-service-groups",
    access: "public",
    tags: ["Service groups"],
    summary: "Visible service groups of a language with their services",
    description: "Public. `?language=` (default: the request language). Ordered by position.",
    request: { query: languageQuery },
    responses: {
      200: jsonOf(dataOf(z.array(serviceGroupWithServices)), "The groups"),
      ...errorResponses(422),
    },
  }),
  async (c) => {
    const groups = await listPublicServiceGroups(dbOf(c), c.req.valid("query").language ?? c.var.lang);
    return c.json({ data: groups }, 200);
  },
);

registerCrudRoutes(servicesRouter, {
  tag: "Services",
  paths: serverCrudPaths(serviceType),
  item: serviceSchema,
  createSchema: serviceApi.create,
  updateSchema: serviceApi.update,
  service: {
    list: serviceCrud.list,
  },
  save: createSavePipeline({
    definition: serviceType,
    service: {
      get: serviceCrud.get,
      create: createService,
      update: updateService,
      remove: serviceCrud.remove,
    },
  }),
});

registerCrudRoutes(servicesRouter, {
  tag: "Service groups",
  paths: serverCrudPaths(serviceGroupType),
  item: serviceGroupSchema,
  createSchema: serviceGroupApi.create,
  updateSchema: serviceGroupApi.update,
  service: {
    list: serviceGroupCrud.list,
  },
  save: createSavePipeline({
    definition: serviceGroupType,
    service: {
      get: serviceGroupCrud.get,
      create: createServiceGroup,
      update: updateServiceGroup,
      remove: serviceGroupCrud.remove,
    },
  }),
});
