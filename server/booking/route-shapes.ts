/**
 * What the booking API's routes (routes.ts and the three it registers) share: their OpenAPI tags, the
 * not-found texts and the shapes of the answers. The `meta` ids name the schemas of app/api/schema.ts.
 */
import { z } from "zod";
import { bookingTexts } from "#core/booking/schema.ts";
import type { createRouter } from "../http/router.ts";

/** The one router the booking routes are registered on, in order (the order of the OpenAPI document). */
export type BookingRouter = ReturnType<typeof createRouter>;

export const tags = ["Booking"];
export const adminTags = ["Booking (admin)"];
export const kindNotFound = bookingTexts.kindNotFound;
export const bookingNotFound = bookingTexts.bookingNotFound;
export const exceptionNotFound = { nl: "Uitzondering niet gevonden", en: "Exception not found" };

export const kindOut = z
  .object({ id: z.number().int(), name: z.string(), minutes: z.number().int() })
  .meta({ id: "BookingKind" });
export const slotOut = z.object({ start: z.string(), end: z.string() }).meta({ id: "BookingSlot" });
export const publicBookingOut = z
  .object({
    id: z.number().int(),
    kind: z.number().int(),
    kind_name: z.string(),
    start: z.string(),
    end: z.string(),
    status: z.enum(["booked", "cancelled"]),
  })
  .meta({ id: "Booking" });
export const adminBookingOut = z
  .object({
    id: z.number().int(),
    kind_id: z.number().int(),
    kind_name: z.string(),
    start_at: z.string(),
    end_at: z.string(),
    status: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    description: z.string(),
    language: z.enum(["nl", "en"]),
    cancelled_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: "AdminBooking" });
export const hoursOut = z.object({ weekday: z.number().int(), start_time: z.string(), end_time: z.string() });
export const adminKindOut = z
  .object({
    id: z.number().int(),
    name_nl: z.string(),
    name_en: z.string(),
    minutes: z.number().int(),
    active: z.boolean(),
    position: z.number().int(),
    hours: z.array(hoursOut),
  })
  .meta({ id: "AdminBookingKind" });
export const exceptionOut = z
  .object({
    id: z.number().int(),
    day: z.string(),
    kind_id: z.number().int().nullable(),
    closed: z.boolean(),
    start_time: z.string().nullable(),
    end_time: z.string().nullable(),
    note: z.string(),
  })
  .meta({ id: "BookingException" });
export const settingsOut = z
  .object({ min_notice_minutes: z.number().int(), max_days_ahead: z.number().int() })
  .meta({ id: "BookingSettings" });
export const tokenParams = z.object({
  token: z
    .string()
    .max(100)
    .openapi({ param: { name: "token", in: "path" }, description: "from the mail's link" }),
});
export const deletedOut = z.object({ deleted: z.literal(true), id: z.number().int() });
