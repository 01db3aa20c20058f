/** Redirects API (requirements §7): the admin's CRUD, thin routes over ./service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { redirectApi, redirectType } from "#content-types/redirects.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { itemSchema } from "../content/params.ts";
import { createSavePipeline } from "../content/save.ts";
import { createRouter } from "../http/router.ts";
import { createRedirect, redirectCrud, updateRedirect } from "./service.ts";

export const redirectSchema = itemSchema("Redirect", {
  from_path: z
    .string()
    .openapi({ description: "the old address, normalised: lower case, no trailing slash" }),
  to_path: z.string().openapi({ description: "the path of this site it answers 301 to" }),
  language: z.enum(["nl", "en"]),
  kind: z.enum(["auto", "manual"]).openapi({
    description: "auto: left by an address change of a page, news item, tip or product; manual: the owner's",
  }),
  entity_type: z.string().nullable(),
  entity_id: z.number().nullable(),
  notices: z.array(z.string()).optional().openapi({
    description:
      "add and edit answers only: remarks in the request language that did not refuse the save (the target shows nothing yet, or is itself redirected on)",
  }),
});

export const redirectsRouter = createRouter({ labels: { ...headerLabels, ...redirectApi.labels } });

registerCrudRoutes(redirectsRouter, {
  tag: "Redirects",
  paths: serverCrudPaths(redirectType),
  item: redirectSchema,
  createSchema: redirectApi.create,
  updateSchema: redirectApi.update,
  service: {
    list: redirectCrud.list,
  },
  save: createSavePipeline({
    definition: redirectType,
    service: {
      get: redirectCrud.get,
      create: createRedirect,
      update: updateRedirect,
      remove: redirectCrud.remove,
    },
  }),
});
