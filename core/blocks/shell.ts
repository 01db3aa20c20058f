/**
 * The options every block has (requirements §3 "Block options") and the field rules the block schemas
 * share. Pure: safe to import in the browser. Messages are keys of the validation dictionary
 * (core/validation/messages.ts), translated where they are shown.
 */
import { z } from "zod";

export const backgrounds = ["white", "gray", "blue"] as const;

export const TITLE_MAX = 200;
export const SUBTITLE_MAX = 300;
export const CONTACT_BUTTONS_TEXT_MAX = 1000;
export const IMAGE_PATH_MAX = 500;

/** a trimmed text of at most `max` characters */
export const text = (max: number) => z.string().trim().max(max, { message: "too_long" });

/** an uploaded image (`/uploads/…`) or none */
export const imagePath = z
  .string()
  .max(IMAGE_PATH_MAX)
  .regex(/^(\/uploads\/[A-Za-z0-9._\-/]+)?$/, { message: "invalid_image" })
  .default("");

export const blockOptions = {
  id: z.string().min(1).max(64),
  title: text(TITLE_MAX).default(""),
  subtitle: text(SUBTITLE_MAX).default(""),
  show_subtitle: z.boolean().default(false),
  background: z.enum(backgrounds).default("white"),
  space_top: z.boolean().default(false),
  space_bottom: z.boolean().default(false),
  show_contact_buttons: z.boolean().default(false),
  contact_buttons_title: text(TITLE_MAX).default(""),
  contact_buttons_text: text(CONTACT_BUTTONS_TEXT_MAX).default(""),
  show_appointment_button: z.boolean().default(false),
  show_question_button: z.boolean().default(false),
  bevelled_edge: z.boolean().default(false),
};

const blockOptionsSchema = z.object(blockOptions);
export type BlockOptionsInput = z.input<typeof blockOptionsSchema>;

export const newBlockId = () => `b-${Math.random().toString(36).slice(2, 10)}`;

/** the options of a new block: a fresh id, every other option at its default */
export const newBlockOptions = () => ({
  id: newBlockId(),
  title: "",
  subtitle: "",
  show_subtitle: false,
  background: "white" as const,
  space_top: false,
  space_bottom: false,
  show_contact_buttons: false,
  contact_buttons_title: "",
  contact_buttons_text: "",
  show_appointment_button: false,
  show_question_button: false,
  bevelled_edge: false,
});
