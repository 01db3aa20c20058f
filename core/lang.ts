/** Language helpers shared by server and browser. Dutch is the default and has no URL prefix. */
export const languages = ["nl", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "nl";

export function isLanguage(value: unknown): value is Language {
  return value === "nl" || value === "en";
}

/** `/en/...` is English; `/nl/...` and everything else is Dutch. */
export function languageFromPath(pathname: string): Language {
  return /^\/en(\/|$)/.test(pathname) ? "en" : "nl";
}

/**
 * A table of texts in both languages, key → { nl, en }: messages, field labels, addresses. The tables
 * are JSON catalogs beside the module that owns them (`<module>.texts.json`), checked against this
 * type where they are imported, so every key has both languages.
 */
export type TextTable = Record<string, Record<Language, string>>;
