/**
 * The three public forms (contact, call-back by phone, remote assistance) and the admin's "add by hand"
 * bodies. Pure zod: the public site's forms and the admin screens import these same schemas.
 *
 * requirements §5 contact rules: name required; e-mail required and valid; phone optional; message required.
 * The contact forms use the contact wording of the required message (`requiredKey`).
 */
import { z } from "zod";
import { formFieldLabels } from "../forms/field-labels.ts";
import { formLimits } from "../limits/messages.ts";

/** the field lengths live in ./limits.ts (zod-free, for the browser's first render) */
export { formLimits };

export const emailKinds = ["contact", "phone", "remote-assistance"] as const;
export type EmailKind = (typeof emailKinds)[number];

/** Anything that may end up in a mail header is one line: CR, LF and other controls become a space. */
export const oneLine = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();

const name = z.string().trim().min(1).max(formLimits.name).transform(oneLine);
const requiredEmail = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(formLimits.email, { abort: true })
  .pipe(z.email());
const phonePattern = /^[0-9+()\-./ ]*$/;
const requiredPhone = z.string().trim().min(1).max(formLimits.phone).regex(phonePattern).transform(oneLine);
const optionalPhone = z
  .string()
  .trim()
  .max(formLimits.phone)
  .regex(phonePattern)
  .transform(oneLine)
  .optional()
  .default("");
/** Multi-line text keeps its line breaks; NUL (which PostgreSQL cannot store) and other controls go. */
export const cleanText = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  value.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "");
const requiredMessage = z.string().trim().min(1).max(formLimits.message).transform(cleanText);
const optionalMessage = z.string().trim().max(formLimits.message).transform(cleanText).optional().default("");
const preferredMoment = z
  .string()
  .trim()
  .max(formLimits.preferredMoment)
  .transform(oneLine)
  .optional()
  .default("");

/** The fields every public form also accepts. */
const formExtras = {
  /** honeypot: hidden from people; a filled-in value means a bot (answered as success, nothing stored) */
  website: z.string().max(500).optional(),
  /** language of the confirmation mail and of the answer; defaults to the request language */
  language: z.enum(["nl", "en"]).optional(),
  /** a repeat with the same key (double click, retry after a timeout) stores once */
  idempotency_key: z.string().trim().min(1).max(formLimits.idempotencyKey).optional(),
  /** the product the question is about; the server looks up its title and address (product-reference.ts) */
  product_id: z.number().int().positive().max(2_147_483_647).optional(),
};

export const contactFieldsSchema = z.strictObject({
  name,
  email: requiredEmail,
  phone: optionalPhone,
  message: requiredMessage,
});
export const phoneFieldsSchema = z.strictObject({
  name,
  phone: requiredPhone,
  preferred_moment: preferredMoment,
  message: optionalMessage,
});
export const remoteAssistanceFieldsSchema = z.strictObject({
  name,
  email: requiredEmail,
  phone: requiredPhone,
  /** the description of the problem */
  message: requiredMessage,
});

/** POST send-contact-email */
export const contactFormSchema = contactFieldsSchema.extend(formExtras);
/** POST send-phone-email */
export const phoneFormSchema = phoneFieldsSchema.extend(formExtras);
/** POST send-remote-assistance-email */
export const remoteAssistanceFormSchema = remoteAssistanceFieldsSchema.extend(formExtras);

export const publicFormSchemas = {
  contact: contactFormSchema,
  phone: phoneFormSchema,
  "remote-assistance": remoteAssistanceFormSchema,
} as const;

export type ContactForm = z.infer<typeof contactFormSchema>;
export type PhoneForm = z.infer<typeof phoneFormSchema>;
export type RemoteAssistanceForm = z.infer<typeof remoteAssistanceFormSchema>;
export type PublicForm = ContactForm | PhoneForm | RemoteAssistanceForm;

/** POST emails…/add-email: the admin records a message by hand (e.g. taken by phone). */
const adminExtras = { language: z.enum(["nl", "en"]).optional().default("nl") };
export const adminEmailSchemas = {
  contact: contactFieldsSchema.extend(adminExtras),
  phone: phoneFieldsSchema.extend(adminExtras),
  "remote-assistance": remoteAssistanceFieldsSchema.extend(adminExtras),
} as const;
export type AdminEmailInput = z.infer<(typeof adminEmailSchemas)[EmailKind]>;

/** PUT …/mark-read/{id}: no body marks read; `{read: false}` marks unread again. */
export const markReadSchema = z.strictObject({ read: z.boolean().optional().default(true) });

/** a field as the public form shows it, in both languages (core/forms/field-labels.ts) */
const shown = (key: keyof typeof formFieldLabels.en) => ({
  nl: formFieldLabels.nl[key],
  en: formFieldLabels.en[key],
});

/**
 * Field labels per language (requirements §5: the contact form's message names the field by its
 * label). The fields a visitor fills in are named as the form shows them, so a message says the same
 * with scripts (the API's answer) and without (a document post through the same call).
 */
export const formLabels = {
  name: shown("name"),
  email: shown("email"),
  phone: shown("phone"),
  preferred_moment: shown("moment"),
  message: shown("message"),
  idempotency_key: { nl: "Idempotentiesleutel", en: "Idempotency key" },
  product_id: { nl: "Product", en: "Product" },
  read: { nl: "Gelezen", en: "Read" },
} as const;

/** The remote-assistance form asks its message as "describe the problem". */
export function labelsFor(kind: EmailKind) {
  if (kind !== "remote-assistance") return formLabels;
  return { ...formLabels, message: shown("problem") };
}

/** The success text of requirements §7 (contact), used for all three forms. */
export const sentMessage = {
  en: "The message has been sent successfully, we will contact you as soon as possible.",
  nl: "Het bericht is succesvol verzonden, we nemen zo snel mogelijk contact met je op.",
} as const;
