/**
 * Rows leave the service layer as plain JSON-able objects: dates become ISO strings, so what a loader
 * returns in-process is exactly what the API answers.
 */
export type Plain<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

export function plain<T extends object>(row: T): Plain<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row))
    out[key] = value instanceof Date ? value.toISOString() : value;
  return out as Plain<T>;
}

/** euro cents -> euros as a number (money is stored in cents, requirements §10 / team brief) */
export const centsToEuros = (cents: number) => Math.round(cents) / 100;
/** euros (number) -> cents, rounded to the nearest cent */
export const eurosToCents = (euros: number) => Math.round(euros * 100);
