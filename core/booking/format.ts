/** How a booked moment reads, in Amsterdam time, for the pages and the mails. */
import type { Language } from "../lang.ts";
import { BOOKING_ZONE } from "./time.ts";

const locales: Record<Language, string> = { nl: "nl-NL", en: "en-GB" };

/** "maandag 30 november 2026" / "Monday 30 November 2026" */
export function formatBookingDay(instant: Date, lang: Language): string {
  // from the parts, not the locale's pattern: ICU versions differ on a comma after the weekday
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat(locales[lang], {
    timeZone: BOOKING_ZONE,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
  });
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** "09:30" */
export function formatBookingTime(instant: Date): string {
  return new Intl.DateTimeFormat("nl-NL", {
    timeZone: BOOKING_ZONE,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

/** "maandag 30 november 2026 om 09:30" / "Monday 30 November 2026 at 09:30" */
export function formatBookingMoment(instant: Date, lang: Language): string {
  return `${formatBookingDay(instant, lang)} ${lang === "nl" ? "om" : "at"} ${formatBookingTime(instant)}`;
}

/** The public page of the booking and of a booking's own link, per language. */
export const appointmentPath = { nl: "/afspraak", en: "/en/appointment" } as const;
export const manageUrl = (lang: Language, token: string) => `${appointmentPath[lang]}/${token}`;

/** an address of the booking page with these steps chosen (every step is a link: no scripts needed) */
export function appointmentHref(lang: Language, steps: Record<string, string | number | null | undefined>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(steps)) {
    if (value !== null && value !== undefined) params.set(name, String(value));
  }
  const query = params.toString();
  return `${appointmentPath[lang]}${query ? `?${query}` : ""}`;
}
