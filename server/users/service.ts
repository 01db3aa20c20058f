/** Users (the requirements' customers): verb-noun functions over the database; no HTTP here. */
import { and, asc, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Role } from "#core/roles.ts";
import { now } from "../auth/clock.ts";
import { hashPassword } from "../auth/password.ts";
import { assertPasswordAllowed, queuePasswordMail } from "../auth/password-service.ts";
import { destroyUserSessions } from "../auth/session.ts";
import { randomToken } from "../auth/tokens.ts";
import type { Config } from "../config.ts";
import { pgErrorOf } from "../content/errors.ts";
import { ascText, type ListResult, listOrder, searchIn } from "../content/list-query.ts";
import type { Tx } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { normalizeEmail, type User } from "./find.ts";
import { customerText } from "./messages.ts";
import type { customerListQuerySchema, EditCustomerInput, RegisterInput } from "./schema.ts";

export type { User } from "./find.ts";
// the lookups the login and password code need live in ./find.ts, below this module and below them
export { findUserByEmail, normalizeEmail, toSessionUser } from "./find.ts";

/** What the API may show of a user: never the hash, the TOTP secret or the lock state internals. */
export type PublicUser = Omit<User, "password_hash" | "totp_secret" | "totp_last_step">;

export function toPublicUser(user: User): PublicUser {
  const { password_hash: _hash, totp_secret: _secret, totp_last_step: _step, ...rest } = user;
  return rest;
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
  language?: Lang;
  status_emails?: boolean;
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

// ---------------------------------------------------------------------------------------------
// The customers API (admin)
// ---------------------------------------------------------------------------------------------

/** A user as the admin sees it: everything but the hash, plus `status_user` (requirements §3). */
export type Customer = PublicUser & { status_user: boolean };

export function presentCustomer(user: User): Customer {
  return { ...toPublicUser(user), status_user: user.role === "cms-status-user" };
}

const sortable = {
  name: users.name,
  email: users.email,
  role: users.role,
  city: users.city,
  login_count: users.login_count,
  last_login_at: users.last_login_at,
  created_at: users.created_at,
  id: users.id,
} as const;

type CustomerListQuery = import("zod").infer<typeof customerListQuerySchema>;

export async function listCustomers(db: Tx, q: CustomerListQuery): Promise<ListResult<Customer>> {
  const conditions: (SQL | undefined)[] = [
    searchIn(q.search, [users.name, users.email, users.city, users.phone]),
  ];
  if (q.role) conditions.push(eq(users.role, q.role));
  const where = and(...conditions);
  const order = listOrder(q, sortable, [ascText(users.name), asc(users.id)], users.id);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  return { items: rows.map(presentCustomer), total, page: q.page, perPage: q.per_page };
}

/** null when there is no such user (the route answers its 404) */
export async function getCustomer(db: Tx, id: number): Promise<Customer | null> {
  const user = await findUserById(db, id);
  return user ? presentCustomer(user) : null;
}

function emailConflict(lang: Lang) {
  const text = customerText("email_exists", lang);
  return new DomainError("conflict", text, text, { email: [text] });
}

async function assertEmailFree(db: Tx, email: string, lang: Lang, exceptId?: number) {
  const condition = exceptId
    ? and(eq(sql`lower(${users.email})`, normalizeEmail(email)), ne(users.id, exceptId))
    : eq(sql`lower(${users.email})`, normalizeEmail(email));
  const [{ n }] = await db.select({ n: count() }).from(users).where(condition);
  if (n > 0) throw emailConflict(lang);
}

/** The unique index is the last word (two admins registering the same address at once). */
function rethrowUnique(error: unknown, lang: Lang): never {
  if (pgErrorOf(error)?.code === "23505") throw emailConflict(lang);
  throw error;
}

export async function registerCustomer(
  db: Tx,
  config: Pick<Config, "publicUrl">,
  input: RegisterInput,
  lang: Lang,
): Promise<Customer> {
  const { send_invitation, password, ...fields } = input;
  if (password !== undefined) assertPasswordAllowed(password, lang, "password");
  await assertEmailFree(db, fields.email, lang);
  try {
    return await db.transaction(async (tx) => {
      const user = await insertUser(tx, { ...fields, password: password ?? randomToken(32) });
      if (send_invitation) await queuePasswordMail(tx, config, user, lang, "invitation");
      return presentCustomer(user);
    });
  } catch (error) {
    rethrowUnique(error, lang);
  }
}

export async function updateCustomer(
  db: Tx,
  id: number,
  input: EditCustomerInput,
  actorId: number,
  lang: Lang,
): Promise<Customer | null> {
  const existing = await findUserById(db, id);
  if (!existing) return null;
  if (id === actorId && input.role !== undefined && input.role !== existing.role) {
    const text = customerText("own_role", lang);
    throw new DomainError("conflict", text, text, { role: [text] });
  }
  if (input.email !== undefined) await assertEmailFree(db, input.email, lang, id);
  const { password, ...fields } = input;
  if (password !== undefined) assertPasswordAllowed(password, lang, "password");
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          ...fields,
          ...(fields.email !== undefined ? { email: fields.email.trim() } : {}),
          ...(password !== undefined
            ? { password_hash: await hashPassword(password), password_changed_at: now() }
            : {}),
          updated_at: now(),
        })
        .where(eq(users.id, id))
        .returning();
      // a new password set by the admin, or another role, ends the user's sessions
      if (password !== undefined || (fields.role !== undefined && fields.role !== existing.role)) {
        await destroyUserSessions(tx, id);
      }
      return presentCustomer(row);
    });
  } catch (error) {
    rethrowUnique(error, lang);
  }
}

/** null when there is no such user */
export async function deleteCustomer(
  db: Tx,
  id: number,
  actorId: number,
  lang: Lang,
): Promise<Customer | null> {
  if (id === actorId) {
    const text = customerText("delete_self", lang);
    throw new DomainError("conflict", text, text);
  }
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row ? presentCustomer(row) : null;
}
