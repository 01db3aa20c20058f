// @vitest-environment happy-dom
/**
 * Every block type of the schema union has a renderer, an editor and the fields of a new block, and
 * a new block holds exactly the fields its schema knows (a field added to a schema without a starting
 * value, or a type added to the union without its pieces, fails here).
 */
import { describe, expect, it } from "vitest";
import { newBlock } from "#app/admin/block-editors/defaults.ts";
import { blockEditors } from "#app/admin/block-editors/registry.ts";
import { blockSchema, blockTypes } from "#core/blocks/index.ts";
import { blockRenderers } from "./registry.tsx";

/** the discriminator values of the union itself, read from the zod schema */
const unionTypes = blockSchema.options.map((option) => option.shape.type.value).sort();

describe("block registries", () => {
  it("blockTypes lists exactly the types of the union", () => {
    expect([...blockTypes].sort()).toEqual(unionTypes);
  });

  it("every type of the union has a renderer and nothing else does", () => {
    expect(Object.keys(blockRenderers).sort()).toEqual(unionTypes);
    for (const type of unionTypes) expect(typeof blockRenderers[type]).toBe("function");
  });

  it("every type of the union has an editor and nothing else does", () => {
    expect(Object.keys(blockEditors).sort()).toEqual(unionTypes);
    for (const type of unionTypes) expect(typeof blockEditors[type].Editor).toBe("function");
  });

  it.each(blockSchema.options.map((option) => [option.shape.type.value, option] as const))(
    "a new %s block has every field of its schema and no other",
    (type, option) => {
      const block = newBlock(type);
      expect(block.type).toBe(type);
      expect(Object.keys(block).sort()).toEqual(Object.keys(option.shape).sort());
    },
  );

  it("a new block of each type gets its own id", () => {
    const ids = new Set(unionTypes.map((type) => newBlock(type).id));
    expect(ids.size).toBe(unionTypes.length);
  });
});
