/**
 * Page request schemas (requirements §3), shared by the API and the admin form. Pure: importable in the browser.
 */
import { z } from "zod";
import {
  emptyAsMissing,
  headerFieldsShape,
  headerLabels,
  idRefSchema,
  positionSchema,
  textSchema,
  translationOfShape,
} from "../content/fields.ts";
import { linkSchema } from "../validation/link.ts";
import { blocksSchema } from "./blocks.ts";

export const pageFieldsShape = {
  ...headerFieldsShape,
  menu_title: textSchema(100).optional(),
  /** an absolute http(s) address or a path of this site; "" = the page's own address */
  canonical_url: linkSchema(500).optional(),
  visible_in_menu: z.boolean().optional(),
  visible_in_top_menu: z.boolean().optional(),
  visible_in_footer_menu: z.boolean().optional(),
  position_in_menu: emptyAsMissing(positionSchema),
  position_in_top_menu: emptyAsMissing(positionSchema),
  position_in_footer_menu: emptyAsMissing(positionSchema),
  /** the parent page (same language); null = a top-level page */
  belongs_to: idRefSchema.nullable().optional(),
  blocks: blocksSchema.optional(),
};

/** POST pages/add-page. `full_url` is derived by the server from the parent chain and `url`. */
export const pageCreateSchema = z.strictObject({ ...pageFieldsShape, ...translationOfShape });
/** PUT page/edit/{id}: only the fields sent change. */
export const pageUpdateSchema = z.strictObject(pageFieldsShape).partial();
export type PageCreate = z.infer<typeof pageCreateSchema>;
export type PageUpdate = z.infer<typeof pageUpdateSchema>;

export const pageLabels = {
  ...headerLabels,
  menu_title: { nl: "Menutitel", en: "Menu title" },
  canonical_url: { nl: "Canonieke url", en: "Canonical url" },
  visible_in_menu: { nl: "Zichtbaar in menu", en: "Visible in menu" },
  visible_in_top_menu: { nl: "Zichtbaar in topmenu", en: "Visible in top menu" },
  visible_in_footer_menu: { nl: "Zichtbaar in footermenu", en: "Visible in footer menu" },
  position_in_menu: { nl: "Positie in menu", en: "Position in menu" },
  position_in_top_menu: { nl: "Positie in topmenu", en: "Position in top menu" },
  position_in_footer_menu: { nl: "Positie in footermenu", en: "Position in footer menu" },
  belongs_to: { nl: "Valt onder", en: "Belongs to" },
  blocks: { nl: "Blokken", en: "Blocks" },
  cards: { nl: "Kaarten", en: "Cards" },
  columns: { nl: "Kolommen", en: "Columns" },
  service_ids: { nl: "Services", en: "Services" },
  service_group_ids: { nl: "Servicegroepen", en: "Service groups" },
  news_ids: { nl: "Nieuwsitems", en: "News items" },
  category_id: { nl: "Categorie", en: "Category" },
  news_group_id: { nl: "Nieuwsgroep", en: "News group" },
  question: { nl: "Vraag", en: "Question" },
  answer: { nl: "Antwoord", en: "Answer" },
  folder: { nl: "Map", en: "Folder" },
  before_image: { nl: "Afbeelding voor", en: "Before image" },
  after_image: { nl: "Afbeelding na", en: "After image" },
  slides: { nl: "Slides", en: "Slides" },
  items: { nl: "Items", en: "Items" },
  mode: { nl: "Keuze", en: "Choice" },
};
