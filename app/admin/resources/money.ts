/** Money is stored in cents; forms show euros (two decimals). */
export const centsToEuros = (cents: number) => Math.round(cents) / 100;
export const eurosToCents = (euros: number) => Math.round(euros * 100);

export function formatEuro(value: unknown, lang: "nl" | "en"): string {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat(lang === "en" ? "en-GB" : "nl-NL", {
    style: "currency",
    currency: "EUR",
  }).format(n);
}
