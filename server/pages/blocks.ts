/**
 * Page blocks (requirements §3) and their rules (requirements §5) as one zod discriminated union, shared by the API,
 * the admin's block editor and the public renderer. Pure: safe to import in the browser.
 *
 * Messages are keys of the validation dictionary (server/validation/messages.ts), translated where
 * they are shown.
 */
import { z } from "zod";
import { linkSchema } from "../validation/link.ts";

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

export const backgrounds = ["white", "gray", "blue"] as const;

/** The icon set of requirements §3 (plus a few the demo uses); the renderer has a drawing for each. */
export const iconNames = [
  "apk",
  "cablemanagement",
  "calendar",
  "clean",
  "desk",
  "diagnose",
  "fast",
  "guarantee",
  "invoice",
  "malware",
  "memory-upgrade",
  "new-installation",
  "new-laptop",
  "new-computer",
  "old-phone",
  "phone",
  "professional",
  "quality",
  "recycle",
  "remote-help",
  "repair",
  "second-hand",
  "security",
  "sell",
  "service-at-home",
  "ssd-upgrade",
  "star",
  "wifi",
  "backup",
  "network",
  "printer",
  "email",
] as const;
export type IconName = (typeof iconNames)[number];

const text = (max: number) => z.string().trim().max(max, { message: "too_long" });
const imagePath = z
  .string()
  .max(500)
  .regex(/^(\/uploads\/[A-Za-z0-9._\-/]+)?$/, { message: "invalid_image" })
  .default("");

/** The options every block has (requirements §3 "Block options"). */
const blockOptions = {
  id: z.string().min(1).max(64),
  title: text(200).default(""),
  subtitle: text(300).default(""),
  show_subtitle: z.boolean().default(false),
  background: z.enum(backgrounds).default("white"),
  space_top: z.boolean().default(false),
  space_bottom: z.boolean().default(false),
  show_contact_buttons: z.boolean().default(false),
  contact_buttons_title: text(200).default(""),
  contact_buttons_text: text(1000).default(""),
  show_appointment_button: z.boolean().default(false),
  show_question_button: z.boolean().default(false),
  bevelled_edge: z.boolean().default(false),
};

const card = z.object({
  title: text(200).min(1, { message: "required" }),
  text: text(2000).default(""),
  image: imagePath,
  link: linkSchema(500).default(""),
});

export const cardBlock = z.object({
  ...blockOptions,
  type: z.literal("card"),
  cards: z
    .array(card)
    .refine((cards) => cards.length === 3 || cards.length === 6, { message: "cards_count" }),
});

export const comparisonBlock = z.object({
  ...blockOptions,
  type: z.literal("comparison"),
  before_image: imagePath.refine((v) => v !== "", { message: "required" }),
  after_image: imagePath.refine((v) => v !== "", { message: "required" }),
  before_label: text(100).default(""),
  after_label: text(100).default(""),
});

export const faqBlock = z.object({
  ...blockOptions,
  type: z.literal("faq"),
  items: z
    .array(
      z.object({
        question: text(300).min(1, { message: "required" }),
        answer: text(5000).min(1, { message: "required" }),
      }),
    )
    .min(1, { message: "required" })
    .max(50),
});

export const galleryBlock = z.object({
  ...blockOptions,
  type: z.literal("gallery"),
  /** the image folder: uploads with page_type "gallery" and this page_id */
  folder: z
    .string()
    .trim()
    .min(1, { message: "required" })
    .max(60)
    .regex(/^[a-z0-9-]+$/, { message: "invalid_folder" }),
});

export const introBlock = z.object({
  ...blockOptions,
  type: z.literal("intro"),
  text: text(5000).default(""),
});

export const textBlock = z.object({
  ...blockOptions,
  type: z.literal("text"),
  /** sanitised rich text */
  html: z.string().max(100_000).default(""),
  image: imagePath,
  image_position: z.enum(["left", "right"]).default("right"),
});

export const contactBlock = z.object({
  ...blockOptions,
  type: z.literal("contact"),
  text: text(2000).default(""),
});

export const newsModes = ["random", "specific", "category_group"] as const;
export const newsBlock = z
  .object({
    ...blockOptions,
    type: z.literal("news"),
    /** requirements §5: one of random order, specific items, specific category or group (category and group may combine) */
    mode: z.enum(newsModes).default("random"),
    count: z.number().int().min(1).max(12).default(3),
    news_ids: z.array(z.number().int().positive()).max(12).default([]),
    category_id: z.number().int().positive().nullable().default(null),
    news_group_id: z.number().int().positive().nullable().default(null),
  })
  .superRefine((block, ctx) => {
    if (block.mode === "specific" && block.news_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["news_ids"], message: "news_specific_required" });
    }
    if (block.mode === "category_group" && block.category_id === null && block.news_group_id === null) {
      ctx.addIssue({ code: "custom", path: ["category_id"], message: "news_category_or_group_required" });
    }
    if (block.mode !== "specific" && block.news_ids.length > 0) {
      ctx.addIssue({ code: "custom", path: ["news_ids"], message: "news_one_choice" });
    }
    if (block.mode !== "category_group" && (block.category_id !== null || block.news_group_id !== null)) {
      ctx.addIssue({ code: "custom", path: ["mode"], message: "news_one_choice" });
    }
  });

export const MAX_SERVICES = 6;
export const MAX_SERVICE_GROUPS = 3;
export const serviceBlock = z
  .object({
    ...blockOptions,
    type: z.literal("service"),
    mode: z.enum(["services", "service_groups"]).default("services"),
    service_ids: z
      .array(z.number().int().positive())
      .max(MAX_SERVICES, { message: "services_max" })
      .default([]),
    service_group_ids: z
      .array(z.number().int().positive())
      .max(MAX_SERVICE_GROUPS, { message: "service_groups_max" })
      .default([]),
  })
  .superRefine((block, ctx) => {
    if (block.mode === "services" && block.service_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["service_ids"], message: "required" });
    }
    if (block.mode === "service_groups" && block.service_group_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["service_group_ids"], message: "required" });
    }
  });

export const tipBlock = z.object({
  ...blockOptions,
  type: z.literal("tip"),
  /** empty = the newest tips */
  tip_ids: z.array(z.number().int().positive()).max(4).default([]),
  count: z.number().int().min(1).max(4).default(4),
});

export const sliderTextBlock = z.object({
  ...blockOptions,
  type: z.literal("slider_text"),
  slides: z
    .array(z.object({ title: text(200).min(1, { message: "required" }), text: text(2000).default("") }))
    .min(1, { message: "required" })
    .max(10),
});

export const textColumnsBlock = z.object({
  ...blockOptions,
  type: z.literal("text_columns"),
  columns: z
    .array(
      z.object({
        icon: z.enum(iconNames),
        title: text(200).min(1, { message: "required" }),
        text: text(2000).default(""),
      }),
    )
    .length(3, { message: "columns_count" }),
});

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
  .max(40)
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
