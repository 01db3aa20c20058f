/** Date and text formats of the public site, per language (nl-NL / en-GB); prices: formatEuro in app/lib/number-format.ts. */
import type { Language } from "#core/lang.ts";

const locale = (lang: Language) => (lang === "en" ? "en-GB" : "nl-NL");

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
/** 3 maart 2026 / 3 March 2026, always in Amsterdam time so server and browser agree */
export function formatDate(iso: string, lang: Language): string {
  // built once per language: a page of cards formats a dozen dates, and building a format costs
  // far more than using one
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locale(lang), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Amsterdam",
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** the first `max` characters of a plain text, cut at a word */
export function excerpt(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  return `${plain.slice(0, max).replace(/\s+\S*$/, "")}…`;
}
