/** Features API (requirements §7): thin routes over server/features/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { featureApi, featureType } from "#content-types/features.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { dbOf, itemSchema, languageQuery, rowFields, translationSchema } from "../content/params.ts";
import { createSavePipeline } from "../content/save.ts";
import { features } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf } from "../http/router.ts";
import { createFeature, featureCrud, listPublicFeatures, updateFeature } from "./service.ts";

export const featureSchema = itemSchema("Feature", {
  ...rowFields(features, ["language", "title", "icon", "position"]),
  feature_translation: translationSchema,
});

export const featuresRouter = createRouter({ labels: { ...headerLabels, ...featureApi.labels } });

featuresRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-features",
    access: "public",
    tags: ["Features"],
    summary: "Visible features of a language",
    description: "Public. `?language=` (default: the request language). Ordered by position.",
    request: { query: languageQuery },
    responses: { 200: jsonOf(dataOf(z.array(featureSchema)), "The features"), ...errorResponses(422) },
  }),
  async (c) => {
    const items = await listPublicFeatures(dbOf(c), c.req.valid("query").language ?? c.var.lang);
    return c.json({ data: items }, 200);
  },
);

registerCrudRoutes(featuresRouter, {
  tag: "Features",
  paths: serverCrudPaths(featureType),
  item: featureSchema,
  createSchema: featureApi.create,
  updateSchema: featureApi.update,
  service: {
    list: featureCrud.list,
  },
  save: createSavePipeline({
    definition: featureType,
    service: {
      get: featureCrud.get,
      create: createFeature,
      update: updateFeature,
      remove: featureCrud.remove,
    },
  }),
});
