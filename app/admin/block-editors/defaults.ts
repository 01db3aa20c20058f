/**
 * A new block of a type (its options at their defaults, its own fields from the block's folder via
 * the editor registry), a duplicate, and the repeated image names the editor warns about.
 */

import { type Block, type BlockInput, type BlockType, blockImages } from "#core/blocks/index.ts";
import { newBlockId, newBlockOptions } from "#core/blocks/shell.ts";
import { blockEditors } from "./registry.ts";

export function newBlock(type: BlockType): BlockInput {
  return { ...newBlockOptions(), type, ...blockEditors[type].newFields() } as BlockInput;
}

/** a copy with a new id; its images are left out (requirements §5: no image name twice within one page) */
export function duplicateBlock(block: BlockInput): BlockInput {
  const copy = structuredClone(block) as BlockInput & Record<string, unknown>;
  copy.id = newBlockId();
  if (copy.type === "card") copy.cards = (copy.cards ?? []).map((c) => ({ ...c, image: "" }));
  if (copy.type === "comparison") Object.assign(copy, { before_image: "", after_image: "" });
  if (copy.type === "text") copy.image = "";
  return copy;
}

/** the image names used more than once within the page (shown before the save refuses them) */
export function duplicateImageNames(blocks: readonly BlockInput[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const block of blocks) {
    for (const image of blockImages(block as Block)) {
      const name = image.split("/").pop()?.toLowerCase() ?? image;
      if (seen.has(name)) twice.add(name);
      seen.add(name);
    }
  }
  return twice;
}
