/**
 * The Dutch public holidays on which the demo's shop is closed for appointments, written as closed
 * days (`booking_exceptions`) from the seed's day to the end of the next year: a visitor of a fresh demo could book
 * on Christmas Day. The owner changes them under Afspraken, "Afwijkende dagen".
 */
import { addDays, isoWeekday } from "#core/booking/time.ts";

const pad = (n: number) => String(n).padStart(2, "0");
const ymd = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** Easter Sunday of `year` (the Gregorian computus), as [month, day] */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

export interface Holiday {
  day: string;
  note: string;
}

/** the closed holidays of `year`, in date order; King's Day moves to the 26th when the 27th is a Sunday */
export function dutchHolidays(year: number): Holiday[] {
  const [month, day] = easterSunday(year);
  const easter = ymd(year, month, day);
  const kingsDay = isoWeekday(ymd(year, 4, 27)) === 7 ? 26 : 27;
  return [
    { day: ymd(year, 1, 1), note: "Nieuwjaarsdag" },
    { day: addDays(easter, 1), note: "Tweede paasdag" },
    { day: ymd(year, 4, kingsDay), note: "Koningsdag" },
    { day: addDays(easter, 39), note: "Hemelvaartsdag" },
    { day: addDays(easter, 50), note: "Tweede pinksterdag" },
    { day: ymd(year, 12, 25), note: "Eerste kerstdag" },
    { day: ymd(year, 12, 26), note: "Tweede kerstdag" },
  ].sort((x, y) => x.day.localeCompare(y.day));
}

/** the closed holidays from `today` (YYYY-MM-DD) to the end of the next year */
export function holidaysFrom(today: string): Holiday[] {
  const year = Number(today.slice(0, 4));
  return [...dutchHolidays(year), ...dutchHolidays(year + 1)].filter(({ day }) => day >= today);
}
