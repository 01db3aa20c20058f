/** Text-columns block (requirements §3): exactly three columns, each an icon, a title and a text. Pure: browser-safe. */
import { z } from "zod";
import { iconNames } from "./icons.ts";
import { blockOptions, TITLE_MAX, text } from "./shell.ts";

export const COLUMN_COUNT = 3;
export const COLUMN_TEXT_MAX = 2000;

export const textColumnsBlock = z.object({
  ...blockOptions,
  type: z.literal("text_columns"),
  columns: z
    .array(
      z.object({
        icon: z.enum(iconNames),
        title: text(TITLE_MAX).min(1, { message: "required" }),
        text: text(COLUMN_TEXT_MAX).default(""),
      }),
    )
    .length(COLUMN_COUNT, { message: "columns_count" }),
});

const emptyColumn = () => ({ icon: "star" as const, title: "", text: "" });
export const newTextColumnsFields = () => ({
  columns: Array.from({ length: COLUMN_COUNT }, emptyColumn),
});
