/**
 * The request bodies and queries of the booking API (server/booking/routes.ts), shared with the
 * public page's form and the admin screens. Pure zod.
 */
import { z } from "zod";
import type { TextTable } from "../lang.ts";
import { cleanText, oneLine } from "../messages/schema.ts";
import labels from "./schema.texts.json" with { type: "json" };
import { isCalendarDay, TIME_PATTERN } from "./time.ts";

export const bookingLimits = { name: 200, email: 254, phone: 50, description: 2000, kindName: 100 };

const day = z.string().refine(isCalendarDay);
const time = z.string().regex(TIME_PATTERN);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET booking/kinds */
export const kindsQuerySchema = z.object({ lang: z.enum(["nl", "en"]).optional() });

/** GET booking/slots: at most 62 days in one question (two calendar months) */
export const slotsQuerySchema = z
  .object({ kind: id, from: day, to: day })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "invalid" })
  .refine((q) => new Date(q.to).getTime() - new Date(q.from).getTime() <= 62 * 86_400_000, {
    path: ["to"],
    message: "invalid",
  });

const phonePattern = /^[0-9+()\-./ ]*$/;

/** POST booking/book */
export const bookSchema = z.strictObject({
  kind: z.number().int().positive().max(2_147_483_647),
  /** the slot's start as an ISO moment, exactly as GET booking/slots gave it */
  start: z.iso.datetime({ offset: true }),
  name: z.string().trim().min(1).max(bookingLimits.name).transform(oneLine),
  email: z.string().trim().min(1, { abort: true }).max(bookingLimits.email, { abort: true }).pipe(z.email()),
  phone: z
    .string()
    .trim()
    .max(bookingLimits.phone)
    .regex(phonePattern)
    .transform(oneLine)
    .optional()
    .default(""),
  description: z.string().trim().max(bookingLimits.description).transform(cleanText).optional().default(""),
  /** the confirmation's language; defaults to the request language */
  language: z.enum(["nl", "en"]).optional(),
  /** honeypot, as on the contact forms */
  website: z.string().max(500).optional(),
  /**
   * the same booking asked again with the same key (same kind, moment and e-mail address) answers
   * the booking the first one made: a form posted without scripts sends one, and a reload repeats it
   */
  idempotency_key: z.string().trim().min(1).max(90).optional(),
});
export type BookInput = z.infer<typeof bookSchema>;

/** POST booking/manage/{token}/move and the admin's move: a new start */
export const moveSchema = z.strictObject({ start: z.iso.datetime({ offset: true }) });

const hoursSchema = z
  .strictObject({ weekday: z.number().int().min(1).max(7), start_time: time, end_time: time })
  .refine((h) => h.start_time < h.end_time, { path: ["end_time"], message: "invalid" });

/** POST booking/add-kind, PUT booking/kind/{id}: the kind with its whole week (replaced) */
export const kindSchema = z.strictObject({
  name_nl: z.string().trim().min(1).max(bookingLimits.kindName).transform(oneLine),
  name_en: z.string().trim().min(1).max(bookingLimits.kindName).transform(oneLine),
  minutes: z.number().int().min(5).max(480),
  active: z.boolean().optional().default(true),
  position: z.number().int().min(0).max(1000).optional().default(0),
  hours: z.array(hoursSchema).max(50).optional().default([]),
});
export type KindInput = z.infer<typeof kindSchema>;

/** POST booking/add-exception */
export const exceptionSchema = z
  .strictObject({
    day,
    kind_id: z.number().int().positive().nullable().optional().default(null),
    closed: z.boolean(),
    start_time: time.nullable().optional().default(null),
    end_time: time.nullable().optional().default(null),
    note: z.string().trim().max(200).transform(oneLine).optional().default(""),
  })
  .refine((e) => e.closed || (e.start_time && e.end_time && e.start_time < e.end_time), {
    path: ["end_time"],
    message: "invalid",
  });
export type ExceptionInput = z.infer<typeof exceptionSchema>;

/** PUT booking/settings */
export const settingsSchema = z.strictObject({
  min_notice_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 30),
  max_days_ahead: z.number().int().min(1).max(365),
});

/** GET booking/bookings (admin) */
export const bookingsQuerySchema = z.object({ from: day.optional(), to: day.optional() });

/** the field labels of the booking calls' messages: the catalog ./schema.texts.json */
export const bookingLabels = labels satisfies TextTable;

/** The answers a visitor reads (API and page), in both languages. */
export const bookingTexts = {
  taken: {
    nl: [
      "Dit moment is net bezet",
      "Dit moment is zojuist door iemand anders geboekt. Kies een ander moment.",
    ],
    en: [
      "This moment was just taken",
      "This moment was just booked by someone else. Please choose another moment.",
    ],
  },
  notFree: {
    nl: [
      "Dit moment is niet beschikbaar",
      "Dit moment kan niet (meer) geboekt worden. Kies een ander moment.",
    ],
    en: [
      "This moment is not available",
      "This moment cannot be booked (any more). Please choose another moment.",
    ],
  },
  kindNotFound: { nl: "Soort afspraak niet gevonden", en: "Kind of appointment not found" },
  bookingNotFound: { nl: "Afspraak niet gevonden", en: "Appointment not found" },
  linkInvalid: {
    nl: [
      "Deze link werkt niet meer",
      "De link is verlopen of ongeldig. Bel of mail ons om je afspraak te wijzigen.",
    ],
    en: [
      "This link no longer works",
      "The link has expired or is not valid. Call or e-mail us to change your appointment.",
    ],
  },
  tooMany: {
    nl: ["Te veel afspraken", "Je hebt te veel afspraken gemaakt. Probeer het later opnieuw of bel ons."],
    en: ["Too many appointments", "You have made too many appointments. Please try again later or call us."],
  },
} as const;
