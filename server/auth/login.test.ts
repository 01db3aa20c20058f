import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  createUser,
  csrfHeaders,
  jsonHeaders,
  loginAs,
  loginWith,
  responseCookies,
  setCookieLine,
} from "#tests/support/auth.ts";
import { setClock } from "./clock.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => setClock(null));

/** Each test uses its own client address so the per-address throttle of one does not touch another. */
let ipCounter = 0;
const freshIp = () => `10.0.0.${++ipCounter}`;

async function postLogin(body: unknown, ip: string, extra: Record<string, string> = {}) {
  const csrf = await csrfHeaders(t);
  return t.api("login", {
    method: "POST",
    headers: { ...jsonHeaders(csrf), "x-forwarded-for": ip, ...extra },
    body: JSON.stringify(body),
  });
}

describe("login", () => {
  it("answers the user and sets the session, state and CSRF cookies with the right flags", async () => {
    const user = await createUser(t, { role: "cms-status-user" });
    const res = await postLogin({ email: user.email.toUpperCase(), password: user.password }, freshIp());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { user: { id: user.id, name: user.name, email: user.email, role: "cms-status-user" } },
    });
    const session = setCookieLine(res, "session")!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Max-Age=86400/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/); // http in tests
    const id = responseCookies(res).session;
    expect(Buffer.from(id, "base64url")).toHaveLength(16);
    const state = setCookieLine(res, "user_state")!;
    expect(state).not.toMatch(/HttpOnly/);
    expect(state).not.toMatch(/Secure/);
    expect(state).toMatch(/Max-Age=259200/);
    expect(JSON.parse(decodeURIComponent(responseCookies(res).user_state))).toEqual({
      name: user.name,
      role: "cms-status-user",
    });
    expect(setCookieLine(res, "XSRF-TOKEN")).toMatch(/Max-Age=7200/);
    // stored hashed, never the raw id
    const rows = await t.db.select().from(sessions).where(eq(sessions.user_id, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].id).not.toBe(id);
    expect(rows[0].id).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.login_count).toBe(1);
    expect(row.last_login_at).not.toBeNull();
  });

  it("flags the session cookie Secure when served over https", async () => {
    const https = await createTestApp({ env: { PUBLIC_URL: "https://www.example.com" } });
    try {
      const user = await createUser(https, { role: "cms-admin" });
      const { response } = await loginWith(https, user.email, user.password);
      expect(setCookieLine(response, "session")).toMatch(/Secure/);
      expect(setCookieLine(response, "user_state")).not.toMatch(/Secure/);
    } finally {
      await https.close();
    }
  }, 120_000);

  it("/me answers the logged-in user, or null", async () => {
    const { user, headers } = await loginAs(t, "cms-zzp");
    const me = await t.api("me", { headers: { cookie: headers.cookie } });
    expect((await me.json()).data.user).toMatchObject({ id: user.id, role: "cms-zzp" });
    expect(await (await t.api("me")).json()).toEqual({ data: { user: null } });
  });

  it("rotates the session id at login (no fixation): the old session ends", async () => {
    const user = await createUser(t, { role: "cms-admin" });
    const first = await loginWith(t, user.email, user.password);
    const csrf = await csrfHeaders(t, `session=${first.session}`);
    const res = await t.api("login", {
      method: "POST",
      headers: jsonHeaders(csrf),
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(res.status).toBe(200);
    const second = responseCookies(res).session;
    expect(second).not.toBe(first.session);
    const old = await t.api("me", { headers: { cookie: `session=${first.session}` } });
    expect((await old.json()).data.user).toBeNull();
    const fresh = await t.api("me", { headers: { cookie: `session=${second}` } });
    expect((await fresh.json()).data.user.id).toBe(user.id);
  });

  it("refuses a login to another account while a session is active, and keeps that session (requirements §6, §8)", async () => {
    const owner = await createUser(t, { role: "cms-status-user" });
    const other = await createUser(t, { role: "cms-admin" });
    const first = await loginWith(t, owner.email, owner.password);
    const csrf = await csrfHeaders(t, `session=${first.session}`);
    const res = await t.api("login", {
      method: "POST",
      headers: { ...jsonHeaders(csrf), "accept-language": "en" },
      body: JSON.stringify({ email: other.email, password: other.password }),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      title:
        "You are already logged in with another account with another role, please logout first to be able to login with another account.",
      message:
        "You are already logged in with another account with another role, please logout first to be able to login with another account.",
    });
    expect(responseCookies(res).session).toBeUndefined();
    const still = await t.api("me", { headers: { cookie: `session=${first.session}` } });
    expect((await still.json()).data.user.id).toBe(owner.id);
    // the refusal is no failed attempt for the other account
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(loginAttempts)
      .where(eq(loginAttempts.email, other.email.toLowerCase()));
    expect(n).toBe(0);
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const user = await createUser(t, { role: "cms-admin" });
    const wrong = await postLogin({ email: user.email, password: "not-the-password" }, freshIp());
    const unknown = await postLogin(
      { email: "nobody@example.test", password: "not-the-password" },
      freshIp(),
    );
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const body = await wrong.json();
    expect(body).toEqual(await unknown.json());
    expect(body.message).toBe("Ongeldige gebruikersnaam of wachtwoord");
    const en = await postLogin({ email: user.email, password: "nope-nope-nope" }, freshIp(), {
      "accept-language": "en",
    });
    expect((await en.json()).message).toBe("Invalid username or password");
    expect(wrong.headers.getSetCookie().some((l) => l.startsWith("session="))).toBe(false);
  });

  it("refuses unknown fields and missing fields with 422", async () => {
    const res = await postLogin({ email: "a@example.test", password: "x", role: "cms-admin" }, freshIp());
    expect(res.status).toBe(422);
    expect((await res.json()).errors.role).toBeDefined();
    const missing = await postLogin({}, freshIp());
    expect(missing.status).toBe(422);
    const body = await missing.json();
    expect(body.errors.email[0]).toBe("Het is verplicht om het veld 'E-mailadres' in te vullen");
  });
});

