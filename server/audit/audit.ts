/**
 * `audit(c, event)`: the one call a route makes after a write or an account event succeeded. Who
 * did it is the request's logged-in user unless the event names someone (a login names the account
 * it logged in to; a failed one only the address tried); the address is the one client-address
 * rule (server/http/client-ip.ts). An entry that cannot be written is logged, never thrown: the
 * request it describes has already succeeded.
 */
import type { Context } from "hono";
import type { AuditAction } from "#core/audit-actions.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";
import { countRepeatedEvent, type RepeatKey } from "./repeated-events.ts";
import { insertAuditEntry } from "./service.ts";

export interface AuditActor {
  id: number | null;
  email: string;
  name?: string;
}

export interface AuditEvent {
  action: AuditAction;
  /** the record's kind: a content type's noun ("tip", "news item"), "user", "status new pc", … */
  entityType?: string;
  entityId?: number | null;
  title?: string;
  /** small facts: changed field names, old and new role, why a login was refused */
  detail?: Record<string, unknown>;
  /** who did it, when not the request's logged-in user */
  actor?: AuditActor | null;
  /**
   * an event a client can repeat without limit (a refused login attempt): counted on one row per
   * window and this column's value (./repeated-events.ts), never a row per request
   */
  countPer?: RepeatKey;
}

/** the row of an event done by `actor` from address `ip`: the one mapping of an event to the log */
export function auditEntry(event: AuditEvent, actor: AuditActor | null | undefined, ip: string) {
  return {
    user_id: actor?.id ?? null,
    user_email: actor?.email ?? "",
    user_name: actor?.name ?? "",
    action: event.action,
    entity_type: event.entityType ?? null,
    entity_id: event.entityId ?? null,
    title: event.title ?? "",
    ip,
    detail: event.detail ?? null,
  };
}

export async function audit(c: Context<AppEnv>, event: AuditEvent): Promise<void> {
  const actor = event.actor !== undefined ? event.actor : c.var.user;
  const entry = auditEntry(event, actor, clientIp(c));
  try {
    const db = c.var.deps.database.db;
    if (event.countPer)
      await countRepeatedEvent(db, { ...entry, detail: entry.detail ?? {} }, event.countPer);
    else await insertAuditEntry(db, entry);
  } catch (error) {
    c.var.log.error(
      { err: error, action: event.action, entityType: event.entityType },
      "audit entry not written",
    );
  }
}

/**
 * The name a record goes by in the log: its title, else its name, file name, label, subject or
 * address; a redirect by its two addresses ("/old → /new").
 */
export function titleOf(record: unknown): string {
  if (!record || typeof record !== "object") return "";
  const r = record as Record<string, unknown>;
  if (typeof r.from_path === "string" && typeof r.to_path === "string")
    return `${r.from_path} → ${r.to_path}`;
  for (const key of ["title", "name", "file_name", "label", "subject", "email"]) {
    const value = r[key];
    if (typeof value === "string" && value !== "") return value;
    // a per-language label ({nl, en}) of a news category
    if (value && typeof value === "object" && typeof (value as { nl?: unknown }).nl === "string") {
      return (value as { nl: string }).nl;
    }
  }
  return "";
}

/** A write of a record: its kind, id and title from what the route answered. */
export function recordEvent(
  action: "create" | "update" | "delete" | "restore",
  entityType: string,
  record: unknown,
  detail?: Record<string, unknown>,
): AuditEvent {
  const id = (record as { id?: unknown } | null)?.id;
  return {
    action,
    entityType,
    entityId: typeof id === "number" ? id : null,
    title: titleOf(record),
    ...(detail ? { detail } : {}),
  };
}
