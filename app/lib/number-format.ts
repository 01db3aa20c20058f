/**
 * Numbers and amounts as people type and read them in the interface language (and `formatEuro`, the
 * one money format of the site):
 * Dutch writes `1.299,50` (comma decimals, dot thousands), English `1,299.50`. Every number and
 * money field (the admin forms' app/admin/fields/NumberInput.tsx, the zzp portal's product form) parses with `parseNumber` and
 * shows stored values with `formatNumber`, so a Dutch `139,50` is never read as 13950.
 *
 * The parser is strict on purpose: a text that is not a number in the interface language's own
 * format is refused (the form then shows a message) instead of being guessed, because a wrong guess
 * saves a price 100 or 1000 times off without anyone noticing.
 */
import type { Language } from "#core/lang.ts";

export type ParsedNumber = { kind: "empty" } | { kind: "number"; value: number } | { kind: "invalid" };

const separators = (lang: Language) =>
  lang === "en" ? { decimal: ".", group: "," } : { decimal: ",", group: "." };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Reads `text` as a number in `lang`'s format with at most `decimals` decimals. Accepts an
 * optional minus sign, thousands separators only in groups of three (`1.299` or `1299`), a
 * surrounding € sign and spaces, and the Dutch whole-euro notation `139,-`.
 */
export function parseNumber(text: string, lang: Language, decimals: number): ParsedNumber {
  let s = text.replace(/[\s\u00a0\u202f]/g, "").replace(/^€|€$/g, "");
  if (s === "") return { kind: "empty" };
  const { decimal, group } = separators(lang);
  if (lang === "nl" && s.endsWith(",-")) s = s.slice(0, -2);
  const d = escapeRegExp(decimal);
  const g = escapeRegExp(group);
  const pattern = new RegExp(`^(-?)(\\d{1,3}(?:${g}\\d{3})+|\\d+)?(?:${d}(\\d+))?$`);
  const m = pattern.exec(s);
  if (!m || (m[2] === undefined && m[3] === undefined)) return { kind: "invalid" };
  const whole = (m[2] ?? "0").split(group).join("");
  const fraction = m[3] ?? "";
  if (fraction.length > decimals) return { kind: "invalid" };
  const value = Number(`${m[1]}${whole}${fraction ? `.${fraction}` : ""}`);
  if (!Number.isFinite(value) || Math.abs(value) * 10 ** decimals > Number.MAX_SAFE_INTEGER)
    return { kind: "invalid" };
  // -0 is 0
  return { kind: "number", value: value === 0 ? 0 : value };
}

const locale = (lang: Language) => (lang === "en" ? "en-GB" : "nl-NL");

/** A stored number in `lang`'s format, with exactly `decimals` decimals (`1.299,00`). */
export function formatNumber(value: number, lang: Language, decimals: number): string {
  return new Intl.NumberFormat(locale(lang), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

const euroFormats = new Map<Language, Intl.NumberFormat>();
/**
 * An amount in euros as the site shows prices and costs everywhere (public pages, preview, portal,
 * admin lists): `€ 1.234,50` in Dutch, `€1,234.50` in English. One format per language, built once:
 * a page of products formats a dozen prices, and building a format costs far more than using one.
 */
export function formatEuro(euros: number, lang: Language): string {
  let format = euroFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(locale(lang), { style: "currency", currency: "EUR" });
    euroFormats.set(lang, format);
  }
  return format.format(euros);
}

/** Decimals of a number widget: money has cents, every other number field counts whole units. */
export const decimalsOf = (widget: string) => (widget === "euro" ? 2 : 0);
