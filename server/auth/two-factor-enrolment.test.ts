/**
 * Two-step verification: the TOTP codes themselves, enrolment and switching it off, and a cms-admin
 * led to enrolment when ADMIN_2FA=required. The login with a code: ./two-factor-login.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sessions, twoFactorRecoveryCodes } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { createUser, jsonHeaders, loginWith, responseCookies } from "#tests/support/auth.ts";
import { enrolledUser, freshIp, passwordStep, post, T0 } from "#tests/support/two-factor.ts";
import { setClock } from "./clock.ts";
import { createSession } from "./session.ts";
import { base32Encode, totpCode, totpNow, totpStep } from "./totp.ts";

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
    const { user } = await enrolledUser(t, at);
    const admin = await createUser(t, { role: "cms-admin" });
    const { headers } = await loginWith(t, admin.email, admin.password);
    const res = await t.api(`customer/${user.id}`, { headers: { cookie: headers.cookie } });
    const body = JSON.stringify(await res.json());
    expect(body).not.toContain("totp_secret");
    expect(body).not.toContain("totp_last_step");
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
