/** The answers the login calls share: a refused attempt, and the cookies of a new session. */
import type { Context } from "hono";
import { clientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/context.ts";
import { now } from "./clock.ts";
import { setSessionCookie, setStateCookie } from "./cookies.ts";
import { sendCsrfCookie } from "./csrf-token.ts";
import { authText } from "./messages.ts";
import { forgetSession, type SessionUser } from "./session.ts";

/**
 * The answer to a refused password or code check, the same for login, its second step and password change: 423 while the
 * account is locked, 429 while the client address is throttled (with Retry-After).
 */
export function refusedAttempt(c: Context<AppEnv>, result: { kind: "locked" | "throttled"; until: Date }) {
  const lang = c.var.lang;
  const seconds = Math.max(1, Math.ceil((result.until.getTime() - now().getTime()) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  c.header("Retry-After", String(seconds));
  if (result.kind === "locked") {
    c.var.log.warn({ ip: clientIp(c), until: result.until }, "auth: account locked");
    return c.json(
      {
        title: authText("locked_title", lang),
        message: authText("locked", lang, { minutes }),
        retry_after: seconds,
        locked_until: result.until.toISOString(),
      },
      423,
    );
  }
  c.var.log.warn({ ip: clientIp(c), until: result.until }, "auth: address throttled");
  return c.json(
    {
      title: authText("throttled_title", lang),
      message: authText("throttled", lang, { minutes }),
      retry_after: seconds,
    },
    429,
  );
}

/** The session cookie, the state cookie and a CSRF token bound to the new session. */
export async function startSession(
  c: Context<AppEnv>,
  result: { user: SessionUser; token: string; sessionId: string },
): Promise<void> {
  forgetSession(c, { id: result.sessionId, user: result.user });
  setSessionCookie(c, result.token);
  setStateCookie(c, result.user);
  // a token bound to the new session: the visitor's token is no longer valid for writes
  await sendCsrfCookie(c, result.sessionId);
}
