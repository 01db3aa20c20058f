/** The audit entries of the admin's user management (server/users/routes.ts). */
import type { Context } from "hono";
import type { Tx } from "../db/client.ts";
import type { AppEnv } from "../http/context.ts";
import { findUserById } from "../users/service.ts";
import { audit, recordEvent } from "./audit.ts";

/** a user's role before an edit, to tell a role change (null: no such user; the edit answers 404) */
export async function roleBefore(db: Tx, id: number): Promise<string | null> {
  return (await findUserById(db, id))?.role ?? null;
}

/**
 * An edited user: an `update` naming the fields sent (never their values: a password may be one),
 * and a `role_change` with the old and new role when the role changed.
 */
export async function auditUserEdit(
  c: Context<AppEnv>,
  user: { id: number; name: string; role: string },
  fields: string[],
  previousRole: string | null,
): Promise<void> {
  await audit(c, recordEvent("update", "user", user, { fields }));
  if (previousRole && previousRole !== user.role) {
    await audit(c, {
      ...recordEvent("update", "user", user),
      action: "role_change",
      detail: { from: previousRole, to: user.role },
    });
  }
}
