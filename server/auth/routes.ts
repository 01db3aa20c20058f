/**
 * Auth API: csrf-cookie, login, logout, me (and the password self-service calls, see password routes).
 * Thin: parse -> service -> envelope and cookies.
 */

import { z } from "zod";
import {
  authLabels,
  loginSchema,
  logoutSchema,
  passwordChangeSchema,
  passwordForgotSchema,
  passwordResetSchema,
  sessionUserSchema,
} from "#core/auth-schema.ts";
import { roleLogin } from "#core/roles.ts";
import { audit } from "../audit/audit.ts";
import { loginRefusedEvent } from "../audit/auth-events.ts";
import { DomainError } from "../domain-error.ts";
import { apiRoute } from "../http/api-route.ts";
import { clientIp } from "../http/client-ip.ts";
import { hitRateLimit } from "../http/rate-limit.ts";
import { createRouter, dataResponse, errorResponses, jsonRequest } from "../http/router.ts";
import { normalizeEmail } from "../users/service.ts";
import { now } from "./clock.ts";
import { clearAuthCookies, setChallengeCookie } from "./cookies.ts";
import { sendCsrfCookie } from "./csrf-token.ts";
import { refusedAttempt, startSession } from "./login-answers.ts";
import { authText } from "./messages.ts";
import { changePassword, requestPasswordReset, resetPassword } from "./password-service.ts";
import { attemptLogin, logout } from "./service.ts";
import { forgetSession, getSession } from "./session.ts";
import { CHALLENGE_MINUTES } from "./two-factor-challenge.ts";

export const authRoutes = createRouter({ labels: authLabels });

/** password/forgot requests per client address */
export const FORGOT_PER_ADDRESS = { limit: 10, windowMs: 15 * 60_000 };

const csrfCookieRoute = apiRoute({
  method: "get",
  path: "/csrf-cookie",
  access: "public",
  tags: ["Auth"],
  summary: "Sets the XSRF-TOKEN cookie (2 hours) bound to the current session",
  description:
    "Every POST/PUT/DELETE must send the cookie's value in the X-XSRF-TOKEN header. A token issued to a visitor is valid for visitors' writes and for login; after login a new one (bound to the session) is set.",
  responses: { 200: dataResponse(z.object({ csrf: z.literal(true) })) },
});

authRoutes.openapi(csrfCookieRoute, async (c) => {
  await sendCsrfCookie(c);
  return c.json({ data: { csrf: true as const } }, 200);
});

const meRoute = apiRoute({
  method: "get",
  path: "/me",
  access: "public",
  tags: ["Auth"],
  summary: "The logged-in user, or null",
  responses: { 200: dataResponse(z.object({ user: sessionUserSchema.nullable() })) },
});

authRoutes.openapi(meRoute, async (c) => {
  const session = await getSession(c);
  return c.json({ data: { user: session?.user ?? null } }, 200);
});

const loginRoute = apiRoute({
  method: "post",
  path: "/login",
  access: "public",
  tags: ["Auth"],
  summary: "Log in: sets the session (httpOnly, 1 day), user_state (3 days) and a new XSRF-TOKEN cookie",
  description:
    "A new session id at every login. While a session of another account is active: 409 'You are already logged in with another account…' and that session stays (the same account again is a normal login). Wrong e-mail and wrong password give the same 401. 5 failed attempts for one address within 15 minutes lock it for 15 minutes (423, also for the right password; `retry_after` seconds and a Retry-After header). 20 failures from one client address within 15 minutes: 429. With two-step verification on, the right password answers `{two_factor_required: true}` without a session and sets the httpOnly `two_factor` cookie (5 minutes); `POST login/two-factor` completes the login. With ADMIN_2FA=required a cms-admin without it answers `two_factor_setup_required: true` too (15 minutes to enrol through `login/two-factor/setup` and `login/two-factor/enable`).",
  ...jsonRequest(loginSchema),
  responses: {
    200: dataResponse(
      z.union([
        z.object({ user: sessionUserSchema }),
        z.object({
          two_factor_required: z.literal(true),
          two_factor_setup_required: z.literal(true).optional(),
        }),
      ]),
    ),
    ...errorResponses(400, 401, 403, 409, 413, 415, 422, 423, 429),
  },
});

