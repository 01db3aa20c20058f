/**
 * The consent log's CSV as a Dutch spreadsheet opens it: Excel with Dutch settings splits lines on
 * semicolons (the comma is its decimal sign, so a comma-separated file lands in one column), reads
 * the file as UTF-8 only after a byte-order mark, and shows times as written. So: a BOM, semicolons,
 * and each moment in Amsterdam time, as the admin's screen shows it, with the zone named in the
 * column's header. RFC 4180 quoting otherwise.
 */
import { amsterdamParts, SCHEDULE_TIME_ZONE } from "#content-types/schedule-time.ts";

export const CSV_SEPARATOR = ";";
/** the UTF-8 byte-order mark, first in the file */
export const CSV_BOM = "\uFEFF";

export const CSV_HEADER = [
  "id",
  "consent_id",
  `created_at (${SCHEDULE_TIME_ZONE})`,
  "policy_version",
  "categories",
  "ip_truncated",
];

/** One field: quoted when it holds the separator, a quote or a line break. */
const csvField = (value: string) => (/[;",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export const csvLine = (fields: string[]) => `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;

const two = (n: number) => String(n).padStart(2, "0");

/** "2026-07-02 00:30:05": the moment on Amsterdam's clock, in a form spreadsheets read as a date */
export function amsterdamTimestamp(date: Date): string {
  const p = amsterdamParts(date);
  return `${p.year}-${two(p.month)}-${two(p.day)} ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
}
