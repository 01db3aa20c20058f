/** Features (kenmerken, requirements §3): short selling points with an icon, per language. */
import type { z } from "zod";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { l } from "./field.ts";
import { iconItems, placement, titleAndIcon } from "./icon-items.ts";

export const featureType = defineContentType({
  ...iconItems,
  section: "kenmerken",
  entity: l("feature", "het kenmerk"),
  titles: { list: l("Features", "Kenmerken") },
  paths: crudPaths({ list: "features", add: "features/add-feature", one: "feature" }),
  adminSearch: ["title"],
  translation: "feature_translation",
  shared: ["icon", "position", "visible"],
  fields: { ...titleAndIcon(), ...placement() },
});

export const featureApi = apiSchemas(featureType);
export type FeatureCreate = z.infer<typeof featureApi.create>;
export type FeatureUpdate = z.infer<typeof featureApi.update>;
