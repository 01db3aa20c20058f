/**
 * The `.ics` of a booking mail (RFC 5545): one VEVENT in Amsterdam wall-clock time with the
 * Europe/Amsterdam VTIMEZONE spelled out (the rules in force since 1996), so a calendar that does
 * not know the zone still puts it at the right hour on both sides of a daylight-saving change.
 */
import { amsterdamWallTime, BOOKING_ZONE } from "#core/booking/time.ts";
import { company } from "#core/company.ts";

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${BOOKING_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** TEXT values: backslash, semicolon, comma and line breaks escaped */
const text = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (bytes + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const local = (instant: Date) => {
  const { day, time } = amsterdamWallTime(instant);
  return `${day.replace(/-/g, "")}T${time.replace(":", "")}00`;
};
const utc = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

export interface IcsEvent {
  id: number;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** host of PUBLIC_URL, for a UID unique to this site */
  host: string;
  cancelled?: boolean;
  /** stamp: now */
  now: Date;
}

export function bookingIcs(event: IcsEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${company.name}//Afspraken//NL`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    `UID:booking-${event.id}@${event.host}`,
    // a later mail about the same booking (moved, cancelled) replaces the earlier event
    `SEQUENCE:${Math.floor(event.now.getTime() / 1000)}`,
    `DTSTAMP:${utc(event.now)}`,
    `DTSTART;TZID=${BOOKING_ZONE}:${local(event.start)}`,
    `DTEND;TZID=${BOOKING_ZONE}:${local(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(`${company.name}, ${company.street}, ${company.zip} ${company.city}`)}`,
    `STATUS:${event.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
