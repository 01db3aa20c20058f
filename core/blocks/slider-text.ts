/** Slider-text block (requirements §3): one to ten slides of a title and a text. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, TITLE_MAX, text } from "./shell.ts";

export const SLIDE_TEXT_MAX = 2000;
export const MAX_SLIDES = 10;

export const sliderTextBlock = z.object({
  ...blockOptions,
  type: z.literal("slider_text"),
  slides: z
    .array(
      z.object({
        title: text(TITLE_MAX).min(1, { message: "required" }),
        text: text(SLIDE_TEXT_MAX).default(""),
      }),
    )
    .min(1, { message: "required" })
    .max(MAX_SLIDES),
});

export const emptySlide = () => ({ title: "", text: "" });
export const newSliderTextFields = () => ({ slides: [emptySlide()] });
