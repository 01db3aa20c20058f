/**
 * Scheduled publishing in the admin (publish_at / unpublish_at of pages, news items, tips and
 * products): the owner works in Amsterdam time whatever the browser's time zone, the API in ISO UTC.
 * Pure and browser-safe: the date-time field (app/admin/fields/DateTimeInput.tsx) and the list
 * column below use it; the public rule itself is server/content/live.ts.
 */
import {
  AMSTERDAM_ZONE,
  amsterdamParts,
  amsterdamOffsetMinutes as offsetMinutes,
} from "#core/amsterdam-time.ts";
import type { Language } from "#core/lang.ts";
import { l } from "./field.ts";
import type { ColumnDef, Row } from "./types.ts";

export const SCHEDULE_TIME_ZONE = AMSTERDAM_ZONE;

/** the wall-clock parts of a moment in Amsterdam (also the consent log's CSV, server/consent/csv.ts) */
export { amsterdamParts };

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** ISO moment (API) → "YYYY-MM-DDTHH:mm" in Amsterdam (the value of `<input type="datetime-local">`); "" for none */
export function isoToAmsterdamLocal(iso: unknown): string {
  if (iso == null || iso === "") return "";
  const date = new Date(String(iso));
  if (Number.isNaN(date.getTime())) return "";
  const p = amsterdamParts(date);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * "YYYY-MM-DDTHH:mm" in Amsterdam → ISO UTC ("…Z"); "" for an empty or unreadable value. A time
 * that does not exist (the hour skipped in March) moves forward by that hour; one that exists twice
 * (October) is the first.
 */
export function amsterdamLocalToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return "";
  const [, y, mo, d, h, mi, s] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  // the offset depends on the moment looked for: try the offset an hour either side and keep the
  // first guess whose Amsterdam wall clock reads the time given
  const candidates = [offsetMinutes(new Date(asUtc - 120 * 60_000)), offsetMinutes(new Date(asUtc))];
  for (const offset of candidates) {
    const moment = new Date(asUtc - offset * 60_000);
    if (isoToAmsterdamLocal(moment.toISOString()) === `${y}-${mo}-${d}T${h}:${mi}`)
      return moment.toISOString();
  }
  return new Date(asUtc - candidates[1] * 60_000).toISOString();
}

/**
 * a moment as the owner reads it: date and time in Amsterdam, in the interface language; with
 * `seconds` for saves, which can follow each other within a minute (the history, the audit log)
 */
export function formatAmsterdam(iso: unknown, lang: Language, options: { seconds?: boolean } = {}): string {
  if (iso == null || iso === "") return "";
  const date = new Date(String(iso));
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "nl-NL", {
    timeZone: SCHEDULE_TIME_ZONE,
    dateStyle: "medium",
    timeStyle: options.seconds ? "medium" : "short",
  }).format(date);
}

/** the API's message (core/validation/messages.ts `unpublish_not_after_publish`), checked before sending */
const endBeforeStart = l(
  "“Offline from” must be later than “Online from”",
  "“Offline vanaf” moet later zijn dan “Online vanaf”",
);

/** The form's check of the two moments (a definition's `validate`): the end after the start. */
export function validateSchedule(values: Record<string, unknown>, lang: Language): Record<string, string> {
  const time = (v: unknown) => (v == null || v === "" ? null : new Date(String(v)).getTime());
  const publish = time(values.publish_at);
  const unpublish = time(values.unpublish_at);
  return publish !== null && unpublish !== null && unpublish <= publish
    ? { unpublish_at: endBeforeStart[lang] }
    : {};
}

/**
 * A publish moment still ahead on an unpublished item schedules it, as WordPress and Payload do:
 * saved, the item is published (`visible`) and goes online at that moment. A moment already past
 * publishes nothing, so an item taken offline keeps its old moment. One rule for every save
 * (server/content/crud.ts, the API and the form alike) and the form's note under "Online vanaf".
 */
export function schedulesPublication(values: Record<string, unknown>, at: Date = new Date()): boolean {
  if (values.visible === true || values.publish_at == null || values.publish_at === "") return false;
  const publish = new Date(String(values.publish_at)).getTime();
  return !Number.isNaN(publish) && publish > at.getTime();
}

export type ScheduleState = "scheduled" | "expires" | "expired" | null;

/**
 * What the schedule does to a visible row at `at`: waits for its publish moment ("scheduled"), will
 * go offline at its unpublish moment ("expires"), or went offline ("expired"); null otherwise.
 */
export function scheduleState(row: Record<string, unknown>, at: Date = new Date()): ScheduleState {
  if (row.visible !== true) return null;
  const time = (v: unknown) => (v == null || v === "" ? null : new Date(String(v)).getTime());
  const publish = time(row.publish_at);
  const unpublish = time(row.unpublish_at);
  if (unpublish !== null && unpublish <= at.getTime()) return "expired";
  if (publish !== null && publish > at.getTime()) return "scheduled";
  if (unpublish !== null) return "expires";
  return null;
}

const stateLabels = {
  scheduled: l("Scheduled", "Gepland"),
  expires: l("Expires", "Verloopt"),
  expired: l("Expired", "Verlopen"),
};

/** the list column of the four types: "Gepland 1 dec 2026 09:00", "Verloopt …", "Verlopen" */
export const scheduleColumn: ColumnDef = {
  key: "publish_at",
  label: l("Schedule", "Planning"),
  // a scheduled item looks published (its "Visible" flag is on): the column that says otherwise stays
  priority: 1,
  value: (row: Row, lang: Language) => {
    const state = scheduleState(row);
    if (!state) return "";
    const moment = state === "scheduled" ? row.publish_at : state === "expires" ? row.unpublish_at : null;
    const label = stateLabels[state][lang];
    return moment ? `${label} ${formatAmsterdam(moment, lang)}` : label;
  },
};

/**
 * "Zichtbaar / Visible" of the four types: on the website now, by the public rule
 * (server/content/live.ts) — published and neither waiting for its moment nor past its end — so the
 * list never says "Ja" beside "Verlopen". Sorted by the stored flag.
 */
export const publicNowColumn: ColumnDef = {
  key: "visible",
  label: l("Visible", "Zichtbaar"),
  kind: "bool",
  sortable: true,
  value: (row: Row, lang: Language) => {
    const state = scheduleState(row);
    const now = row.visible === true && state !== "scheduled" && state !== "expired";
    return (now ? l("Yes", "Ja") : l("No", "Nee"))[lang];
  },
};
