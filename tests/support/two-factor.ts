/**
 * Steps the two-step verification tests share (server/auth/two-factor-*.test.ts): a post as a
 * visitor from a given address, the password step and a user enrolled through the API. The files
 * keep their own app and clock; the moment a step needs is passed in.
 */
import { expect } from "vitest";
import type { Role } from "#core/roles.ts";
import { totpNow } from "#server/auth/totp.ts";
import type { TestApp } from "./app.ts";
import { createUser, csrfHeaders, jsonHeaders, loginWith, responseCookies } from "./auth.ts";

/** a moment at the start of a 30-second step, so "the next step" is exactly 30 s later */
export const T0 = 1_800_000_000_000;

let ipCounter = 0;
/** an address no other test used in this worker (each address has its own failure counts) */
export const freshIp = () => {
  ipCounter++;
  return `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

export async function post(app: TestApp, path: string, body: unknown, ip: string, cookie?: string) {
  const csrf = await csrfHeaders(app, cookie);
  return app.api(path, {
    method: "POST",
    headers: { ...jsonHeaders(csrf), "x-forwarded-for": ip, "accept-language": "en" },
    body: JSON.stringify(body),
  });
}

/** Password step; returns its answer and the pending-login cookie it set. */
export async function passwordStep(app: TestApp, user: { email: string; password: string }, ip: string) {
  const res = await post(app, "login", { email: user.email, password: user.password }, ip);
  const challenge = responseCookies(res).two_factor;
  return { res, cookie: challenge ? `two_factor=${challenge}` : undefined };
}

/** A user with two-step verification on, enrolled through the API at `at`; its secret and codes. */
export async function enrolledUser(app: TestApp, at: Date, role: Role = "cms-zzp") {
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
