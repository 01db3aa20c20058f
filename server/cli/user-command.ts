/**
 * The account commands behind `npm run user -- <command>`, so an owner can manage logins without the
 * UI (for example the first cms-admin on a PostgreSQL installation, which gets no demo accounts).
 * Pure of process state: takes the arguments and a database, writes to the given streams and returns
 * the exit code, so tests call it in-process.
 */
import { parseArgs } from "node:util";
import { asc, eq } from "drizzle-orm";
import { PASSWORD_MAX, PASSWORD_MIN } from "#core/auth-schema.ts";
import { type Role, roles } from "#core/roles.ts";
import { isCommonPassword } from "../auth/common-passwords.ts";
import { setPassword } from "../auth/password-service.ts";
import { destroyUserSessions } from "../auth/session.ts";
import { removeTwoFactor } from "../auth/two-factor-service.ts";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { findUserByEmail, insertUser } from "../users/service.ts";

export const usage = `Usage: npm run user -- <command> [options]

Commands:
  add --role <role> --email <email> --password <password> [--name <name>]
  list
  set-password --email <email> --password <password>
  remove --email <email>
  reset-2fa --email <email>     turn two-step verification off (a lost phone and no recovery code)

Roles: ${roles.join(", ")}
Passwords: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not a common password.`;

/** exit codes: 0 done, 1 refused (unknown user, duplicate …), 2 wrong usage */
export const EXIT = { ok: 0, refused: 1, usage: 2 } as const;

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

class UsageError extends Error {}
class Refused extends Error {}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requireOption(values: Record<string, string | undefined>, name: string): string {
  const value = values[name]?.trim();
  if (!value) throw new UsageError(`Missing --${name}.`);
  return value;
}

function checkEmail(email: string): string {
  if (!emailPattern.test(email) || email.length > 254)
    throw new UsageError(`Not a valid e-mail address: ${email}`);
  return email;
}

function checkPassword(password: string): string {
  if (password.length < PASSWORD_MIN)
    throw new UsageError(`The password must be at least ${PASSWORD_MIN} characters.`);
  if (password.length > PASSWORD_MAX)
    throw new UsageError(`The password must be at most ${PASSWORD_MAX} characters.`);
  if (isCommonPassword(password)) throw new UsageError("This password is too common; choose another one.");
  return password;
}

function checkRole(role: string): Role {
  if (!(roles as readonly string[]).includes(role)) {
    throw new UsageError(`Unknown role "${role}". Roles: ${roles.join(", ")}.`);
  }
  return role as Role;
}

export async function runUserCommand(argv: string[], db: Db, io: Io): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        role: { type: "string" },
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    const [command, ...rest] = positionals;
    if (values.help || !command) {
      (command || values.help ? io.out : io.err)(usage);
      return values.help ? EXIT.ok : EXIT.usage;
    }
    if (rest.length) throw new UsageError(`Unexpected argument: ${rest[0]}`);
    const options = values as Record<string, string | undefined>;

    switch (command) {
      case "add": {
        const role = checkRole(requireOption(options, "role"));
        const email = checkEmail(requireOption(options, "email"));
        const password = checkPassword(requireOption(options, "password"));
        const name = options.name?.trim() || email.split("@")[0];
        if (await findUserByEmail(db, email))
          throw new Refused(`A user with e-mail ${email} already exists.`);
        const user = await insertUser(db, { name, email, role, password });
        io.out(`Added ${user.email} (${user.role}) with id ${user.id}.`);
        return EXIT.ok;
      }
      case "list": {
        const rows = await db
          .select({
            id: users.id,
            email: users.email,
            name: users.name,
            role: users.role,
            logins: users.login_count,
          })
          .from(users)
          .orderBy(asc(users.id));
        if (rows.length === 0) {
          io.out("No users.");
          return EXIT.ok;
        }
        io.out(["id".padEnd(5), "role".padEnd(16), "email".padEnd(32), "logins".padEnd(7), "name"].join(" "));
        for (const row of rows) {
          io.out(
            [
              String(row.id).padEnd(5),
              row.role.padEnd(16),
              row.email.padEnd(32),
              String(row.logins).padEnd(7),
              row.name,
            ].join(" "),
          );
        }
        return EXIT.ok;
      }
      case "set-password": {
        const email = checkEmail(requireOption(options, "email"));
        const password = checkPassword(requireOption(options, "password"));
        const user = await findUserByEmail(db, email);
        if (!user) throw new Refused(`No user with e-mail ${email}.`);
        await db.transaction(async (tx) => {
          await setPassword(tx, user.id, password);
          // a reset password ends every open session of that account
          await destroyUserSessions(tx, user.id);
          await tx.update(users).set({ locked_until: null }).where(eq(users.id, user.id));
        });
        io.out(`Password of ${user.email} changed; its sessions were ended.`);
        return EXIT.ok;
      }
      case "reset-2fa": {
        const email = checkEmail(requireOption(options, "email"));
        const user = await findUserByEmail(db, email);
        if (!user) throw new Refused(`No user with e-mail ${email}.`);
        // the owner sets it up again at the next login (or is led to it when ADMIN_2FA=required)
        await removeTwoFactor(db, user.id);
        await db.update(users).set({ locked_until: null }).where(eq(users.id, user.id));
        io.out(`Two-step verification of ${user.email} is off; its recovery codes are gone.`);
        return EXIT.ok;
      }
      case "remove": {
        const email = checkEmail(requireOption(options, "email"));
        const user = await findUserByEmail(db, email);
        if (!user) throw new Refused(`No user with e-mail ${email}.`);
        // statuses, stock and sessions of the user go with it (foreign keys cascade)
        await db.delete(users).where(eq(users.id, user.id));
        io.out(`Removed ${user.email} (${user.role}).`);
        return EXIT.ok;
      }
      default:
        throw new UsageError(`Unknown command "${command}".`);
    }
  } catch (error) {
    if (error instanceof Refused) {
      io.err(error.message);
      return EXIT.refused;
    }
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err(`${(error as Error).message}\n\n${usage}`);
      return EXIT.usage;
    }
    throw error;
  }
}
