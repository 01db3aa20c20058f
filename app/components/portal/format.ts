/** Dates and sizes in the visitor's language (nl-NL / en-GB); money: formatEuro in app/lib/number-format.ts. */
import type { Language } from "#core/lang.ts";

const locale = (lang: Language) => (lang === "en" ? "en-GB" : "nl-NL");

/** "2026-03-05" (a calendar date, no time zone) → "5 maart 2026" / "5 March 2026" */
export function formatDate(value: string | null | undefined, lang: Language): string {
  if (!value) return "";
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  const date = day ? new Date(`${day}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** a moment (ISO timestamp) → "21 november 2026 om 09:40" / "21 November 2026 at 09:40", in Delft's time */
export function formatDateTime(value: string | null | undefined, lang: Language): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Europe/Amsterdam",
  }).format(date);
}

/** a money amount of an API row: `price`/`costs` in euros, else `*_cents` */
export function euros(
  row: Partial<Record<"price" | "costs" | "price_cents" | "costs_cents", unknown>>,
  field: "price" | "costs",
): number {
  const value = row[field];
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) return Number(value);
  const cents = row[`${field}_cents`];
  return typeof cents === "number" ? cents / 100 : 0;
}

export function formatBytes(bytes: number, lang: Language): string {
  const units = ["B", "KB", "MB", "GB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat(locale(lang), { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/** newest first by a date field, then by id */
export function newestFirst<T extends { id: number }>(rows: readonly T[], date: (row: T) => string): T[] {
  return [...rows].sort((a, b) => date(b).localeCompare(date(a)) || b.id - a.id);
}
