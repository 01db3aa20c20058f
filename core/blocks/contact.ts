/** Contact block (requirements §3): a text beside the contact form. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, text } from "./shell.ts";

export const CONTACT_TEXT_MAX = 2000;

export const contactBlock = z.object({
  ...blockOptions,
  type: z.literal("contact"),
  text: text(CONTACT_TEXT_MAX).default(""),
});

export const newContactFields = () => ({ text: "" });
