/** Tips and tricks (requirements §3): the header fields, a text and "tip one" to "tip four". */

import type { z } from "zod";
import { TEXT_LIMITS } from "#core/content/fields.ts";
import { tipPath } from "#core/public/urls.ts";
import { apiSchemas, crudPaths, defineContentType } from "./define.ts";
import { l, publishedAt, richText, textarea } from "./field.ts";
import { datedEditorial, headerShared, overviewItemFields, publicAddress, publication } from "./header.ts";

/**
 * "Tip one" to "tip four": short plain sentences, shown as text in a numbered list on the tip page
 * (never as HTML), so they are kept exactly as typed — `<your>` and `&` included.
 */
const tipItem = (label: ReturnType<typeof l>) => textarea(label, { max: TEXT_LIMITS.tipItem });

/** how messages name it (not found, already exists: core/content/entity-messages.ts) */
const tip = l("tip", "de tip");

export const tipType = defineContentType({
  ...datedEditorial,
  section: "tips",
  entity: tip,
  titles: { list: l("Tips", "Tips") },
  paths: crudPaths({ list: "tips", nextId: "tip/next-tip-id", add: "tip/add-tip", one: "tip" }),
  translation: "tip_translation",
  shared: [...headerShared, "published_at"],
  uploadType: "tips",
  name: "tip",
  preview: "tip",
  publicUrl: publicAddress(tipPath),
  search: {
    title: "A",
    subtitle: "B",
    intro: "B",
    text: "C",
    tip_one: "C",
    tip_two: "C",
    tip_three: "C",
    tip_four: "C",
  },
  fields: {
    ...overviewItemFields(tip, "tip-title-exists"),
    text: richText(l("Text", "Tekst"), { group: l("Tip", "Tip"), wide: true }),
    tip_one: tipItem(l("Tip one", "Tip één")),
    tip_two: tipItem(l("Tip two", "Tip twee")),
    tip_three: tipItem(l("Tip three", "Tip drie")),
    tip_four: tipItem(l("Tip four", "Tip vier")),
    published_at: publishedAt(l("Publication date", "Publicatiedatum")),
    ...publication(),
  },
});

/** the add and edit bodies of the API, and the labels of their messages */
export const tipApi = apiSchemas(tipType);
export type TipCreate = z.infer<typeof tipApi.create>;
export type TipUpdate = z.infer<typeof tipApi.update>;
