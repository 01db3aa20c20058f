/**
 * The question `GET /api/visits` takes: a range of days. Shared by the route (validation, OpenAPI)
 * and the admin screen (which asks for the last 7, 30 or 90 days).
 */
import { z } from "zod";
import { addDays } from "./classify.ts";

/** the figures are kept this many months (server/visits/retention.ts, the privacy page, README) */
export const VISIT_RETENTION_MONTHS = 25;
/** the longest range one question may cover: the whole retention period */
export const VISIT_RANGE_MAX_DAYS = 800;
/** the ranges the admin screen offers */
export const VISIT_RANGES = [7, 30, 90] as const;

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value, {
    message: "a date as YYYY-MM-DD",
  });

/** the fields of the question (extended by the route with the query every GET may carry) */
export const visitsQueryFields = z.object({
  from: day
    .optional()
    .meta({ description: "first day (YYYY-MM-DD, Amsterdam time); default: 29 days before `to`" }),
  to: day.optional().meta({ description: "last day, included (YYYY-MM-DD); default: today" }),
});

/** `from` not after `to`, and not more than VISIT_RANGE_MAX_DAYS apart (messages: core/validation) */
export function checkVisitsRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx): void {
  if (!q.from || !q.to) return;
  if (q.from > q.to) ctx.addIssue({ code: "custom", message: "invalid", path: ["from"] });
  else if (addDays(q.from, VISIT_RANGE_MAX_DAYS) <= q.to)
    ctx.addIssue({ code: "custom", message: "invalid", path: ["to"] });
}

export const visitsQuerySchema = visitsQueryFields.superRefine(checkVisitsRange);

export type VisitsQuery = z.infer<typeof visitsQuerySchema>;

/** the range `last` days up to and including `today` */
export const lastDays = (today: string, last: number) => ({ from: addDays(today, -(last - 1)), to: today });
