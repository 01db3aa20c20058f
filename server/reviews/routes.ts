/** Reviews API (requirements §7): thin routes over server/reviews/service.ts. */
import { z } from "@hono/zod-openapi";
import { serverCrudPaths } from "#content-types/define.ts";
import { reviewApi, reviewType } from "#content-types/reviews.ts";
import { headerLabels } from "#core/content/fields.ts";
import { registerCrudRoutes } from "../content/crud-routes.ts";
import { dbOf, itemSchema, languageQuery, rowFields } from "../content/params.ts";
import { createSavePipeline } from "../content/save.ts";
import { reviews } from "../db/schema.ts";
import { apiRoute } from "../http/api-route.ts";
import { createRouter, dataOf, errorResponses, jsonOf } from "../http/router.ts";
import { createReview, listPublicReviews, reviewCrud, updateReview } from "./service.ts";

export const reviewSchema = itemSchema("Review", {
  ...rowFields(reviews, ["language", "name", "text", "rating", "visible", "position"]),
});

export const reviewsRouter = createRouter({ labels: { ...headerLabels, ...reviewApi.labels } });

reviewsRouter.openapi(
  apiRoute({
    method: "get",
    path: "/public-reviews",
    access: "public",
    tags: ["Reviews"],
    summary: "Visible reviews of a language",
    description:
      "Public. `?language=` (default: the request language). Reviews are quotes shown as written, each in its own language; ordered by position.",
    request: { query: languageQuery },
    responses: { 200: jsonOf(dataOf(z.array(reviewSchema)), "The reviews"), ...errorResponses(422) },
  }),
  async (c) => {
    const items = await listPublicReviews(dbOf(c), c.req.valid("query").language ?? c.var.lang);
    return c.json({ data: items }, 200);
  },
);

registerCrudRoutes(reviewsRouter, {
  tag: "Reviews",
  paths: serverCrudPaths(reviewType),
  item: reviewSchema,
  createSchema: reviewApi.create,
  updateSchema: reviewApi.update,
  service: {
    list: reviewCrud.list,
  },
  save: createSavePipeline({
    definition: reviewType,
    service: { get: reviewCrud.get, create: createReview, update: updateReview, remove: reviewCrud.remove },
  }),
});
