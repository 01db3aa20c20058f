/** Intro block (requirements §3): a lead text. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions, text } from "./shell.ts";

export const INTRO_TEXT_MAX = 5000;

export const introBlock = z.object({
  ...blockOptions,
  type: z.literal("intro"),
  text: text(INTRO_TEXT_MAX).default(""),
});

export const newIntroFields = () => ({ text: "" });
