/**
 * Page blocks (requirements §3) and their rules (requirements §5) as one zod discriminated union, shared by the API,
 * the admin's block editor and the public renderer. Pure: safe to import in the browser. Each block's
 * own schema and limits live in its folder (app/blocks/<type>/schema.ts); this module assembles them
 * and holds the page-wide rules.
 */
import { z } from "zod";
import { cardBlock } from "#app/blocks/card/schema.ts";
import { comparisonBlock } from "#app/blocks/comparison/schema.ts";
import { contactBlock } from "#app/blocks/contact/schema.ts";
import { faqBlock } from "#app/blocks/faq/schema.ts";
import { galleryBlock } from "#app/blocks/gallery/schema.ts";
import { introBlock } from "#app/blocks/intro/schema.ts";
import { newsBlock } from "#app/blocks/news/schema.ts";
import { serviceBlock } from "#app/blocks/service/schema.ts";
import { sliderTextBlock } from "#app/blocks/slider-text/schema.ts";
import { textBlock } from "#app/blocks/text/schema.ts";
import { textColumnsBlock } from "#app/blocks/text-columns/schema.ts";
import { tipBlock } from "#app/blocks/tip/schema.ts";

export { cardBlock } from "#app/blocks/card/schema.ts";
export { comparisonBlock } from "#app/blocks/comparison/schema.ts";
export { contactBlock } from "#app/blocks/contact/schema.ts";
export { faqBlock } from "#app/blocks/faq/schema.ts";
export { galleryBlock } from "#app/blocks/gallery/schema.ts";
export { type IconName, iconNames } from "#app/blocks/icons.ts";
export { introBlock } from "#app/blocks/intro/schema.ts";
export { newsBlock, newsModes } from "#app/blocks/news/schema.ts";
export { MAX_SERVICE_GROUPS, MAX_SERVICES, serviceBlock } from "#app/blocks/service/schema.ts";
export { backgrounds } from "#app/blocks/shell/schema.ts";
export { sliderTextBlock } from "#app/blocks/slider-text/schema.ts";
export { textBlock } from "#app/blocks/text/schema.ts";
export { textColumnsBlock } from "#app/blocks/text-columns/schema.ts";
export { tipBlock } from "#app/blocks/tip/schema.ts";

/** the order the admin offers them in (app/blocks/registry.test.tsx checks it lists exactly the union's types) */
export const blockTypes = [
  "card",
  "comparison",
  "faq",
  "gallery",
  "intro",
  "text",
  "contact",
  "news",
  "service",
  "tip",
  "slider_text",
  "text_columns",
] as const;
export type BlockType = (typeof blockTypes)[number];

export const MAX_BLOCKS_PER_PAGE = 40;

export const blockSchema = z.discriminatedUnion("type", [
  cardBlock,
  comparisonBlock,
  faqBlock,
  galleryBlock,
  introBlock,
  textBlock,
  contactBlock,
  newsBlock,
  serviceBlock,
  tipBlock,
  sliderTextBlock,
  textColumnsBlock,
]);
export type Block = z.infer<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;

/** every image path a block holds (for the duplicate-name rule and orphan clean-up) */
export function blockImages(block: Block): string[] {
  switch (block.type) {
    case "card":
      return block.cards.map((c) => c.image).filter(Boolean);
    case "comparison":
      return [block.before_image, block.after_image].filter(Boolean);
    case "text":
      return block.image ? [block.image] : [];
    default:
      return [];
  }
}

const fileName = (path: string) => path.split("/").pop()?.toLowerCase() ?? path;

/** The blocks of a page, with the page-wide rule: no image name used twice within one page (requirements §5). */
export const blocksSchema = z
  .array(blockSchema)
  .max(MAX_BLOCKS_PER_PAGE)
  .superRefine((blocks, ctx) => {
    const seen = new Map<string, number>();
    blocks.forEach((block, index) => {
      for (const image of blockImages(block)) {
        const name = fileName(image);
        if (seen.has(name)) ctx.addIssue({ code: "custom", path: [index], message: "duplicate_image_name" });
        else seen.set(name, index);
      }
    });
    const ids = new Set<string>();
    blocks.forEach((block, index) => {
      if (ids.has(block.id))
        ctx.addIssue({ code: "custom", path: [index, "id"], message: "duplicate_block_id" });
      ids.add(block.id);
    });
  });

/** requirements §5 "Service background: avoid blue" — a warning the editor shows, not an error. */
export function blockWarnings(block: Block): string[] {
  return block.type === "service" && block.background === "blue" ? ["service_background_blue"] : [];
}
