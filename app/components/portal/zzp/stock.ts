/**
 * What a typed stock means (a negative stock must say why, not silently snap back). The
 * check is the API's own: the definition's schema (content-types/zzp-products.ts) and the API's message builder
 * (core/validation/validate.ts), so the text at the field is the very text a 422 would carry.
 */

import { zzpProductApi } from "#content-types/zzp-products.ts";
import type { Language } from "#core/lang.ts";
import { issuesToErrors } from "#core/validation/validate.ts";

const stockOnly = zzpProductApi.partner.update.pick({ stock: true }).required();

export type StockReading = { ok: true; stock: number } | { ok: false; error: string };

export function readStock(text: string, lang: Language): StockReading {
  const trimmed = text.trim();
  const result = stockOnly.safeParse({ stock: trimmed === "" ? undefined : Number(trimmed) });
  if (result.success) return { ok: true, stock: result.data.stock };
  const errors = issuesToErrors(result.error.issues, lang, zzpProductApi.labels);
  return { ok: false, error: errors.stock?.[0] ?? Object.values(errors)[0]?.[0] ?? "" };
}
