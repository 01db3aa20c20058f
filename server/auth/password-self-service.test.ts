import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, passwordResetTokens } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, csrfHeaders, jsonHeaders, loginAs, loginWith } from "#tests/support/auth.ts";
import { setClock } from "./clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
});
afterAll(async () => t.close());
afterEach(() => setClock(null));

const me = async (cookie: string) => (await (await t.api("me", { headers: { cookie } })).json()).data.user;
const sessionOf = (headers: Record<string, string>) =>
  headers.cookie.split("; ").find((c) => c.startsWith("session="))!;

async function post(path: string, headers: Record<string, string>, body: unknown, extra = {}) {
  return t.api(path, {
    method: "POST",
    headers: { ...jsonHeaders(headers), ...extra },
    body: JSON.stringify(body),
  });
}

describe("password change", () => {
  it("needs the current password, refuses weak ones and ends the user's other sessions", async () => {
    const a = await loginAs(t, "cms-status-user");
    const b = await loginWith(t, a.user.email, a.user.password);

    const wrong = await post("password/change", a.headers, {
      current_password: "wrong-password",
      new_password: "A-much-better-pass-42",
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toBeDefined();

    const short = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "short",
    });
    expect(short.status).toBe(422);
    expect((await short.json()).errors.new_password).toEqual(["Het veld 'Nieuw wachtwoord' is te kort"]);
    // empty: required, not "too short"
    const empty = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "",
    });
    expect((await empty.json()).errors.new_password).toEqual([
      "Het is verplicht om het veld 'Nieuw wachtwoord' in te vullen",
    ]);
    const common = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "Password123",
    });
    expect(common.status).toBe(422);
    expect((await common.json()).errors.new_password[0]).toMatch(/te vaak voor/);

    const ok = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "A-much-better-pass-42",
    });
    expect(ok.status).toBe(200);
    expect(await me(sessionOf(a.headers))).not.toBeNull();
    expect(await me(`session=${b.session}`)).toBeNull();
    await expect(loginWith(t, a.user.email, a.user.password)).rejects.toThrow(/401/);
    await loginWith(t, a.user.email, "A-much-better-pass-42");
  });

  it("counts wrong current passwords as failed logins: the 5th locks the account like a login", async () => {
    const start = new Date("2026-03-01T10:00:00Z");
    let at = start;
    setClock(() => at);
    const a = await loginAs(t, "cms-zzp");
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      at = new Date(start.getTime() + i * 1000);
      const res = await post(
        "password/change",
        a.headers,
        { current_password: `guess-${i}`, new_password: "A-much-better-pass-42" },
        { "accept-language": "en" },
      );
      statuses.push(res.status);
      if (res.status === 423) {
        const body = await res.json();
        expect(body.title).toBe("Account temporarily locked");
        expect(body.message).toMatch(/temporarily locked because of too many failed login attempts/);
        expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423, 423]);
    // locked also for the right current password, and for logging in
    const right = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "A-much-better-pass-42",
    });
    expect(right.status).toBe(423);
    await expect(loginWith(t, a.user.email, a.user.password)).rejects.toThrow(/423/);
    // after the lock the right password works again
    at = new Date(start.getTime() + 16 * 60_000);
    const ok = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "A-much-better-pass-42",
    });
    expect(ok.status).toBe(200);
  });

  it("a correct current password ends a streak of wrong ones", async () => {
    const a = await loginAs(t, "cms-accountant");
    for (let i = 0; i < 4; i++) {
      const res = await post("password/change", a.headers, {
        current_password: "nope",
        new_password: "short",
      });
      expect(res.status).toBe(422);
    }
    // right current password, but a weak new one: refused for the new password, the streak ends
    const weak = await post("password/change", a.headers, {
      current_password: a.user.password,
      new_password: "Password123",
    });
    expect((await weak.json()).errors.new_password).toBeDefined();
    const wrong = await post("password/change", a.headers, {
      current_password: "nope",
      new_password: "short",
    });
    expect(wrong.status).toBe(422);
  });

  it("is refused to visitors", async () => {
    const res = await post("password/change", await csrfHeaders(t), {
      current_password: "x",
      new_password: "A-much-better-pass-42",
    });
    expect(res.status).toBe(401);
  });
});