authRoutes.openapi(loginRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const previous = await getSession(c);
  const ip = clientIp(c);
  const log = c.var.log;
  // requirements §6/§8: a session of another account stays as it is until its owner logs out; logging in
  // to the same account again is allowed (it rotates the session like any login)
  if (previous && normalizeEmail(previous.user.email) !== normalizeEmail(input.email)) {
    log.warn({ userId: previous.user.id, ip }, "auth: login refused, another account is logged in");
    const text = authText("already_logged_in", lang);
    return c.json({ title: text, message: text }, 409);
  }
  const result = await attemptLogin(c.var.deps.database.db, {
    ...input,
    ip,
    userAgent: c.req.header("user-agent") ?? "",
    previousSessionId: previous?.id ?? null,
    adminTwoFactor: c.var.deps.config.adminTwoFactor,
  });

  if (result.kind === "ok") {
    log.info({ userId: result.user.id, role: result.user.role, ip }, "auth: login");
    await startSession(c, result);
    await audit(c, { action: "login_success", actor: result.user });
    return c.json({ data: { user: result.user } }, 200);
  }
  if (result.kind === "two_factor" || result.kind === "two_factor_setup") {
    // no session yet: the browser that gave the password carries the pending login in a cookie
    const purpose = result.kind === "two_factor" ? "login" : "enrol";
    setChallengeCookie(c, result.challenge, CHALLENGE_MINUTES[purpose] * 60);
    log.info({ ip, purpose }, "auth: password accepted, second step asked");
    return c.json(
      {
        data:
          result.kind === "two_factor"
            ? { two_factor_required: true as const }
            : { two_factor_required: true as const, two_factor_setup_required: true as const },
      },
      200,
    );
  }

  // only the address that was tried: the entry says no more about the account than the answer does
  await audit(c, loginRefusedEvent(input.email, result));
  if (result.kind === "invalid") {
    log.warn({ ip }, "auth: login failed");
    const text = authText("invalid_credentials", lang);
    return c.json({ title: text, message: text }, 401);
  }
  return refusedAttempt(c, result);
});

const logoutRoute = apiRoute({
  method: "post",
  path: "/logout",
  access: "authenticated",
  tags: ["Auth"],
  summary: "Log out: ends the session server-side and clears the cookies",
  ...jsonRequest(logoutSchema),
  responses: {
    200: dataResponse(z.object({ logged_out: z.literal(true), login_redirect: z.string() })),
    ...errorResponses(400, 401, 403, 413, 415, 422),
  },
});

authRoutes.openapi(logoutRoute, async (c) => {
  const input = c.req.valid("json");
  const session = await getSession(c);
  if (session) {
    await logout(c.var.deps.database.db, session.id);
    c.var.log.info({ userId: session.user.id }, "auth: logout");
    await audit(c, { action: "logout", actor: session.user });
  }
  forgetSession(c, null);
  clearAuthCookies(c);
  const role = input.role ?? session?.user.role;
  return c.json({ data: { logged_out: true as const, login_redirect: role ? roleLogin[role] : "/" } }, 200);
});

const passwordChangeRoute = apiRoute({
  method: "post",
  path: "/password/change",
  access: "authenticated",
  tags: ["Auth"],
  summary: "Change the own password (current password required); the user's other sessions end",
  description:
    "A wrong current password (422) counts as a failed login: the 5th in a row within 15 minutes locks the account (423, as at login), 20 from one client address throttle it (429).",
  ...jsonRequest(passwordChangeSchema),
  responses: {
    200: dataResponse(z.object({ changed: z.literal(true), message: z.string() })),
    ...errorResponses(400, 401, 403, 413, 415, 422, 423, 429),
  },
});

