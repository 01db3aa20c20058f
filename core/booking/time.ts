/**
 * Amsterdam wall-clock time without a date library. Opening hours are wall-clock ("09:00" on a
 * Monday) whatever the visitor's or the server's zone; a moment is stored as an instant (UTC). The
 * offset comes from the platform's time-zone database (Intl), so the daylight-saving changes (last
 * Sunday of March and of October) are the platform's, not a rule written here.
 */
import { AMSTERDAM_ZONE, amsterdamOffsetMinutes, amsterdamParts } from "../amsterdam-time.ts";

export const BOOKING_ZONE = AMSTERDAM_ZONE;
export { amsterdamOffsetMinutes };

const pad = (n: number) => String(n).padStart(2, "0");

export interface WallTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
}

/** The Amsterdam day and time of an instant. */
export function amsterdamWallTime(instant: Date): WallTime {
  const p = amsterdamParts(instant);
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * The instant of an Amsterdam wall time, or null when that time does not exist (02:30 on the
 * spring-forward night). The autumn's repeated hour resolves to its first occurrence.
 */
export function amsterdamInstant(day: string, time: string): Date | null {
  const [y, m, d] = day.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // the offset before the wall time first (the earlier occurrence in autumn), then corrected once
  let guess = wall - amsterdamOffsetMinutes(new Date(wall - 3 * 3_600_000)) * 60_000;
  guess = wall - amsterdamOffsetMinutes(new Date(guess)) * 60_000;
  const back = amsterdamWallTime(new Date(guess));
  if (back.day !== day || back.time !== time) return null;
  return new Date(guess);
}

/** 1 = Monday … 7 = Sunday, of a calendar day (no zone involved). */
export function isoWeekday(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The calendar day `n` days after `day`. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** "HH:MM" → minutes after midnight */
export const minutesOfDay = (time: string) => {
  const [hh, mm] = time.split(":").map(Number);
  return hh * 60 + mm;
};

/** minutes after midnight → "HH:MM" */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day in YYYY-MM-DD (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  return new Date(`${value}T12:00:00Z`).toISOString().slice(0, 10) === value;
}
