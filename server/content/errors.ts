/**
 * Database errors of a write, turned into the answers of requirements §10.5: a unique index -> 409 with the
 * requirements §5 message of that field, a missing reference -> 422. The indexes are the last word on
 * uniqueness (no race between "exists?" and "insert").
 */

import { type MessageKey, message } from "#core/validation/messages.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";

type LangTexts = { nl: string; en: string };

/**
 * constraint/index name -> the field it guards and its message: a key of core/validation/messages.ts,
 * or the text itself where the definition holds it (a title's "already exists" of its `unique`)
 */
export type ConstraintMessages = Record<
  string,
  { field: string; key: MessageKey; label?: LangTexts } | { field: string; message: LangTexts }
>;

interface PgErrorLike {
  code?: string;
  constraint?: string;
  detail?: string;
  message?: string;
  cause?: unknown;
}

/** The PostgreSQL error behind a Drizzle error (pg and PGlite both carry `code`). */
export function pgErrorOf(error: unknown): PgErrorLike | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e;
    current = e.cause;
  }
  return null;
}

/** the constraint name, also when a driver leaves it out of the error (then it is in the message) */
function constraintOf(e: PgErrorLike, known: string[]): string | undefined {
  if (e.constraint) return e.constraint;
  return known.find((name) => e.message?.includes(name) || e.detail?.includes(name));
}

const text = (key: MessageKey, lang: Lang, field: string): string => message(key, lang, field);

function constraintText(known: ConstraintMessages[string], lang: Lang): string {
  if ("message" in known) return known.message[lang];
  return text(known.key, lang, known.label?.[lang] ?? known.field);
}

/** Rethrows a write error as an DomainError when it is the client's doing; anything else is rethrown as is. */
export function rethrowWriteError(error: unknown, constraints: ConstraintMessages, lang: Lang): never {
  if (error instanceof DomainError) throw error;
  const pg = pgErrorOf(error);
  if (pg?.code === "23505") {
    const name = constraintOf(pg, Object.keys(constraints));
    const known = name ? constraints[name] : undefined;
    if (known) {
      const msg = constraintText(known, lang);
      throw new DomainError("conflict", msg, msg, { [known.field]: [msg] });
    }
    const msg = message("duplicate", lang);
    throw new DomainError("conflict", msg, msg);
  }
  // text PostgreSQL cannot store (a NUL character, a broken escape in JSON): the client's input
  if (pg?.code === "22021" || pg?.code === "22P05" || pg?.code === "22P02" || pg?.code === "54000") {
    const msg = message("validation_failed", lang);
    throw new DomainError("invalid", msg, msg);
  }
  if (pg?.code === "23503") {
    const name = constraintOf(pg, Object.keys(constraints));
    const known = name ? constraints[name] : undefined;
    if (known) throw invalidField(known.field, constraintText(known, lang), lang);
    const msg = message("reference_missing", lang, "id");
    throw new DomainError("invalid", msg, msg);
  }
  throw error;
}

export function conflict(key: MessageKey, lang: Lang, field: string): DomainError {
  const msg = text(key, lang, field);
  return new DomainError("conflict", msg, msg, { [field]: [msg] });
}

export function invalid(key: MessageKey, lang: Lang, field: string, label = field): DomainError {
  return invalidField(field, text(key, lang, label), lang);
}

/** 422 "Some fields are not filled in correctly" with `msg` on the field */
function invalidField(field: string, msg: string, lang: Lang): DomainError {
  const title = message("validation_failed", lang);
  return new DomainError("invalid", title, title, { [field]: [msg] });
}

/** 404 with the type's message (its definition's `notFound`) */
export function notFoundError(notFound: LangTexts, lang: Lang): DomainError {
  const msg = notFound[lang];
  return new DomainError("not_found", msg, msg);
}
