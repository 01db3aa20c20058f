import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "#core/roles.ts";
import { auditLog, sessions, twoFactorChallenges, twoFactorRecoveryCodes, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import {
  createUser,
  csrfHeaders,
  jsonHeaders,
  loginWith,
  responseCookies,
  setCookieLine,
} from "#tests/support/auth.ts";
import { setClock } from "./clock.ts";
import { IP_MAX_FAILURES } from "./service.ts";
import { createSession } from "./session.ts";
import { base32Encode, totpCode, totpNow, totpStep } from "./totp.ts";

/** a moment at the start of a 30-second step, so "the next step" is exactly 30 s later */
const T0 = 1_800_000_000_000;
let at = new Date(T0);
const moveTo = (ms: number) => {
  at = new Date(T0 + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
afterEach(() => setClock(null));

let ipCounter = 0;
const freshIp = () => `10.9.0.${++ipCounter}`;

async function post(app: TestApp, path: string, body: unknown, ip: string, cookie?: string) {
  const csrf = await csrfHeaders(app, cookie);
  return app.api(path, {
    method: "POST",
    headers: { ...jsonHeaders(csrf), "x-forwarded-for": ip, "accept-language": "en" },
    body: JSON.stringify(body),
  });
}

/** Password step; returns its answer and the pending-login cookie it set. */
async function passwordStep(app: TestApp, user: { email: string; password: string }, ip: string) {
  const res = await post(app, "login", { email: user.email, password: user.password }, ip);
  const challenge = responseCookies(res).two_factor;
  return { res, cookie: challenge ? `two_factor=${challenge}` : undefined };
}

/** A user with two-step verification on, enrolled through the API; returns its secret and codes. */
async function enrolledUser(app: TestApp, role: Role = "cms-zzp") {
  const user = await createUser(app, { role });
  const { headers } = await loginWith(app, user.email, user.password);
  const setup = await app.api("two-factor/setup", {
    method: "POST",
    headers: jsonHeaders(headers),
    body: JSON.stringify({ password: user.password }),
  });
  expect(setup.status).toBe(200);
  const { secret } = (await setup.json()).data;
  const enable = await app.api("two-factor/enable", {
    method: "POST",
    headers: jsonHeaders(headers),
    body: JSON.stringify({ code: totpNow(secret, at) }),
  });
  expect(enable.status).toBe(200);
  const { recovery_codes } = (await enable.json()).data as { recovery_codes: string[] };
  return { user, secret: secret as string, recoveryCodes: recovery_codes };
}

describe("TOTP", () => {
  it("matches the RFC 6238 SHA-1 test vectors (6 digits)", () => {
    const secret = base32Encode(Buffer.from("12345678901234567890"));
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    expect(totpCode(secret, totpStep(new Date(59_000)))).toBe("287082");
    expect(totpCode(secret, totpStep(new Date(1_111_111_109_000)))).toBe("081804");
    expect(totpCode(secret, totpStep(new Date(1_234_567_890_000)))).toBe("005924");
    expect(totpCode(secret, totpStep(new Date(20_000_000_000_000)))).toBe("353130");
  });
});

describe("enrolment", () => {
  it("gives a secret and an otpauth URL, is confirmed by one code, and stores 10 recovery codes hashed", async () => {
    moveTo(0);
    setClock(() => at);
    const user = await createUser(t, { role: "cms-admin" });
    const { headers } = await loginWith(t, user.email, user.password);
    // the password again first: a stolen session cannot enrol its own phone
    const withoutPassword = await t.api("two-factor/setup", {
      method: "POST",
      headers: jsonHeaders(headers),
    });
    expect(withoutPassword.status).toBe(422);
    const wrongPassword = await t.api("two-factor/setup", {
      method: "POST",
      headers: { ...jsonHeaders(headers), "accept-language": "en" },
      body: JSON.stringify({ password: "not-the-password" }),
    });
    expect(wrongPassword.status).toBe(422);
    expect((await wrongPassword.json()).errors.password).toEqual(["The current password is not correct"]);
    const setup = await t.api("two-factor/setup", {
      method: "POST",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ password: user.password }),
    });
    const { secret, otpauth_url } = (await setup.json()).data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Delft%20IT%20Service:/);

    // not in force before it is confirmed
    const status = async () =>
      (await (await t.api("two-factor", { headers: { cookie: headers.cookie } })).json()).data;
    expect((await status()).enabled).toBe(false);

    const wrong = await t.api("two-factor/enable", {
      method: "POST",
      headers: { ...jsonHeaders(headers), "accept-language": "en" },
      body: JSON.stringify({ code: "000000" === totpNow(secret, at) ? "111111" : "000000" }),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.code).toEqual(["This code is not correct"]);

    const enable = await t.api("two-factor/enable", {
      method: "POST",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ code: totpNow(secret, at) }),
    });
    expect(enable.status).toBe(200);
    const codes: string[] = (await enable.json()).data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const stored = await t.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.user_id, user.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(codes.map((c) => c.replace("-", ""))).not.toContain(row.code_hash);
    }
    expect(await status()).toEqual({ enabled: true, required: false, recovery_codes_left: 10 });

    // a second setup would replace the secret in force: refused
    const again = await t.api("two-factor/setup", {
      method: "POST",
      headers: jsonHeaders(headers),
      body: JSON.stringify({ password: user.password }),
    });
    expect(again.status).toBe(409);
  });

  it("counts wrong codes while enabling like failed logins: the fifth locks the account", async () => {
    moveTo(0);
    setClock(() => at);
    const user = await createUser(t, { role: "cms-zzp" });
    const { session } = await loginWith(t, user.email, user.password);
    const cookie = `session=${session}`;
    const ip = freshIp();
    const setup = await post(t, "two-factor/setup", { password: user.password }, ip, cookie);
    const { secret } = (await setup.json()).data;
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await post(t, "two-factor/enable", { code: `00000${i}` }, ip, cookie)).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    // locked: the right code is refused too, and the password at login
    const right = await post(t, "two-factor/enable", { code: totpNow(secret, at) }, freshIp(), cookie);
    expect(right.status).toBe(423);
    expect(right.headers.get("retry-after")).toBeTruthy();
    expect((await passwordStep(t, user, freshIp())).res.status).toBe(423);
  });

  it("throttles the client address after 20 wrong codes while enabling, across accounts", async () => {
    moveTo(0);
    setClock(() => at);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let account = 0; account < 6; account++) {
      const user = await createUser(t, { role: "cms-zzp" });
      const { session } = await loginWith(t, user.email, user.password);
      const cookie = `session=${session}`;
      await post(t, "two-factor/setup", { password: user.password }, freshIp(), cookie);
      for (let i = 0; i < 4; i++) {
        statuses.push((await post(t, "two-factor/enable", { code: "000000" }, ip, cookie)).status);
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429]);
  });

  it("never shows the secret in the customers API", async () => {
    moveTo(0);
    setClock(() => at);
    const { user } = await enrolledUser(t);
    const admin = await createUser(t, { role: "cms-admin" });
    const { headers } = await loginWith(t, admin.email, admin.password);
    const res = await t.api(`customer/${user.id}`, { headers: { cookie: headers.cookie } });
    const body = JSON.stringify(await res.json());
    expect(body).not.toContain("totp_secret");
    expect(body).not.toContain("totp_last_step");
  });
});