describe("forgotten password", () => {
  async function outboxFor(email: string) {
    await t.deps.tasks.idle(); // the lookup and the mail happen after the answer
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id));
  }

  it("answers the same for known and unknown addresses, mails only the known one", async () => {
    const user = await createUser(t, { role: "cms-accountant" });
    const known = await post("password/forgot", await csrfHeaders(t), { email: user.email });
    const unknown = await post("password/forgot", await csrfHeaders(t), {
      email: "nobody-here@example.test",
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await outboxFor("nobody-here@example.test")).toHaveLength(0);
    const [mail] = await outboxFor(user.email);
    expect(mail.text).toContain("https://www.example.com/wachtwoord-herstellen?token=");
  });

  it("answers a known and an unknown address alike: the same statements, the lookup only after the answer", async () => {
    // The answer must not tell whether an address has an account, not even by its timing. Timings
    // are not asserted in tests (they depend on the machine); what makes them equal is: the answer
    // runs the very same statements for both addresses, and the account is looked up only after
    // the answer has left (a background task).
    const known = await createUser(t, { role: "cms-status-user" });
    const csrf = await csrfHeaders(t);
    const beforeAnswer = async (email: string, address: string) => {
      const statements: string[] = [];
      const stop = t.deps.database.onStatement((sql) => statements.push(sql));
      try {
        const res = await post("password/forgot", csrf, { email }, { "x-forwarded-for": address });
        expect(res.status).toBe(200);
        // the lookup and the mail wait in the queue
        expect(t.deps.tasks.pending).toBeGreaterThan(0);
        return { statements: [...statements], body: await res.json() };
      } finally {
        stop();
        await t.deps.tasks.idle();
      }
    };
    const forKnown = await beforeAnswer(known.email, "198.51.100.7");
    const forUnknown = await beforeAnswer("nobody-alike@example.test", "198.51.100.8");
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.statements.length).toBeGreaterThan(0);
    expect(forKnown.statements).toEqual(forUnknown.statements);
    expect(forKnown.statements.join("\n")).not.toMatch(/"users"|"password_reset_tokens"/);
    // and afterwards the known address did get its mail, the unknown one nothing
    expect(await outboxFor(known.email)).toHaveLength(1);
    expect(await outboxFor("nobody-alike@example.test")).toHaveLength(0);
  });

  it("builds the link from PUBLIC_URL, never from the Host header", async () => {
    const user = await createUser(t, { role: "cms-zzp" });
    await post(
      "password/forgot",
      await csrfHeaders(t),
      { email: user.email },
      { host: "evil.example.net", "x-forwarded-host": "evil.example.net" },
    );
    const [mail] = await outboxFor(user.email);
    expect(mail.text).not.toContain("evil");
    expect(mail.text).toContain("https://www.example.com/");
  });

  it("resets with a single-use token, ends all sessions, and the token expires after 30 minutes", async () => {
    const start = new Date("2026-06-01T12:00:00Z");
    let at = start;
    setClock(() => at);
    const { user, headers } = await loginAs(t, "cms-zzp");
    await post("password/forgot", await csrfHeaders(t), { email: user.email });
    const [mail] = await outboxFor(user.email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail.text)![1]);
    const stored = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.user_id, user.id));
    expect(stored[0].id).not.toBe(token); // hashed

    const weak = await post("password/reset", await csrfHeaders(t), { token, new_password: "qwertyuiop" });
    expect(weak.status).toBe(422);

    const ok = await post("password/reset", await csrfHeaders(t), {
      token,
      new_password: "Brand-new-secret-77",
    });
    expect(ok.status).toBe(200);
    expect(await me(sessionOf(headers))).toBeNull();
    await loginWith(t, user.email, "Brand-new-secret-77");

    const again = await post("password/reset", await csrfHeaders(t), {
      token,
      new_password: "Another-secret-88",
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.token).toBeDefined();

    await post("password/forgot", await csrfHeaders(t), { email: user.email });
    const [second] = await outboxFor(user.email);
    const late = decodeURIComponent(/token=([^\s]+)/.exec(second.text)![1]);
    at = new Date(start.getTime() + 31 * 60_000);
    const expired = await post("password/reset", await csrfHeaders(t), {
      token: late,
      new_password: "Another-secret-88",
    });
    expect(expired.status).toBe(422);
  });

  it("refuses a made-up token", async () => {
    const res = await post("password/reset", await csrfHeaders(t), {
      token: "made-up-token",
      new_password: "Another-secret-88",
    });
    expect(res.status).toBe(422);
  });

  it("limits requests per client address (429)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await post(
        "password/forgot",
        await csrfHeaders(t),
        { email: `flood-${i}@example.test` },
        {
          "x-forwarded-for": "192.0.2.77",
        },
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
