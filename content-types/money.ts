/**
 * Money in the API: whole euro cents (`…_cents`) or euros with two decimals at most, both up to one
 * million euro (a repair or a partner's product never costs more). Shared by the zzp products and the
 * repair statuses.
 */
import { z } from "zod";

const MAX_CENTS = 100_000_000;

export const centsSchema = z.number().int().min(0).max(MAX_CENTS);

export const eurosSchema = z
  .number()
  .min(0)
  .max(MAX_CENTS / 100)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { message: "invalid" });