describe("login with two-step verification", () => {
  it("answers two_factor_required without a session, then completes with a code", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(60_000);
    const ip = freshIp();
    const { res, cookie } = await passwordStep(t, user, ip);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { two_factor_required: true } });
    expect(responseCookies(res).session).toBeUndefined();
    const line = setCookieLine(res, "two_factor")!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/Path=\/api\/login/);
    expect(line).toMatch(/Max-Age=300/);

    const done = await post(t, "login/two-factor", { code: totpNow(secret, at) }, ip, cookie);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      data: { user: { id: user.id, name: user.name, email: user.email, role: "cms-zzp" } },
    });
    const session = responseCookies(done).session;
    expect(session).toBeTruthy();
    expect(responseCookies(done).two_factor).toBe("");
    const me = await t.api("me", { headers: { cookie: `session=${session}` } });
    expect((await me.json()).data.user.id).toBe(user.id);
    // the pending login is used up
    const reuse = await post(t, "login/two-factor", { code: totpNow(secret, at) }, ip, cookie);
    expect(reuse.status).toBe(409);
  });

  it("refuses a wrong code (422, no session) and a second step without the pending login (409)", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(60_000);
    const ip = freshIp();
    const { cookie } = await passwordStep(t, user, ip);
    const wrongCode = String((Number(totpNow(secret, at)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await post(t, "login/two-factor", { code: wrongCode }, ip, cookie);
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ message: "This code is not correct" });
    expect(responseCookies(wrong).session).toBeUndefined();
    // another browser (no cookie) cannot finish this login, even with the right code
    const elsewhere = await post(t, "login/two-factor", { code: totpNow(secret, at) }, ip);
    expect(elsewhere.status).toBe(409);
    expect((await elsewhere.json()).message).toMatch(/Your login has expired/);
  });

  it("lets the pending login expire after 5 minutes", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    const ip = freshIp();
    moveTo(60_000);
    const { cookie } = await passwordStep(t, user, ip);
    moveTo(60_000 + 5 * 60_000 + 1000);
    const late = await post(t, "login/two-factor", { code: totpNow(secret, at) }, ip, cookie);
    expect(late.status).toBe(409);
  });

  it("keeps at most 5 pending logins per account (repeating the right password grows nothing)", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(60_000);
    const first = await passwordStep(t, user, freshIp());
    let last = first;
    for (let i = 0; i < 6; i++) {
      moveTo(61_000 + i * 1000);
      last = await passwordStep(t, user, freshIp());
    }
    const pending = await t.db
      .select()
      .from(twoFactorChallenges)
      .where(eq(twoFactorChallenges.user_id, user.id));
    expect(pending).toHaveLength(5);
    // the oldest ended, the newest works
    expect(
      (await post(t, "login/two-factor", { code: totpNow(secret, at) }, freshIp(), first.cookie)).status,
    ).toBe(409);
    expect(
      (await post(t, "login/two-factor", { code: totpNow(secret, at) }, freshIp(), last.cookie)).status,
    ).toBe(200);
  });

  it("does not accept a code twice (replay), even within its window", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(90_000);
    const code = totpNow(secret, at);
    const first = await passwordStep(t, user, freshIp());
    expect((await post(t, "login/two-factor", { code }, freshIp(), first.cookie)).status).toBe(200);
    // same step, same code, a new login: refused
    moveTo(95_000);
    const second = await passwordStep(t, user, freshIp());
    const again = await post(t, "login/two-factor", { code }, freshIp(), second.cookie);
    expect(again.status).toBe(422);
    // the person is told to wait for the next code, not that the code is wrong
    expect((await again.json()).errors.code).toEqual([
      "This code has just been used. Wait for the next code in your app and enter that one.",
    ]);
    const wrong = await post(t, "login/two-factor", { code: "000000" }, freshIp(), second.cookie);
    expect((await wrong.json()).errors.code).toEqual(["This code is not correct"]);
    // the code of the next step is accepted
    moveTo(120_000);
    expect(
      (await post(t, "login/two-factor", { code: totpNow(secret, at) }, freshIp(), second.cookie)).status,
    ).toBe(200);
  });

  it("accepts the codes of one step before and after (clock drift), not two", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    const step = totpStep(new Date(T0 + 10 * 60_000));
    const tryAt = async (codeStep: number) => {
      moveTo(10 * 60_000);
      const { cookie } = await passwordStep(t, user, freshIp());
      return (await post(t, "login/two-factor", { code: totpCode(secret, codeStep) }, freshIp(), cookie))
        .status;
    };
    expect(await tryAt(step - 2)).toBe(422);
    expect(await tryAt(step - 1)).toBe(200);
    expect(await tryAt(step + 2)).toBe(422);
    expect(await tryAt(step + 1)).toBe(200);
  });

  it("takes each recovery code once", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, recoveryCodes } = await enrolledUser(t);
    moveTo(60_000);
    const first = await passwordStep(t, user, freshIp());
    // typed in capitals and without the dash: still the code
    const typed = recoveryCodes[3].toUpperCase().replace("-", "");
    expect((await post(t, "login/two-factor", { code: typed }, freshIp(), first.cookie)).status).toBe(200);
    const second = await passwordStep(t, user, freshIp());
    expect(
      (await post(t, "login/two-factor", { code: recoveryCodes[3] }, freshIp(), second.cookie)).status,
    ).toBe(422);
    expect(
      (await post(t, "login/two-factor", { code: recoveryCodes[4] }, freshIp(), second.cookie)).status,
    ).toBe(200);
  });

  it("locks the account after 5 wrong codes, like 5 wrong passwords", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(60_000);
    const ip = freshIp();
    const { cookie } = await passwordStep(t, user, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(t, "login/two-factor", { code: `99999${i}` }, ip, cookie);
      statuses.push(res.status);
      if (res.status === 423) {
        const body = await res.json();
        expect(body.title).toBe("Account temporarily locked");
        expect(res.headers.get("retry-after")).toBeTruthy();
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 423]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row.locked_until).not.toBeNull();
    // the right password is refused while locked, as after 5 wrong passwords
    expect((await passwordStep(t, user, freshIp())).res.status).toBe(423);
    // the right code too (the pending login is gone)
    expect((await post(t, "login/two-factor", { code: totpNow(secret, at) }, ip, cookie)).status).toBe(409);
    // after 15 minutes: password and code open the account again
    moveTo(60_000 + 16 * 60_000);
    const later = await passwordStep(t, user, freshIp());
    expect(
      (await post(t, "login/two-factor", { code: totpNow(secret, at) }, freshIp(), later.cookie)).status,
    ).toBe(200);
  });

  it("mixes wrong passwords and wrong codes in one streak (the right password does not reset it)", async () => {
    moveTo(0);
    setClock(() => at);
    const { user } = await enrolledUser(t);
    moveTo(60_000);
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      expect((await post(t, "login", { email: user.email, password: "wrong-password-1" }, ip)).status).toBe(
        401,
      );
    }
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { cookie } = await passwordStep(t, user, ip);
      statuses.push((await post(t, "login/two-factor", { code: "123456" }, ip, cookie)).status);
    }
    expect(statuses.at(-1)).toBe(423);
  });

  it("counts second steps refused from a throttled address on one audit row, not a row each", async () => {
    moveTo(0);
    setClock(() => at);
    const { user } = await enrolledUser(t);
    moveTo(60_000);
    const throttled = freshIp();
    for (let i = 0; i < IP_MAX_FAILURES; i++) {
      const res = await post(
        t,
        "login",
        { email: `x${i}@example.test`, password: "wrong-password" },
        throttled,
      );
      expect(res.status).toBe(401);
    }
    for (let i = 0; i < 4; i++) {
      // the password from elsewhere, the code from the throttled address
      const { cookie } = await passwordStep(t, user, freshIp());
      expect((await post(t, "login/two-factor", { code: "123456" }, throttled, cookie)).status).toBe(429);
    }
    const rows = (await t.db.select().from(auditLog).where(eq(auditLog.ip, throttled))).filter(
      (row) => row.detail?.step === "two_factor",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "login_failure", user_id: user.id });
    expect(rows[0].detail).toMatchObject({ step: "two_factor", reason: "throttled", attempts: 4 });
  });

  it("turns off with a code; the next login needs only the password", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t);
    moveTo(60_000);
    const { cookie } = await passwordStep(t, user, freshIp());
    const done = await post(t, "login/two-factor", { code: totpNow(secret, at) }, freshIp(), cookie);
    const session = `session=${responseCookies(done).session}`;
    const wrong = await post(t, "two-factor/disable", { code: "000001" }, freshIp(), session);
    expect(wrong.status).toBe(422);
    moveTo(120_000);
    const off = await post(t, "two-factor/disable", { code: totpNow(secret, at) }, freshIp(), session);
    expect(off.status).toBe(200);
    const { res } = await passwordStep(t, user, freshIp());
    expect((await res.json()).data.user.id).toBe(user.id);
    expect(
      await t.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.user_id, user.id)),
    ).toEqual([]);
  });
});

