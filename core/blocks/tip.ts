/** Tip block (requirements §3): up to four chosen tips, or the newest ones. Pure: browser-safe. */
import { z } from "zod";
import { blockOptions } from "./shell.ts";

export const MAX_TIPS = 4;

export const tipBlock = z.object({
  ...blockOptions,
  type: z.literal("tip"),
  /** empty = the newest tips */
  tip_ids: z.array(z.number().int().positive()).max(MAX_TIPS).default([]),
  count: z.number().int().min(1).max(MAX_TIPS).default(MAX_TIPS),
});

export const newTipFields = () => ({ tip_ids: [], count: MAX_TIPS });
