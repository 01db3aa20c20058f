/** What the consent API takes and answers (server/consent/routes.ts). */
import { z } from "zod";
import { CONSENT_CATEGORIES } from "#core/consent-cookie.ts";

export const consentChoiceSchema = z
  .strictObject({
    categories: z
      .array(z.enum(CONSENT_CATEGORIES))
      .max(CONSENT_CATEGORIES.length)
      .meta({ description: "the accepted categories; `necessary` is always recorded" }),
    policy_version: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .meta({ description: "the policy version the banner showed (not above the current one)" }),
  })
  .meta({ id: "ConsentChoice" });

export const consentRecordedSchema = z.object({
  consent_id: z.uuid(),
  /** false: the same choice was already recorded for this consent id */
  stored: z.boolean(),
});

export const consentEntrySchema = z
  .object({
    id: z.number().int(),
    consent_id: z.uuid(),
    categories: z.array(z.string()),
    policy_version: z.number().int(),
    ip_truncated: z.string().meta({ description: "IPv4 with the last octet 0, IPv6 cut to /48" }),
    created_at: z.string(),
  })
  .meta({ id: "ConsentEntry" });
