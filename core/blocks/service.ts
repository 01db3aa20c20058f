/** Service block (requirements §3/§5): up to six services or up to three service groups. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions } from "./shell.ts";

export const MAX_SERVICES = 6;
export const MAX_SERVICE_GROUPS = 3;
export const serviceModes = ["services", "service_groups"] as const;

export const serviceBlock = z
  .object({
    ...blockOptions,
    type: z.literal("service"),
    mode: z.enum(serviceModes).default("services"),
    service_ids: z
      .array(z.number().int().positive())
      .max(MAX_SERVICES, { message: "services_max" })
      .default([]),
    service_group_ids: z
      .array(z.number().int().positive())
      .max(MAX_SERVICE_GROUPS, { message: "service_groups_max" })
      .default([]),
  })
  .superRefine((block, ctx) => {
    if (block.mode === "services" && block.service_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["service_ids"], message: "required" });
    }
    if (block.mode === "service_groups" && block.service_group_ids.length === 0) {
      ctx.addIssue({ code: "custom", path: ["service_group_ids"], message: "required" });
    }
  });

export const newServiceFields = () => ({ mode: "services" as const, service_ids: [], service_group_ids: [] });
