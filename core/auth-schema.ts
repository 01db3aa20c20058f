/** Request schemas of the login machinery; pure, so the browser forms can share them. */
import { z } from "zod";
import labels from "./auth-schema.texts.json" with { type: "json" };
import type { TextTable } from "./lang.ts";
import { roles } from "./roles.ts";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;

export const loginSchema = z.strictObject({
  email: z.string().trim().min(1).max(254),
  // longer than any password we accept, so an over-long guess is simply wrong, not an error
  password: z.string().min(1).max(1024),
});

export const logoutSchema = z.strictObject({ role: z.enum(roles).optional() });

/** an empty one is "required" only, not also "too short" (the first check ends the list) */
export const newPasswordSchema = z.string().min(1, { abort: true }).min(PASSWORD_MIN).max(PASSWORD_MAX);

export const passwordChangeSchema = z.strictObject({
  current_password: z.string().min(1).max(1024),
  new_password: newPasswordSchema,
});

export const passwordForgotSchema = z.strictObject({ email: z.email().max(254) });

export const passwordResetSchema = z.strictObject({
  token: z.string().min(1).max(100),
  new_password: newPasswordSchema,
});

/** a 6-digit TOTP code or a recovery code ("k3m9p-x2qfa"); spaces allowed as people type them */
export const twoFactorCodeSchema = z.strictObject({ code: z.string().trim().min(1).max(20) });

/** calls without fields (the setup during login): anything sent is refused, not ignored */
export const emptyBodySchema = z.strictObject({});

/** the account's own setup asks for the password again: a stolen session cannot enrol its own phone */
export const twoFactorSetupSchema = z.strictObject({ password: z.string().min(1).max(1024) });

/** the field labels of the login machinery's messages: the catalog ./auth-schema.texts.json */
export const authLabels = labels satisfies TextTable;

/** The logged-in user as login and /me answer it. */
export const sessionUserSchema = z
  .object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(roles) })
  .meta({ id: "SessionUser" });
