/** Text block (requirements §3): rich text with an optional image left or right. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, imagePath } from "./shell.ts";

export const TEXT_HTML_MAX = 100_000;
export const imagePositions = ["left", "right"] as const;

export const textBlock = z.object({
  ...blockOptions,
  type: z.literal("text"),
  /** sanitised rich text */
  html: z.string().max(TEXT_HTML_MAX).default(""),
  image: imagePath,
  image_position: z.enum(imagePositions).default("right"),
});

export const newTextFields = () => ({ html: "", image: "", image_position: "right" as const });
