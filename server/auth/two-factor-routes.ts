/**
 * Two-step verification API: the login's second step (and, when ADMIN_2FA requires it, enrolment
 * before the first session) under /login/two-factor, and the account's own setup, enable and disable
 * under /two-factor. Thin: parse -> service -> envelope and cookies.
 */
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { z } from "zod";
import {
  authLabels,
  emptyBodySchema,
  sessionUserSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
} from "#core/auth-schema.ts";
import { audit } from "../audit/audit.ts";
import { secondStepRefusedEvent } from "../audit/auth-events.ts";
import { users } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";
import { createRouter, dataResponse, errorResponses, jsonRequest } from "../http/router.ts";
import { CHALLENGE_COOKIE, clearChallengeCookie, readCookie } from "./cookies.ts";
import { refusedAttempt, startSession } from "./login-answers.ts";
import { authText } from "./messages.ts";
import { checkCredentials, completeLogin, recordSuccessfulAttempt } from "./service.ts";
import { destroyUserSessions, getSession } from "./session.ts";
import { type ChallengePurpose, deleteChallenge, findChallenge } from "./two-factor-challenge.ts";
import {
  checkSecondFactor,
  enableTwoFactor,
  isTwoFactorOn,
  recoveryCodesLeft,
  removeTwoFactor,
  startSetup,
} from "./two-factor-service.ts";

export const twoFactorRoutes = createRouter({ labels: authLabels });

/**
 * The pending login of this browser, or 409 "log in again" (and its cookie cleared): not a 401, which
 * means "no session" to every client, while these calls are made before there is one.
 */
async function pendingLogin(c: Context<AppEnv>, purpose: ChallengePurpose) {
  const token = readCookie(c, CHALLENGE_COOKIE);
  const challenge = token ? await findChallenge(c.var.deps.database.db, token, purpose) : null;
  if (!challenge) {
    clearChallengeCookie(c);
    const text = authText("two_factor_expired", c.var.lang);
    throw new DomainError("conflict", text, text);
  }
  return challenge;
}

async function sessionAccount(c: Context<AppEnv>) {
  const session = await getSession(c);
  if (!session) throw new Error("authorize lets only logged-in users through");
  const [user] = await c.var.deps.database.db.select().from(users).where(eq(users.id, session.user.id));
  return { session, user };
}

const mustUseTwoFactor = (c: Context<AppEnv>, role: string) =>
  role === "cms-admin" && c.var.deps.config.adminTwoFactor === "required";

/** Ends a pending login and hands out the session. */
async function finishLogin(c: Context<AppEnv>, challengeId: string, user: { id: number; email: string }) {
  const db = c.var.deps.database.db;
  const previous = await getSession(c);
  await deleteChallenge(db, challengeId);
  const result = await completeLogin(db, user, {
    ip: clientIp(c),
    userAgent: c.req.header("user-agent") ?? "",
    previousSessionId: previous?.id ?? null,
  });
  clearChallengeCookie(c);
  await startSession(c, result);
  return result.user;
}

const setupData = z.object({ secret: z.string(), otpauth_url: z.string() });

const loginTwoFactorRoute = apiRoute({
  method: "post",
  path: "/login/two-factor",
  access: "public",
  tags: ["Auth"],
  summary: "Second step of a login: a TOTP code or a recovery code completes it",
  description:
    "Needs the httpOnly `two_factor` cookie that `POST login` set in this browser (5 minutes); without it, or expired: 409 (log in again). A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429). A code is accepted once; recovery codes once each.",
  ...jsonRequest(twoFactorCodeSchema),
  responses: {
    200: dataResponse(z.object({ user: sessionUserSchema })),
    ...errorResponses(400, 403, 409, 413, 415, 422, 423, 429),
  },
});

