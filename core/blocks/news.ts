/**
 * News block (requirements §3/§5): random items, specific items, or the newest of a category and/or
 * group — one choice at a time. Pure: browser-safe.
 */
import { z } from "zod";
import { blockOptions } from "./shell.ts";

export const newsModes = ["random", "specific", "category_group"] as const;
export const MAX_NEWS_ITEMS = 12;
export const DEFAULT_NEWS_COUNT = 3;

export const newsBlock = z
  .object({
    ...blockOptions,
    type: z.literal("news"),
    /** requirements §5: one of random order, specific items, specific category or group (category and group may combine) */
    mode: z.enum(newsModes).default("random"),
    count: z.number().int().min(1).max(MAX_NEWS_ITEMS).default(DEFAULT_NEWS_COUNT),
    news_ids: z.array(z.number().int().positive()).max(MAX_NEWS_ITEMS).default([]),
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

export const newNewsFields = () => ({
  mode: "random" as const,
  count: DEFAULT_NEWS_COUNT,
  news_ids: [],
  category_id: null,
  news_group_id: null,
});
