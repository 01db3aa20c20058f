/**
 * The loader of the booking page (`/afspraak`, `/en/appointment`): every step is an address, so the
 * page works without scripts — `?kind=` the calendar of a kind, `&month=YYYY-MM` another month,
 * `&day=` the free times of a day, `&start=` the details form for one free slot. Never cached (the
 * free slots change with every booking): the route's headers say `no-store`.
 */
import type { AppLoadContext } from "#app/context.server.ts";
import { addDays, amsterdamWallTime, isCalendarDay } from "#core/booking/time.ts";
import type { FormOutcome } from "#core/forms/outcome.ts";
import type { Language } from "#core/lang.ts";
import { now } from "#server/auth/clock.ts";
import { bookableRange, listFreeSlots, listPublicKinds } from "#server/booking/book-service.ts";

export interface CalendarDay {
  day: string;
  /** in this month (the grid's leading and trailing days are not) */
  inMonth: boolean;
  free: boolean;
}

export interface AppointmentData {
  lang: Language;
  kinds: { id: number; name: string; minutes: number }[];
  kind: { id: number; name: string; minutes: number } | null;
  month: string;
  previousMonth: string | null;
  nextMonth: string | null;
  /** Monday-first weeks of the month */
  weeks: CalendarDay[][];
  day: string | null;
  times: { start: string; end: string }[];
  start: string | null;
  /** `start` asked for but not free (any more) */
  startGone: boolean;
  outcome: FormOutcome | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function monthGrid(month: string, freeDays: Set<string>): CalendarDay[][] {
  const first = `${month}-01`;
  const weekday = new Date(`${first}T12:00:00Z`).getUTCDay() || 7;
  let cursor = addDays(first, 1 - weekday);
  const weeks: CalendarDay[][] = [];
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({ day: cursor, inMonth: cursor.startsWith(month), free: freeDays.has(cursor) });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  } while (cursor.startsWith(month));
  return weeks;
}

const monthAfter = (month: string, n: number) => {
  const date = new Date(`${month}-01T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + n);
  return date.toISOString().slice(0, 7);
};

export async function loadAppointment(
  context: AppLoadContext,
  url: URL,
  lang: Language,
): Promise<AppointmentData> {
  const { deps } = context;
  const outcome = context.formOutcome?.form === "booking" ? context.formOutcome : null;
  const kinds = await listPublicKinds(deps, lang);
  const q = url.searchParams;
  const kind = kinds.find((k) => String(k.id) === q.get("kind")) ?? null;
  const at = now();
  const range = await bookableRange(deps, at);
  const firstMonth = range.from.slice(0, 7);
  const lastMonth = range.to.slice(0, 7);
  const asked = q.get("day") && isCalendarDay(q.get("day") ?? "") ? (q.get("day") as string) : null;
  let month = MONTH.test(q.get("month") ?? "")
    ? (q.get("month") as string)
    : (asked?.slice(0, 7) ?? firstMonth);
  if (month < firstMonth) month = firstMonth;
  if (month > lastMonth) month = lastMonth;
  const data: AppointmentData = {
    lang,
    kinds,
    kind,
    month,
    previousMonth: month > firstMonth ? monthAfter(month, -1) : null,
    nextMonth: month < lastMonth ? monthAfter(month, 1) : null,
    weeks: [],
    day: null,
    times: [],
    start: null,
    startGone: false,
    outcome,
  };
  if (!kind) return data;

  const monthStart = `${month}-01`;
  const monthEnd = addDays(`${monthAfter(month, 1)}-01`, -1);
  const from = monthStart < range.from ? range.from : monthStart;
  const to = [monthEnd, range.to].sort()[0];
  const slots = from <= to ? ((await listFreeSlots(deps, kind.id, from, to, { now: at })) ?? []) : [];
  const byDay = new Map<string, { start: string; end: string }[]>();
  for (const slot of slots) {
    const day = amsterdamWallTime(slot.start).day;
    const list = byDay.get(day) ?? [];
    list.push({ start: slot.start.toISOString(), end: slot.end.toISOString() });
    byDay.set(day, list);
  }
  data.weeks = monthGrid(month, new Set(byDay.keys()));
  if (asked) {
    data.day = asked;
    data.times = byDay.get(asked) ?? [];
    if (!asked.startsWith(month)) {
      const daySlots = (await listFreeSlots(deps, kind.id, asked, asked, { now: at })) ?? [];
      data.times = daySlots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
    }
  }
  const start = q.get("start");
  if (start && !(outcome?.status === "sent")) {
    const date = new Date(start);
    if (!Number.isNaN(date.getTime())) {
      const day = amsterdamWallTime(date).day;
      const daySlots = (await listFreeSlots(deps, kind.id, day, day, { now: at })) ?? [];
      const free = daySlots.some((s) => s.start.getTime() === date.getTime());
      data.day ??= day;
      if (!data.times.length)
        data.times = daySlots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() }));
      if (free) data.start = date.toISOString();
      else data.startGone = true;
    } else data.startGone = true;
  }
  return data;
}
