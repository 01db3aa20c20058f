/**
 * What the sections of the booking screen (BookingAdmin.tsx) share: their texts in the admin's
 * language, one way to show a failed call, today's Amsterdam day and the API's row types.
 */
import { toast } from "sonner";
import type { Schema } from "#app/api/typed.ts";
import { amsterdamWallTime } from "#core/booking/time.ts";
import { serverReason } from "../failure-text.ts";
import { useLang } from "../language.ts";
import { bookingAdminText } from "./texts.ts";

export type Booking = Schema<"AdminBooking">;
export type Kind = Schema<"AdminBookingKind">;

export function useT() {
  const lang = useLang();
  return { lang, t: bookingAdminText[lang] };
}

export function useFail() {
  const { t } = useT();
  return (error: unknown) => toast.error(serverReason(error) ?? t.failed);
}

export const today = () => amsterdamWallTime(new Date()).day;