authRoutes.openapi(passwordChangeRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const session = await getSession(c);
  if (!session) throw new Error("authorize lets only logged-in users through");
  const ip = clientIp(c);
  let result: Awaited<ReturnType<typeof changePassword>>;
  try {
    result = await changePassword(c.var.deps.database.db, {
      userId: session.user.id,
      email: session.user.email,
      sessionId: session.id,
      currentPassword: input.current_password,
      newPassword: input.new_password,
      ip,
      lang,
    });
  } catch (error) {
    if (error instanceof DomainError && error.errors?.current_password) {
      // a guess at the current password is a failed login: logged like one
      c.var.log.warn({ userId: session.user.id, ip }, "auth: wrong current password");
    }
    throw error;
  }
  if (result.kind !== "changed") return refusedAttempt(c, result);
  c.var.log.info({ userId: session.user.id }, "auth: password changed, other sessions ended");
  await audit(c, { action: "password_change", actor: session.user });
  return c.json({ data: { changed: true as const, message: authText("password_changed", lang) } }, 200);
});

const passwordForgotRoute = apiRoute({
  method: "post",
  path: "/password/forgot",
  access: "public",
  tags: ["Auth"],
  summary: "Mail a single-use link (30 minutes) to choose a new password",
  description:
    "Always the same answer, whether the address exists or not. The link is built from PUBLIC_URL.",
  ...jsonRequest(passwordForgotSchema),
  responses: {
    200: dataResponse(z.object({ sent: z.literal(true), message: z.string() })),
    ...errorResponses(400, 403, 413, 415, 422, 429),
  },
});

authRoutes.openapi(passwordForgotRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  // a mail per request: limited per client address, so the form cannot be used to flood inboxes
  const rate = await hitRateLimit(
    c.var.deps.database.db,
    `password-forgot:${clientIp(c)}`,
    FORGOT_PER_ADDRESS.limit,
    FORGOT_PER_ADDRESS.windowMs,
    now(),
  );
  if (!rate.allowed) {
    c.header("Retry-After", String(rate.retryAfterS));
    const minutes = Math.max(1, Math.ceil(rate.retryAfterS / 60));
    return c.json(
      {
        title: authText("throttled_title", lang),
        message: authText("forgot_throttled", lang, { minutes }),
        retry_after: rate.retryAfterS,
      },
      429,
    );
  }
  // looked up and mailed after the answer: a known and an unknown address take the same time to
  // answer, so the timing does not tell who has an account
  const { database, config, tasks } = c.var.deps;
  tasks.run("password reset", () => requestPasswordReset(database.db, config, input.email, lang));
  c.var.log.info({ ip: clientIp(c) }, "auth: password reset requested");
  return c.json({ data: { sent: true as const, message: authText("forgot_sent", lang) } }, 200);
});

const passwordResetRoute = apiRoute({
  method: "post",
  path: "/password/reset",
  access: "public",
  tags: ["Auth"],
  summary: "Choose a new password with the mailed token; every session of the user ends",
  ...jsonRequest(passwordResetSchema),
  responses: {
    200: dataResponse(z.object({ reset: z.literal(true), message: z.string() })),
    ...errorResponses(400, 403, 413, 415, 422),
  },
});

authRoutes.openapi(passwordResetRoute, async (c) => {
  const lang = c.var.lang;
  const input = c.req.valid("json");
  const user = await resetPassword(c.var.deps.database.db, input.token, input.new_password, lang);
  c.var.log.info({ ip: clientIp(c) }, "auth: password reset");
  await audit(c, { action: "password_reset", actor: user });
  return c.json({ data: { reset: true as const, message: authText("password_reset_done", lang) } }, 200);
});