twoFactorRoutes.openapi(loginTwoFactorRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const challenge = await pendingLogin(c, "login");
  const db = c.var.deps.database.db;
  const ip = clientIp(c);
  const check = await checkSecondFactor(db, challenge.user, input.code, ip);
  if (check.kind === "ok") {
    const user = await finishLogin(c, challenge.id, challenge.user);
    c.var.log.info({ userId: user.id, role: user.role, ip, method: check.method }, "auth: login");
    await audit(c, { action: "login_success", actor: user, detail: { method: check.method } });
    return c.json({ data: { user } }, 200);
  }
  const until = check.kind === "invalid" ? check.lockedUntil : check.until;
  // the password was right, so the account is no secret from this browser
  await audit(c, secondStepRefusedEvent(challenge.user, check.kind, until));
  if (until) {
    // locked for longer than a pending login lives: the next try starts with the password
    await deleteChallenge(db, challenge.id);
    clearChallengeCookie(c);
    return refusedAttempt(c, { kind: check.kind === "throttled" ? "throttled" : "locked", until });
  }
  c.var.log.warn({ userId: challenge.user.id, ip }, "auth: wrong second-step code");
  const text = authText(check.kind === "invalid" && check.reused ? "code_used" : "invalid_code", lang);
  return c.json({ title: text, message: text, errors: { code: [text] } }, 422);
});

const loginSetupRoute = apiRoute({
  method: "post",
  path: "/login/two-factor/setup",
  access: "public",
  tags: ["Auth"],
  summary: "Enrolment during login (ADMIN_2FA=required): a new TOTP secret for the pending account",
  ...jsonRequest(emptyBodySchema),
  responses: { 200: dataResponse(setupData), ...errorResponses(400, 403, 409, 413, 415, 422) },
});

twoFactorRoutes.openapi(loginSetupRoute, async (c) => {
  const challenge = await pendingLogin(c, "enrol");
  const data = await startSetup(c.var.deps.database.db, challenge.user, c.var.lang);
  return c.json({ data }, 200);
});

const loginEnableRoute = apiRoute({
  method: "post",
  path: "/login/two-factor/enable",
  access: "public",
  tags: ["Auth"],
  summary:
    "Enrolment during login: one code confirms it; the login completes and the recovery codes are shown once",
  description:
    "A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429).",
  ...jsonRequest(twoFactorCodeSchema),
  responses: {
    200: dataResponse(z.object({ user: sessionUserSchema, recovery_codes: z.array(z.string()) })),
    ...errorResponses(400, 403, 409, 413, 415, 422, 423, 429),
  },
});

twoFactorRoutes.openapi(loginEnableRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const challenge = await pendingLogin(c, "enrol");
  const db = c.var.deps.database.db;
  const enabled = await enableTwoFactor(db, challenge.user.id, input.code, clientIp(c), lang);
  if (enabled.kind !== "ok") {
    // locked for longer than a pending login lives: the next try starts with the password
    await deleteChallenge(db, challenge.id);
    clearChallengeCookie(c);
    return refusedAttempt(c, enabled);
  }
  const codes = enabled.codes;
  const user = await finishLogin(c, challenge.id, challenge.user);
  c.var.log.info({ userId: user.id, role: user.role, ip: clientIp(c) }, "auth: two-factor on, login");
  await audit(c, { action: "login_success", actor: user, detail: { method: "enrolment" } });
  await audit(c, { action: "two_factor_enabled", actor: user });
  return c.json({ data: { user, recovery_codes: codes } }, 200);
});

const twoFactorStateRoute = apiRoute({
  method: "get",
  path: "/two-factor",
  access: "authenticated",
  tags: ["Auth"],
  summary: "Whether the own account uses two-step verification, must use it, and recovery codes left",
  responses: {
    200: dataResponse(
      z.object({ enabled: z.boolean(), required: z.boolean(), recovery_codes_left: z.number().int() }),
    ),
    ...errorResponses(401),
  },
});

twoFactorRoutes.openapi(twoFactorStateRoute, async (c) => {
  const { user } = await sessionAccount(c);
  return c.json(
    {
      data: {
        enabled: isTwoFactorOn(user),
        required: mustUseTwoFactor(c, user.role),
        recovery_codes_left: isTwoFactorOn(user)
          ? await recoveryCodesLeft(c.var.deps.database.db, user.id)
          : 0,
      },
    },
    200,
  );
});

const setupRoute = apiRoute({
  method: "post",
  path: "/two-factor/setup",
  access: "authenticated",
  tags: ["Auth"],
  summary: "Start two-step verification: a new TOTP secret (base32) and its otpauth:// URL for the QR code",
  description:
    "Needs the account's password (a stolen session cannot enrol its own phone); a wrong one is a failed login (422, then 423/429 as at login). Not in force until confirmed with `two-factor/enable`. 409 when it is already on.",
  ...jsonRequest(twoFactorSetupSchema),
  responses: {
    200: dataResponse(setupData),
    ...errorResponses(400, 401, 403, 409, 413, 415, 422, 423, 429),
  },
});

