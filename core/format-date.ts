/** Dates and flags in the interface language. */
export function formatDate(value: unknown, lang: "nl" | "en", withTime = false): string {
  if (!value) return "";
  const d = new Date(String(value));
  if (Number.isNaN(d.getTime())) return String(value);
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "nl-NL", {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" } : {}),
  }).format(d);
}