describe("request bodies", () => {
  it("answers malformed JSON with 400 and an oversized body with 413, in the error shape", async () => {
    const csrf = await csrfHeaders(t);
    const bad = await t.api("login", { method: "POST", headers: jsonHeaders(csrf), body: '{"email":' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ title: expect.any(String), message: expect.any(String) });
    const big = await t.api("login", {
      method: "POST",
      headers: jsonHeaders(csrf),
      body: JSON.stringify({ email: "a@example.test", password: "x".repeat(300 * 1024) }),
    });
    expect(big.status).toBe(413);
    const array = await t.api("login", { method: "POST", headers: jsonHeaders(csrf), body: "[1,2]" });
    expect(array.status).toBe(422);
  });
});

describe("lockout", () => {
  it("locks an account for 15 minutes after 5 failures, refuses the right password meanwhile", async () => {
    const start = new Date("2026-03-01T10:00:00Z");
    let at = start;
    setClock(() => at);
    const user = await createUser(t, { role: "cms-accountant" });
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) {
      at = new Date(start.getTime() + i * 60_000);
      const res = await postLogin({ email: user.email, password: `wrong-${i}` }, ip);
      expect(res.status).toBe(401);
    }
    at = new Date(start.getTime() + 5 * 60_000);
    const fifth = await postLogin({ email: user.email, password: "wrong-5" }, ip, {
      "accept-language": "en",
    });
    expect(fifth.status).toBe(423);
    const body = await fifth.json();
    expect(body.title).toBe("Account temporarily locked");
    expect(body.message).toMatch(/temporarily locked because of too many failed login attempts/);
    expect(body.message).toMatch(/15 minutes/);
    expect(body.retry_after).toBe(900);
    expect(fifth.headers.get("retry-after")).toBe("900");

    at = new Date(start.getTime() + 10 * 60_000);
    const right = await postLogin({ email: user.email, password: user.password }, ip);
    expect(right.status).toBe(423);
    expect((await right.json()).retry_after).toBe(600);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.locked_until?.toISOString()).toBe("2026-03-01T10:20:00.000Z");

    at = new Date(start.getTime() + 20 * 60_000 + 1000);
    const later = await postLogin({ email: user.email, password: user.password }, ip);
    expect(later.status).toBe(200);
  });

  it("locks unknown addresses the same way (the answer does not tell which exist)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await postLogin({ email: "ghost@example.test", password: `guess-${i}` }, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423, 423]);
  });

  it("throttles one client address after 20 failures in 15 minutes (429)", async () => {
    const start = new Date("2026-04-01T08:00:00Z");
    let at = start;
    setClock(() => at);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      // different addresses, so the account lock does not come first
      const res = await postLogin({ email: `victim-${i}@example.test`, password: "wrong-password" }, ip);
      expect(res.status).toBe(401);
    }
    const user = await createUser(t, { role: "cms-admin" });
    const throttled = await postLogin({ email: user.email, password: user.password }, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await throttled.json()).retry_after).toBe(900);
    // another address is not affected
    expect((await postLogin({ email: user.email, password: user.password }, freshIp())).status).toBe(200);
    at = new Date(start.getTime() + 16 * 60_000);
    expect((await postLogin({ email: user.email, password: user.password }, ip)).status).toBe(200);
    const [{ n }] = await t.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.ip, ip));
    expect(n).toBe(21);
  });
});

describe("logout", () => {
  it("ends the session server-side, clears the cookies and answers the role's login page", async () => {
    const { headers, session } = await loginAs(t, "cms-zzp");
    const res = await t.api("logout", {
      method: "POST",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ role: "cms-zzp" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { logged_out: true, login_redirect: "/login-zzp" } });
    expect(responseCookies(res).session).toBe("");
    expect(responseCookies(res).user_state).toBe("");
    const again = await t.api("me", { headers: { cookie: `session=${session}` } });
    expect((await again.json()).data.user).toBeNull();
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.id, (await import("./tokens.ts")).hashToken(session)));
    expect(n).toBe(0);
  });

  it("needs a login", async () => {
    const csrf = await csrfHeaders(t);
    const res = await t.api("logout", { method: "POST", headers: jsonHeaders(csrf), body: "{}" });
    expect(res.status).toBe(401);
  });
});

describe("session timeouts", () => {
  it("ends a session after 2 hours idle and after 1 day absolute", async () => {
    const start = new Date("2026-05-01T08:00:00Z");
    let at = start;
    setClock(() => at);
    const user = await createUser(t, { role: "cms-admin" });
    const { session } = await loginWith(t, user.email, user.password);
    const me = async () =>
      (await (await t.api("me", { headers: { cookie: `session=${session}` } })).json()).data.user;
    // active every 90 minutes: idle timeout never hits
    for (let i = 1; i <= 15; i++) {
      at = new Date(start.getTime() + i * 90 * 60_000);
      if (i * 90 >= 24 * 60) break;
      expect(await me()).not.toBeNull();
    }
    at = new Date(start.getTime() + 24 * 60 * 60_000 + 1000);
    expect(await me()).toBeNull();

    at = start;
    const second = await loginWith(t, user.email, user.password);
    at = new Date(start.getTime() + 121 * 60_000);
    const idle = await t.api("me", { headers: { cookie: `session=${second.session}` } });
    expect((await idle.json()).data.user).toBeNull();
  });
});