twoFactorRoutes.openapi(setupRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const { user } = await sessionAccount(c);
  const db = c.var.deps.database.db;
  const ip = clientIp(c);
  // the password again, through the login's check: a wrong one is a failed login like at the
  // password change, so a stolen session can neither enrol its own phone nor guess without limit
  const check = await checkCredentials(db, { email: user.email, password: input.password, ip });
  if (check.kind === "invalid" || (check.kind === "ok" && check.user.id !== user.id)) {
    c.var.log.warn({ userId: user.id, ip }, "auth: wrong password at two-factor setup");
    const text = authText("wrong_current_password", lang);
    throw new DomainError("invalid", text, text, { password: [text] });
  }
  if (check.kind !== "ok") return refusedAttempt(c, check);
  await recordSuccessfulAttempt(db, user.email, ip);
  const data = await startSetup(db, user, lang);
  return c.json({ data }, 200);
});

const enableRoute = apiRoute({
  method: "post",
  path: "/two-factor/enable",
  access: "authenticated",
  tags: ["Auth"],
  summary:
    "Confirm the setup with one code: two-step verification is on; 10 single-use recovery codes, shown only now",
  description:
    "The account's other sessions end. A wrong code: 422, and it counts as a failed login: 5 in a row lock the account (423), 20 from one client address throttle it (429).",
  ...jsonRequest(twoFactorCodeSchema),
  responses: {
    200: dataResponse(z.object({ recovery_codes: z.array(z.string()) })),
    ...errorResponses(400, 401, 403, 409, 413, 415, 422, 423, 429),
  },
});

twoFactorRoutes.openapi(enableRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const { session, user } = await sessionAccount(c);
  const db = c.var.deps.database.db;
  const enabled = await enableTwoFactor(db, user.id, input.code, clientIp(c), lang);
  if (enabled.kind !== "ok") return refusedAttempt(c, enabled);
  const codes = enabled.codes;
  // sessions opened with the password alone (perhaps not by the owner) end now
  await destroyUserSessions(db, user.id, session.id);
  c.var.log.info({ userId: user.id }, "auth: two-factor on, other sessions ended");
  await audit(c, { action: "two_factor_enabled", actor: user });
  return c.json({ data: { recovery_codes: codes } }, 200);
});

const disableRoute = apiRoute({
  method: "post",
  path: "/two-factor/disable",
  access: "authenticated",
  tags: ["Auth"],
  summary: "Turn two-step verification off with a current code or a recovery code",
  description:
    "A wrong code counts as a failed login (423/429 as at login). 409 when it is off, or for a cms-admin when ADMIN_2FA=required.",
  ...jsonRequest(twoFactorCodeSchema),
  responses: {
    200: dataResponse(z.object({ disabled: z.literal(true), message: z.string() })),
    ...errorResponses(400, 401, 403, 409, 413, 415, 422, 423, 429),
  },
});

twoFactorRoutes.openapi(disableRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const { user } = await sessionAccount(c);
  const db = c.var.deps.database.db;
  if (!isTwoFactorOn(user) || mustUseTwoFactor(c, user.role)) {
    const text = authText(isTwoFactorOn(user) ? "two_factor_required" : "two_factor_not_on", lang);
    throw new DomainError("conflict", text, text);
  }
  // a stolen session must not switch it off without the code: checked like a login's second step
  const check = await checkSecondFactor(db, user, input.code, clientIp(c));
  if (check.kind === "locked" || check.kind === "throttled") return refusedAttempt(c, check);
  if (check.kind === "invalid") {
    if (check.lockedUntil) return refusedAttempt(c, { kind: "locked", until: check.lockedUntil });
    const text = authText(check.reused ? "code_used" : "invalid_code", lang);
    throw new DomainError("invalid", text, text, { code: [text] });
  }
  await removeTwoFactor(db, user.id);
  c.var.log.info({ userId: user.id }, "auth: two-factor off");
  await audit(c, { action: "two_factor_disabled", actor: user });
  return c.json({ data: { disabled: true as const, message: authText("two_factor_disabled", lang) } }, 200);
});
