/**
 * Finding a user by e-mail address, and the session's view of one. Its own module because the login
 * and password code (server/auth/) need these and the user service needs the password rules: with
 * both in server/users/service.ts the two imported each other.
 */
import { eq, sql } from "drizzle-orm";
import type { SessionUser } from "../auth/session.ts";
import type { Tx } from "../db/client.ts";
import { users } from "../db/schema.ts";

export type User = typeof users.$inferSelect;

export function toSessionUser(user: Pick<User, "id" | "name" | "email" | "role">): SessionUser {
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Tx, email: string): Promise<User | null> {
  const rows = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalizeEmail(email)))
    .limit(1);
  return rows[0] ?? null;
}
