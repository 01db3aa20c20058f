/**
 * Database errors of a write, turned into the answers of requirements §10.5: a unique index -> 409 with the
 * requirements §5 message of that field, a missing reference -> 422. The indexes are the last word on
 * uniqueness (no race between "exists?" and "insert").
 */

import { isMessageKey, message } from "#core/validation/messages.ts";
import { DomainError } from "../domain-error.ts";
import type { Lang } from "../i18n/lang.ts";
import { type ContentMessageKey, contentMessage } from "./messages.ts";

/** constraint/index name -> the field it guards and the message key */
export type ConstraintMessages = Record<
  string,
  { field: string; key: string; label?: { nl: string; en: string } }
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

function text(key: string, lang: Lang, field: string): string {
  if (isMessageKey(key)) return message(key, lang, field);
  return contentMessage(key as ContentMessageKey, lang, field);
}

/** Rethrows a write error as an DomainError when it is the client's doing; anything else is rethrown as is. */
export function rethrowWriteError(error: unknown, constraints: ConstraintMessages, lang: Lang): never {
  if (error instanceof DomainError) throw error;
  const pg = pgErrorOf(error);
  if (pg?.code === "23505") {
    const name = constraintOf(pg, Object.keys(constraints));
    const known = name ? constraints[name] : undefined;
    if (known) {
      const msg = text(known.key, lang, known.label?.[lang] ?? known.field);
      throw new DomainError("conflict", msg, msg, { [known.field]: [msg] });
    }
    const msg = contentMessage("duplicate", lang);
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
    if (known) throw invalid(known.key, lang, known.field, known.label?.[lang]);
    const msg = contentMessage("reference_missing", lang, "id");
    throw new DomainError("invalid", msg, msg);
  }
  throw error;
}

export function conflict(key: string, lang: Lang, field: string): DomainError {
  const msg = text(key, lang, field);
  return new DomainError("conflict", msg, msg, { [field]: [msg] });
}

export function invalid(key: string, lang: Lang, field: string, label = field): DomainError {
  const msg = text(key, lang, label);
  return new DomainError("invalid", message("validation_failed", lang), message("validation_failed", lang), {
    [field]: [msg],
  });
}

export function notFoundError(key: ContentMessageKey, lang: Lang): DomainError {
  const msg = contentMessage(key, lang);
  return new DomainError("not_found", msg, msg);
}
