/** FAQ block (requirements §3): one to fifty questions with their answers. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, text } from "./shell.ts";

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 5000;
export const FAQ_ITEMS_MAX = 50;

export const faqBlock = z.object({
  ...blockOptions,
  type: z.literal("faq"),
  items: z
    .array(
      z.object({
        question: text(FAQ_QUESTION_MAX).min(1, { message: "required" }),
        answer: text(FAQ_ANSWER_MAX).min(1, { message: "required" }),
      }),
    )
    .min(1, { message: "required" })
    .max(FAQ_ITEMS_MAX),
});

export const emptyFaqItem = () => ({ question: "", answer: "" });
export const newFaqFields = () => ({ items: [emptyFaqItem()] });
