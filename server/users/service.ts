/** Users (the SPEC's customers): verb-noun functions over the database; no HTTP here. */
import { eq, sql } from "drizzle-orm";
import { hashPassword } from "../auth/password.ts";
import type { SessionUser } from "../auth/session.ts";
import type { Tx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { Role } from "../permissions.ts";

export type User = typeof users.$inferSelect;

/** What the API may show of a user: never the hash or the lock state internals. */
export type PublicUser = Omit<User, "password_hash">;

export function toPublicUser(user: User): PublicUser {
  const { password_hash: _hash, ...rest } = user;
  return rest;
}

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

export async function findUserById(db: Tx, id: number): Promise<User | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export interface NewUser {
  name: string;
  email: string;
  role: Role;
  password: string;
  phone?: string;
  address?: string;
  house_number?: string;
  zip_code?: string;
  city?: string;
}

/** Inserts a user with a scrypt hash of the password (callers validate the input first). */
export async function insertUser(db: Tx, input: NewUser): Promise<User> {
  const { password, ...fields } = input;
  const [row] = await db
    .insert(users)
    .values({ ...fields, email: fields.email.trim(), password_hash: await hashPassword(password) })
    .returning();
  return row;
}
