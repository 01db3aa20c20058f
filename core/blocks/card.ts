/** Card block (requirements §3): three or six cards, each a title, text, image and link. Pure: browser-safe. */
import { z } from "zod";
import { linkSchema } from "#core/validation/link.ts";
import { blockOptions, imagePath, TITLE_MAX, text } from "./shell.ts";

export const CARD_COUNTS = [3, 6] as const;
export const CARD_TEXT_MAX = 2000;
export const CARD_LINK_MAX = 500;

const card = z.object({
  title: text(TITLE_MAX).min(1, { message: "required" }),
  text: text(CARD_TEXT_MAX).default(""),
  image: imagePath,
  link: linkSchema(CARD_LINK_MAX).default(""),
});

export const cardBlock = z.object({
  ...blockOptions,
  type: z.literal("card"),
  cards: z
    .array(card)
    .refine((cards) => (CARD_COUNTS as readonly number[]).includes(cards.length), { message: "cards_count" }),
});

export const emptyCard = () => ({ title: "", text: "", image: "", link: "" });
export const newCardFields = () => ({ cards: [emptyCard(), emptyCard(), emptyCard()] });