describe("ADMIN_2FA=required", () => {
  let required: TestApp;
  beforeAll(async () => {
    required = await createTestApp({ env: { ADMIN_2FA: "required" } });
  });
  afterAll(async () => required.close());

  it("leads a cms-admin without it to enrolment before any session, then logs it in", async () => {
    moveTo(0);
    setClock(() => at);
    const admin = await createUser(required, { role: "cms-admin" });
    const ip = freshIp();
    const { res, cookie } = await passwordStep(required, admin, ip);
    expect(await res.json()).toEqual({
      data: { two_factor_required: true, two_factor_setup_required: true },
    });
    expect(responseCookies(res).session).toBeUndefined();
    // the pending enrolment is not a login: the code step of a login does not take it
    expect((await post(required, "login/two-factor", { code: "123456" }, ip, cookie)).status).toBe(409);

    const setup = await post(required, "login/two-factor/setup", {}, ip, cookie);
    expect(setup.status).toBe(200);
    const { secret } = (await setup.json()).data;
    const enable = await post(required, "login/two-factor/enable", { code: totpNow(secret, at) }, ip, cookie);
    expect(enable.status).toBe(200);
    const body = (await enable.json()).data;
    expect(body.user).toMatchObject({ id: admin.id, role: "cms-admin" });
    expect(body.recovery_codes).toHaveLength(10);
    const session = `session=${responseCookies(enable).session}`;
    const me = await required.api("me", { headers: { cookie: session } });
    expect((await me.json()).data.user.id).toBe(admin.id);

    // required: it cannot be switched off, and the next login asks for the code
    moveTo(60_000);
    const off = await post(required, "two-factor/disable", { code: totpNow(secret, at) }, ip, session);
    expect(off.status).toBe(409);
    const next = await passwordStep(required, admin, freshIp());
    expect(await next.res.json()).toEqual({ data: { two_factor_required: true } });
  });

  it("ends an administrator's session opened before it was required, at its next request", async () => {
    moveTo(0);
    setClock(() => at);
    // a session from before ADMIN_2FA=required (the same database, the app restarted with it on)
    const admin = await createUser(required, { role: "cms-admin" });
    const token = await createSession(required.db, admin.id);
    const me = await required.api("me", { headers: { cookie: `session=${token}` } });
    expect((await me.json()).data.user).toBeNull();
    const pages = await required.api("pages", { headers: { cookie: `session=${token}` } });
    expect(pages.status).toBe(401);
    expect(await required.db.select().from(sessions).where(eq(sessions.user_id, admin.id))).toEqual([]);
    // other roles keep theirs
    const zzp = await createUser(required, { role: "cms-zzp" });
    const zzpToken = await createSession(required.db, zzp.id);
    const zzpMe = await required.api("me", { headers: { cookie: `session=${zzpToken}` } });
    expect((await zzpMe.json()).data.user.id).toBe(zzp.id);
  });

  it("leaves the other roles optional", async () => {
    moveTo(0);
    setClock(() => at);
    const zzp = await createUser(required, { role: "cms-zzp" });
    const { res } = await passwordStep(required, zzp, freshIp());
    expect((await res.json()).data.user.id).toBe(zzp.id);
  });
});
