/**
 * Page blocks (requirements §3) and their rules (requirements §5) as one zod discriminated union, shared by the API,
 * the admin's block editor and the public renderer. Pure: safe to import in the browser. Each block's
 * own schema and limits live beside this module (core/blocks/<type>.ts; the renderer and editor in
 * app/blocks/<type>/); this module assembles them and holds the page-wide rules.
 */
import { z } from "zod";
import { cardBlock } from "#core/blocks/card.ts";
import { comparisonBlock } from "#core/blocks/comparison.ts";
import { contactBlock } from "#core/blocks/contact.ts";
import { faqBlock } from "#core/blocks/faq.ts";
import { galleryBlock } from "#core/blocks/gallery.ts";
import { introBlock } from "#core/blocks/intro.ts";
import { newsBlock } from "#core/blocks/news.ts";
import { serviceBlock } from "#core/blocks/service.ts";
import { sliderTextBlock } from "#core/blocks/slider-text.ts";
import { textBlock } from "#core/blocks/text.ts";
import { textColumnsBlock } from "#core/blocks/text-columns.ts";
import { tipBlock } from "#core/blocks/tip.ts";

export { cardBlock } from "#core/blocks/card.ts";
export { comparisonBlock } from "#core/blocks/comparison.ts";
export { contactBlock } from "#core/blocks/contact.ts";
export { faqBlock } from "#core/blocks/faq.ts";
export { galleryBlock } from "#core/blocks/gallery.ts";
export { type IconName, iconNames } from "#core/blocks/icons.ts";
export { introBlock } from "#core/blocks/intro.ts";
export { newsBlock, newsModes } from "#core/blocks/news.ts";
export { MAX_SERVICE_GROUPS, MAX_SERVICES, serviceBlock } from "#core/blocks/service.ts";
export { backgrounds } from "#core/blocks/shell.ts";
export { sliderTextBlock } from "#core/blocks/slider-text.ts";
export { textBlock } from "#core/blocks/text.ts";
export { textColumnsBlock } from "#core/blocks/text-columns.ts";
export { tipBlock } from "#core/blocks/tip.ts";

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
