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

export const visitsQuerySchema = z
  .object({
    from: day
      .optional()
      .meta({ description: "first day (YYYY-MM-DD, Amsterdam time); default: 29 days before `to`" }),
    to: day.optional().meta({ description: "last day, included (YYYY-MM-DD); default: today" }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "`from` must not be after `to`",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || addDays(q.from, VISIT_RANGE_MAX_DAYS) > q.to, {
    message: `at most ${VISIT_RANGE_MAX_DAYS} days`,
    path: ["to"],
  });

export type VisitsQuery = z.infer<typeof visitsQuerySchema>;

/** the range `last` days up to and including `today` */
export const lastDays = (today: string, last: number) => ({ from: addDays(today, -(last - 1)), to: today });
