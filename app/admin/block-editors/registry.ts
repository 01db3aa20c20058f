/**
 * The lookup map of the admin: block type -> its editor and the fields of a new block (both live in
 * the block's folder, app/blocks/<type>/). Kept apart from the public renderers (app/blocks/registry.tsx)
 * so no public chunk loads editor code. TypeScript checks that every type of the union has an entry.
 */
import type { ComponentType } from "react";
import { CardEditor } from "#app/blocks/card/editor.tsx";
import { ComparisonEditor } from "#app/blocks/comparison/editor.tsx";
import { ContactEditor } from "#app/blocks/contact/editor.tsx";
import { FaqEditor } from "#app/blocks/faq/editor.tsx";
import { GalleryEditor } from "#app/blocks/gallery/editor.tsx";
import { IntroEditor } from "#app/blocks/intro/editor.tsx";
import { NewsEditor } from "#app/blocks/news/editor.tsx";
import { ServiceEditor } from "#app/blocks/service/editor.tsx";
import { SliderTextEditor } from "#app/blocks/slider-text/editor.tsx";
import { TextEditor } from "#app/blocks/text/editor.tsx";
import { TextColumnsEditor } from "#app/blocks/text-columns/editor.tsx";
import { TipEditor } from "#app/blocks/tip/editor.tsx";
import { newCardFields } from "#core/blocks/card.ts";
import { newComparisonFields } from "#core/blocks/comparison.ts";
import { newContactFields } from "#core/blocks/contact.ts";
import { newFaqFields } from "#core/blocks/faq.ts";
import { newGalleryFields } from "#core/blocks/gallery.ts";
import type { BlockInput, BlockType } from "#core/blocks/index.ts";
import { newIntroFields } from "#core/blocks/intro.ts";
import { newNewsFields } from "#core/blocks/news.ts";
import { newServiceFields } from "#core/blocks/service.ts";
import type { BlockOptionsInput } from "#core/blocks/shell.ts";
import { newSliderTextFields } from "#core/blocks/slider-text.ts";
import { newTextFields } from "#core/blocks/text.ts";
import { newTextColumnsFields } from "#core/blocks/text-columns.ts";
import { newTipFields } from "#core/blocks/tip.ts";
import type { EditorProps } from "./fields.tsx";

/** a block type's own fields (without the options every block has) */
export type BlockFields<T extends BlockType> = Omit<
  Extract<BlockInput, { type: T }>,
  keyof BlockOptionsInput | "type"
>;

export interface BlockEditorEntry<T extends BlockType> {
  /** the inputs of the type's own fields */
  Editor: ComponentType<EditorProps>;
  /** the type's own fields of a new block, each at its starting value */
  newFields: () => BlockFields<T>;
}

export const blockEditors: { [T in BlockType]: BlockEditorEntry<T> } = {
  card: { Editor: CardEditor, newFields: newCardFields },
  comparison: { Editor: ComparisonEditor, newFields: newComparisonFields },
  faq: { Editor: FaqEditor, newFields: newFaqFields },
  gallery: { Editor: GalleryEditor, newFields: newGalleryFields },
  intro: { Editor: IntroEditor, newFields: newIntroFields },
  text: { Editor: TextEditor, newFields: newTextFields },
  contact: { Editor: ContactEditor, newFields: newContactFields },
  news: { Editor: NewsEditor, newFields: newNewsFields },
  service: { Editor: ServiceEditor, newFields: newServiceFields },
  tip: { Editor: TipEditor, newFields: newTipFields },
  slider_text: { Editor: SliderTextEditor, newFields: newSliderTextFields },
  text_columns: { Editor: TextColumnsEditor, newFields: newTextColumnsFields },
};
