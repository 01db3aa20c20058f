/**
 * Amsterdam wall-clock time from the platform's time-zone database (Intl), so the daylight-saving
 * changes are the platform's, not a rule written here. One place for the scheduled moments of the
 * admin (content-types/schedule-time.ts) and the booking's opening hours (core/booking/time.ts).
 */
export const AMSTERDAM_ZONE = "Europe/Amsterdam";

let partsFormat: Intl.DateTimeFormat | undefined;

/** the wall-clock parts of `date` in Amsterdam */
export function amsterdamParts(date: Date) {
  partsFormat ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: AMSTERDAM_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = partsFormat.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Minutes Amsterdam is ahead of UTC at an instant (60 in winter, 120 in summer). */
export function amsterdamOffsetMinutes(date: Date): number {
  const p = amsterdamParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}
