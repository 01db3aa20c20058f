/**
 * Password self-service: change (current password required; the user's other sessions
 * end), forgot (a single-use link valid 30 minutes, mailed through the outbox; the answer never says
 * whether the address exists) and reset. Links are built from PUBLIC_URL, never from the Host header.
 */
import { and, count, eq, gt, isNull } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Tx } from "../db/client.ts";
import { mailOutbox, passwordResetTokens, users } from "../db/schema.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { findUserByEmail } from "../users/find.ts";
import { minutesFrom, now } from "./clock.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { authText } from "./messages.ts";
import { hashPassword } from "./password.ts";
import { checkCredentials, recordSuccessfulAttempt } from "./service.ts";
import { destroyUserSessions } from "./session.ts";
import { hashToken, randomToken } from "./tokens.ts";

export const RESET_VALID_MINUTES = 30;
export const INVITATION_VALID_MINUTES = 72 * 60;
/** more open links than this for one user and no further mail is sent (mail bombing) */
const MAX_OPEN_RESET_TOKENS = 3;

export const RESET_PATH = "/wachtwoord-herstellen";

/** 422 when the new password is on the common-password list (length is checked by the schema). */
export function assertPasswordAllowed(password: string, lang: Lang, field = "new_password"): void {
  if (isCommonPassword(password)) {
    const text = authText("common_password", lang);
    throw new DomainError("invalid", text, text, { [field]: [text] });
  }
}

export async function setPassword(db: Tx, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password), password_changed_at: now(), updated_at: now() })
    .where(eq(users.id, userId));
}

/**
 * Changes the own password. The current password goes through the login's credential check, so a
 * wrong one counts as a failed login: the 5th in a row locks the account like a login.
 */
export async function changePassword(
  db: Tx,
  input: {
    userId: number;
    email: string;
    sessionId: string;
    currentPassword: string;
    newPassword: string;
    ip: string;
    lang: Lang;
  },
): Promise<{ kind: "changed" } | { kind: "locked" | "throttled"; until: Date }> {
  const check = await checkCredentials(db, {
    email: input.email,
    password: input.currentPassword,
    ip: input.ip,
  });
  if (check.kind === "invalid" || (check.kind === "ok" && check.user.id !== input.userId)) {
    const text = authText("wrong_current_password", input.lang);
    throw new DomainError("invalid", text, text, { current_password: [text] });
  }
  if (check.kind !== "ok") return check;
  await recordSuccessfulAttempt(db, input.email, input.ip);
  assertPasswordAllowed(input.newPassword, input.lang);
  await db.transaction(async (tx) => {
    await setPassword(tx, input.userId, input.newPassword);
    await destroyUserSessions(tx, input.userId, input.sessionId);
  });
  return { kind: "changed" };
}

const mailTexts = {
  reset: {
    subject: { nl: "Kies een nieuw wachtwoord", en: "Choose a new password" },
    body: {
      nl: "Hallo {name},\n\nJe hebt gevraagd om een nieuw wachtwoord. Kies het via deze link (30 minuten geldig, één keer te gebruiken):\n\n{link}\n\nHeb je dit niet gevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.\n",
      en: "Hello {name},\n\nYou asked for a new password. Choose it with this link (valid for 30 minutes, usable once):\n\n{link}\n\nDid you not ask for this? Then ignore this e-mail; your password stays the same.\n",
    },
  },
  invitation: {
    subject: { nl: "Je account is klaar", en: "Your account is ready" },
    body: {
      nl: "Hallo {name},\n\nEr is een account voor je aangemaakt. Kies je wachtwoord via deze link (3 dagen geldig, één keer te gebruiken):\n\n{link}\n",
      en: "Hello {name},\n\nAn account has been created for you. Choose your password with this link (valid for 3 days, usable once):\n\n{link}\n",
    },
  },
};

/** Stores a hashed single-use token and queues the mail with the link, in the caller's transaction. */
export async function queuePasswordMail(
  db: Tx,
  config: Pick<Config, "publicUrl">,
  user: { id: number; name: string; email: string },
  lang: Lang,
  kind: "reset" | "invitation" = "reset",
): Promise<void> {
  const token = randomToken(32);
  const at = now();
  await db.insert(passwordResetTokens).values({
    id: hashToken(token),
    user_id: user.id,
    created_at: at,
    expires_at: minutesFrom(at, kind === "reset" ? RESET_VALID_MINUTES : INVITATION_VALID_MINUTES),
  });
  const link = `${config.publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
  const texts = mailTexts[kind];
  await db.insert(mailOutbox).values({
    to: user.email,
    subject: texts.subject[lang],
    text: texts.body[lang].replace("{name}", user.name.replace(/[\r\n]/g, " ")).replace("{link}", link),
  });
}

/** Always resolves the same way; mails only when the address belongs to a user. */
export async function requestPasswordReset(
  db: Tx,
  config: Pick<Config, "publicUrl">,
  email: string,
  lang: Lang,
): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const [{ open }] = await db
    .select({ open: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.user_id, user.id),
        isNull(passwordResetTokens.used_at),
        gt(passwordResetTokens.expires_at, now()),
      ),
    );
  if (open >= MAX_OPEN_RESET_TOKENS) return;
  await db.transaction((tx) => queuePasswordMail(tx, config, user, lang));
}

/**
 * Sets the new password when the token is valid; every session of the user ends. Answers whose
 * password it was (for the audit log).
 */
export async function resetPassword(
  db: Tx,
  token: string,
  newPassword: string,
  lang: Lang,
): Promise<{ id: number; email: string; name: string }> {
  const invalid = () => {
    const title = authText("reset_invalid_title", lang);
    const text = authText("reset_invalid", lang);
    return new DomainError("invalid", title, text, { token: [text] });
  };
  const rows = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.id, hashToken(token)))
    .limit(1);
  const row = rows[0];
  if (!row || row.used_at || row.expires_at <= now()) throw invalid();
  assertPasswordAllowed(newPassword, lang);
  return db.transaction(async (tx) => {
    // claim the token atomically: a second use (even a concurrent one) finds it used
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ used_at: now() })
      .where(and(eq(passwordResetTokens.id, row.id), isNull(passwordResetTokens.used_at)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalid();
    // the other open links of this user are spent too
    await tx
      .update(passwordResetTokens)
      .set({ used_at: now() })
      .where(and(eq(passwordResetTokens.user_id, row.user_id), isNull(passwordResetTokens.used_at)));
    await setPassword(tx, row.user_id, newPassword);
    const [user] = await tx
      .update(users)
      .set({ locked_until: null })
      .where(eq(users.id, row.user_id))
      .returning({ id: users.id, email: users.email, name: users.name });
    await destroyUserSessions(tx, row.user_id);
    return user;
  });
}
