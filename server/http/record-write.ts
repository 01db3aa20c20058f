/**
 * What a route does after a write of a record (zzp products, statuses, accountant downloads, users):
 * one log line and one audit entry, both naming the record alike, so every such write is traced the
 * same way (the editorial types do it in their save pipeline, server/content/save.ts).
 */
import type { Context } from "hono";
import { audit, recordEvent } from "../audit/audit.ts";
import type { AppEnv } from "./context.ts";

export async function recordWrite(
  c: Context<AppEnv>,
  action: "create" | "update" | "delete",
  entityType: string,
  record: unknown,
  detail?: Record<string, unknown>,
): Promise<void> {
  const id = (record as { id?: unknown } | null)?.id;
  c.var.log.info({ userId: c.var.user?.id, id, ...detail }, `${entityType}: ${action}`);
  await audit(c, recordEvent(action, entityType, record, detail));
}
