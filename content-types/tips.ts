/** Tips and tricks (requirements §3): the header fields, a text and "tip one" to "tip four". */

import type { z } from "zod";
import { TEXT_LIMITS } from "#core/content/fields.ts";
import { tipPath } from "#core/public/urls.ts";
import { apiSchemas, defineContentType } from "./define.ts";
import { l, publishedAt, requiredImage, richText, textarea } from "./field.ts";
import {
  datedColumns,
  headerFields,
  headerShared,
  publicAddress,
  publicationDateFromApi,
  publishedField,
  scheduleFields,
} from "./header.ts";
import { validateSchedule } from "./schedule-time.ts";

/**
 * "Tip one" to "tip four": short plain sentences, shown as text in a numbered list on the tip page
 * (never as HTML), so they are kept exactly as typed — `<your>` and `&` included.
 */
const tipItem = (label: ReturnType<typeof l>) => textarea(label, { max: TEXT_LIMITS.tipItem });

export const tipType = defineContentType({
  noun: "tip",
  section: "tips",
  entity: l("tip", "de tip"),
  titles: {
    list: l("Tips", "Tips"),
    add: l("Add tip", "Tip toevoegen"),
    edit: l("Edit tip", "Tip wijzigen"),
  },
  paths: {
    list: "tips",
    nextId: "tip/next-tip-id",
    add: "tip/add-tip",
    get: "tip/{id}",
    edit: "tip/edit/{id}",
    delete: "tip/delete/{id}",
  },
  notFound: l("Tip not found", "Tip niet gevonden"),
  screens: { add: true, edit: true, remove: true },
  translation: "tip_translation",
  shared: [...headerShared, "published_at"],
  uploadType: "tips",
  name: "tip",
  preview: "tip",
  requiresImage: "image",
  labelOf: (v) => String(v.title ?? ""),
  validate: validateSchedule,
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
  columns: datedColumns,
  defaultSort: { key: "published_at", order: "desc" },
  fields: {
    ...headerFields({
      unique: {
        path: "tip-title-exists",
        message: l(
          "There already exists a tip with this title, please choose another title",
          "Er bestaat al een tip met deze titel, kies een andere titel",
        ),
      },
    }),
    /** the overview image is required (requirements §5) */
    image: requiredImage(l("Overview image", "Overzichtsafbeelding"), { group: l("Images", "Afbeeldingen") }),
    text: richText(l("Text", "Tekst"), { group: l("Tip", "Tip"), wide: true }),
    tip_one: tipItem(l("Tip one", "Tip één")),
    tip_two: tipItem(l("Tip two", "Tip twee")),
    tip_three: tipItem(l("Tip three", "Tip drie")),
    tip_four: tipItem(l("Tip four", "Tip vier")),
    published_at: publishedAt(l("Publication date", "Publicatiedatum")),
    visible: publishedField(),
    ...scheduleFields(),
  },
  fromApi: publicationDateFromApi,
});

/** the add and edit bodies of the API, and the labels of their messages */
export const tipApi = apiSchemas(tipType);
export type TipCreate = z.infer<typeof tipApi.create>;
export type TipUpdate = z.infer<typeof tipApi.update>;
