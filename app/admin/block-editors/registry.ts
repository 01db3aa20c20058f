/**
 * The lookup map of the admin: block type -> its editor and the fields of a new block (both live in
 * the block's folder, app/blocks/<type>/). Kept apart from the public renderers (app/blocks/registry.tsx)
 * so no public chunk loads editor code. TypeScript checks that every type of the union has an entry.
 */
import type { ComponentType } from "react";
import { CardEditor } from "#app/blocks/card/editor.tsx";
import { newCardFields } from "#app/blocks/card/schema.ts";
import { ComparisonEditor } from "#app/blocks/comparison/editor.tsx";
import { newComparisonFields } from "#app/blocks/comparison/schema.ts";
import { ContactEditor } from "#app/blocks/contact/editor.tsx";
import { newContactFields } from "#app/blocks/contact/schema.ts";
import { FaqEditor } from "#app/blocks/faq/editor.tsx";
import { newFaqFields } from "#app/blocks/faq/schema.ts";
import { GalleryEditor } from "#app/blocks/gallery/editor.tsx";
import { newGalleryFields } from "#app/blocks/gallery/schema.ts";
import { IntroEditor } from "#app/blocks/intro/editor.tsx";
import { newIntroFields } from "#app/blocks/intro/schema.ts";
import { NewsEditor } from "#app/blocks/news/editor.tsx";
import { newNewsFields } from "#app/blocks/news/schema.ts";
import { ServiceEditor } from "#app/blocks/service/editor.tsx";
import { newServiceFields } from "#app/blocks/service/schema.ts";
import type { BlockOptionsInput } from "#app/blocks/shell/schema.ts";
import { SliderTextEditor } from "#app/blocks/slider-text/editor.tsx";
import { newSliderTextFields } from "#app/blocks/slider-text/schema.ts";
import { TextEditor } from "#app/blocks/text/editor.tsx";
import { newTextFields } from "#app/blocks/text/schema.ts";
import { TextColumnsEditor } from "#app/blocks/text-columns/editor.tsx";
import { newTextColumnsFields } from "#app/blocks/text-columns/schema.ts";
import { TipEditor } from "#app/blocks/tip/editor.tsx";
import { newTipFields } from "#app/blocks/tip/schema.ts";
import type { BlockInput, BlockType } from "#server/pages/blocks.ts";
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
