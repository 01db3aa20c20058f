/**
 * The login with two-step verification: the code or a recovery code after the password, replayed and
 * late codes, the failure limits per address and account. Enrolment: ./two-factor-enrolment.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { auditLog, twoFactorChallenges, twoFactorRecoveryCodes, users } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/support/app.ts";
import { responseCookies, setCookieLine } from "#tests/support/auth.ts";
import { enrolledUser, freshIp, passwordStep, post, T0 } from "#tests/support/two-factor.ts";
import { setClock } from "./clock.ts";
import { IP_MAX_FAILURES } from "./service.ts";
import { totpCode, totpNow, totpStep } from "./totp.ts";

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

describe("login with two-step verification", () => {
  it("answers two_factor_required without a session, then completes with a code", async () => {
    moveTo(0);
    setClock(() => at);
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user, recoveryCodes } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
    const { user } = await enrolledUser(t, at);
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
    const { user } = await enrolledUser(t, at);
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
    const { user, secret } = await enrolledUser(t, at);
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
