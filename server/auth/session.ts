/**
 * CONTRACT (owned by the auth work of issue 3): resolve the logged-in user of a request from the
 * session cookie. Until sessions exist it returns null.
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";
import type { Role } from "../permissions.ts";

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export async function getSessionUser(_c: Context<AppEnv>): Promise<SessionUser | null> {
  return null;
}
