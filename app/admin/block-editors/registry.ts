/**
 * The lookup map of the admin: block type -> its entry (its editor and the fields of a new block), which
 * the block's folder exports (app/blocks/<type>/editor.tsx). Kept apart from the public renderers
 * (app/blocks/registry.tsx) so no public chunk loads editor code. TypeScript checks that every type of
 * the union has an entry.
 */
import { cardEditor } from "#app/blocks/card/editor.tsx";
import { comparisonEditor } from "#app/blocks/comparison/editor.tsx";
import { contactEditor } from "#app/blocks/contact/editor.tsx";
import { faqEditor } from "#app/blocks/faq/editor.tsx";
import { galleryEditor } from "#app/blocks/gallery/editor.tsx";
import { introEditor } from "#app/blocks/intro/editor.tsx";
import { newsEditor } from "#app/blocks/news/editor.tsx";
import { serviceEditor } from "#app/blocks/service/editor.tsx";
import { sliderTextEditor } from "#app/blocks/slider-text/editor.tsx";
import { textEditor } from "#app/blocks/text/editor.tsx";
import { textColumnsEditor } from "#app/blocks/text-columns/editor.tsx";
import { tipEditor } from "#app/blocks/tip/editor.tsx";
import type { BlockType } from "#core/blocks/index.ts";
import type { BlockEditorEntry } from "./entry.ts";

export const blockEditors: { [T in BlockType]: BlockEditorEntry<T> } = {
  card: cardEditor,
  comparison: comparisonEditor,
  faq: faqEditor,
  gallery: galleryEditor,
  intro: introEditor,
  text: textEditor,
  contact: contactEditor,
  news: newsEditor,
  service: serviceEditor,
  tip: tipEditor,
  slider_text: sliderTextEditor,
  text_columns: textColumnsEditor,
};
