/** What the audit-log API takes and answers (server/audit/routes.ts). */
import { z } from "zod";
import { listQuerySchema } from "../content/list-query.ts";

/** a day (2026-11-24) or a moment (2026-11-24T10:00:00Z) */
const dateOrMoment = z
  .string()
  .trim()
  .refine((value) => /^\d{4}-\d{2}-\d{2}($|T)/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: "a date (YYYY-MM-DD) or an ISO 8601 date-time",
  });

export const auditQuerySchema = listQuerySchema.omit({ language: true, sort: true, order: true }).extend({
  user: z.string().trim().max(254).optional().meta({
    description:
      "digits: a user id; otherwise a part of the e-mail address (of a failed login: the address tried)",
  }),
  type: z.string().trim().max(40).optional().meta({ description: "the record's kind, e.g. `tip`, `user`" }),
  action: z.string().trim().max(40).optional().meta({ description: "e.g. `login_failure`, `update`" }),
  from: dateOrMoment.optional().meta({ description: "from this day (or moment) on" }),
  to: dateOrMoment.optional().meta({ description: "up to and including this day (or up to this moment)" }),
});

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.string(),
    user_id: z.number().int().nullable(),
    user_email: z.string(),
    user_name: z.string(),
    action: z.string(),
    entity_type: z.string().nullable(),
    entity_id: z.number().int().nullable(),
    title: z.string(),
    ip: z.string(),
    detail: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: "AuditEntry" });

export const auditLabels = {
  user: { nl: "Gebruiker", en: "User" },
  type: { nl: "Soort", en: "Type" },
  action: { nl: "Actie", en: "Action" },
};
