/**
 * What the admin needs of one block type: its editor and the fields of a new block. Each block's folder
 * (app/blocks/<type>/editor.tsx) exports its entry; ./registry.ts maps the types to them.
 */
import type { ComponentType } from "react";
import type { BlockInput, BlockType } from "#core/blocks/index.ts";
import type { BlockOptionsInput } from "#core/blocks/shell.ts";
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
