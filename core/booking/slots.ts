/**
 * The free slots of a kind: pure, so the rules are tested without a database and the same function
 * answers the API, the public page and the admin. Slots follow each other from the start of an
 * opening window, one kind's length apart, in Amsterdam wall-clock time; a slot is free when it
 * starts no sooner than the notice allows, lies within how far ahead a visitor may book, and
 * overlaps no booked appointment (of any kind: one workshop).
 */
import {
  addDays,
  amsterdamInstant,
  amsterdamWallTime,
  isoWeekday,
  minutesOfDay,
  timeOfMinutes,
} from "./time.ts";

export interface OpeningWindow {
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  start_time: string;
  end_time: string;
}

export interface DayException {
  day: string;
  /** null: every kind */
  kind_id: number | null;
  closed: boolean;
  start_time: string | null;
  end_time: string | null;
}

export interface BookingRules {
  min_notice_minutes: number;
  max_days_ahead: number;
}

export interface Slot {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  kind: { id: number; minutes: number };
  hours: OpeningWindow[];
  exceptions: DayException[];
  rules: BookingRules;
  /** booked appointments that may overlap the period */
  taken: { start: Date; end: Date }[];
  /** first and last calendar day, inclusive */
  from: string;
  to: string;
  now: Date;
}

/** the windows (wall-clock) of one day for one kind, after the exceptions */
function windowsOf(q: SlotQuery, day: string): { start: number; end: number }[] {
  const own = q.exceptions.filter((e) => e.day === day && (e.kind_id === null || e.kind_id === q.kind.id));
  if (own.some((e) => e.closed)) return [];
  const weekday = isoWeekday(day);
  const windows = q.hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ start: minutesOfDay(h.start_time), end: minutesOfDay(h.end_time) }));
  for (const extra of own) {
    if (extra.start_time && extra.end_time) {
      windows.push({ start: minutesOfDay(extra.start_time), end: minutesOfDay(extra.end_time) });
    }
  }
  return windows;
}

export function freeSlots(q: SlotQuery): Slot[] {
  const earliest = q.now.getTime() + q.rules.min_notice_minutes * 60_000;
  const today = amsterdamWallTime(q.now).day;
  const lastDay = addDays(today, q.rules.max_days_ahead);
  const byStart = new Map<number, Slot>();
  for (let day = q.from; day <= q.to && day <= lastDay; day = addDays(day, 1)) {
    if (day < today) continue;
    for (const w of windowsOf(q, day)) {
      for (let m = w.start; m + q.kind.minutes <= w.end; m += q.kind.minutes) {
        const start = amsterdamInstant(day, timeOfMinutes(m));
        if (!start || start.getTime() < earliest) continue;
        const end = new Date(start.getTime() + q.kind.minutes * 60_000);
        const clash = q.taken.some((t) => t.start < end && start < t.end);
        if (!clash) byStart.set(start.getTime(), { start, end });
      }
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}
