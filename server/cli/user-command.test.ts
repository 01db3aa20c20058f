/** `npm run user`: the commands against a real database, with their messages and exit codes. */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/db.ts";
import { verifyPassword } from "../auth/password.ts";
import { generateTotpSecret } from "../auth/totp.ts";
import { sessions, twoFactorRecoveryCodes, users } from "../db/schema.ts";
import { EXIT, runUserCommand } from "./user-command.ts";

describe("the user command", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => database.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runUserCommand(argv, database.db, {
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  it("adds a user with a hashed password and lists it", async () => {
    const added = await run(
      "add",
      "--role",
      "cms-admin",
      "--email",
      "Owner@Example.com",
      "--password",
      "Sterk-wachtwoord-42",
      "--name",
      "Eigenaar",
    );
    expect(added).toMatchObject({ code: EXIT.ok, err: "" });
    expect(added.out).toContain("Owner@Example.com (cms-admin)");
    const [row] = await database.db.select().from(users).where(eq(users.email, "Owner@Example.com"));
    expect(row.name).toBe("Eigenaar");
    expect(row.password_hash).not.toContain("Sterk");
    expect(await verifyPassword("Sterk-wachtwoord-42", row.password_hash)).toBe(true);

    const listed = await run("list");
    expect(listed.code).toBe(EXIT.ok);
    expect(listed.out).toMatch(/cms-admin\s+Owner@Example\.com\s+0\s+Eigenaar/);
  });

  it("refuses a duplicate e-mail address, whatever its case", async () => {
    const again = await run(
      "add",
      "--role",
      "cms-zzp",
      "--email",
      "owner@example.com",
      "--password",
      "Ander-wachtwoord-1",
    );
    expect(again.code).toBe(EXIT.refused);
    expect(again.err).toContain("already exists");
  });

  it("refuses a short or common password, an unknown role and missing options with usage", async () => {
    const short = await run("add", "--role", "cms-admin", "--email", "a@example.com", "--password", "kort");
    expect(short.code).toBe(EXIT.usage);
    expect(short.err).toContain("at least 10 characters");
    const common = await run(
      "add",
      "--role",
      "cms-admin",
      "--email",
      "a@example.com",
      "--password",
      "password123",
    );
    expect(common.code).toBe(EXIT.usage);
    const role = await run(
      "add",
      "--role",
      "root",
      "--email",
      "a@example.com",
      "--password",
      "Sterk-wachtwoord-42",
    );
    expect(role.err).toContain('Unknown role "root"');
    const missing = await run("add", "--role", "cms-admin");
    expect(missing).toMatchObject({ code: EXIT.usage });
    expect(missing.err).toContain("Missing --email");
    expect((await run("fly")).err).toContain('Unknown command "fly"');
    expect((await run("list", "--colour")).code).toBe(EXIT.usage);
    expect((await run()).code).toBe(EXIT.usage);
    expect((await run("--help")).code).toBe(EXIT.ok);
  });

  it("sets a new password and ends the user's sessions", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, "Owner@Example.com"));
    await database.db
      .insert(sessions)
      .values({ id: "a".repeat(64), user_id: user.id, expires_at: new Date(Date.now() + 86_400_000) });

    const result = await run(
      "set-password",
      "--email",
      "owner@example.com",
      "--password",
      "Nieuw-wachtwoord-7",
    );
    expect(result.code).toBe(EXIT.ok);
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword("Nieuw-wachtwoord-7", after.password_hash)).toBe(true);
    expect(await database.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(0);

    const unknown = await run(
      "set-password",
      "--email",
      "nobody@example.com",
      "--password",
      "Nieuw-wachtwoord-7",
    );
    expect(unknown).toMatchObject({ code: EXIT.refused, err: "No user with e-mail nobody@example.com." });
  });

  it("turns two-step verification off for a locked-out owner (reset-2fa)", async () => {
    const [user] = await database.db.select().from(users).where(eq(users.email, "Owner@Example.com"));
    const secret = generateTotpSecret();
    await database.db
      .update(users)
      .set({
        totp_secret: secret,
        totp_enabled_at: new Date(),
        totp_last_step: 1,
        locked_until: new Date(Date.now() + 60_000),
      })
      .where(eq(users.id, user.id));
    await database.db.insert(twoFactorRecoveryCodes).values({ user_id: user.id, code_hash: "x".repeat(64) });

    const result = await run("reset-2fa", "--email", "OWNER@example.com");
    expect(result.code).toBe(EXIT.ok);
    expect(result.out).toContain("Two-step verification of Owner@Example.com is off");
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      locked_until: null,
    });
    expect(
      await database.db
        .select()
        .from(twoFactorRecoveryCodes)
        .where(eq(twoFactorRecoveryCodes.user_id, user.id)),
    ).toHaveLength(0);
    expect((await run("reset-2fa", "--email", "nobody@example.com")).code).toBe(EXIT.refused);
  });

  it("removes a user", async () => {
    expect((await run("remove", "--email", "owner@example.com")).code).toBe(EXIT.ok);
    expect(await database.db.select().from(users)).toHaveLength(0);
    expect((await run("remove", "--email", "owner@example.com")).code).toBe(EXIT.refused);
    expect((await run("list")).out).toBe("No users.");
  });
});
