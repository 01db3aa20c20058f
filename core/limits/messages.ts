/**
 * The public forms' field lengths, without zod: the browser's forms set `maxLength` from these on
 * first render, while the zod schemas (./schema.ts) load only when a form is about to be used.
 */
export const formLimits = {
  name: 100,
  email: 254,
  phone: 30,
  preferredMoment: 100,
  message: 5000,
  idempotencyKey: 100,
} as const;
