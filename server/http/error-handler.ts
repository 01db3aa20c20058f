/**
 * The app's last word on an error (requirements §10.5): an `DomainError` becomes its status and body, Hono's own
 * refusals (malformed JSON, wrong media type, body too large) our 4xx shape with one message each, an unreachable database a 503 with
 * Retry-After (nothing was stored; the client may send again), and anything else one generic 500. The 500
 * answer never carries a message, stack, SQL or parameters; the log keeps what is needed to find the
 * fault — without the query parameters, which hold what people typed (e-mail addresses, texts).
 */
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { isDatabaseUnavailable } from "../db/unavailable.ts";
import { DomainError, type ErrorKind } from "../domain-error.ts";
import type { AppEnv } from "./context.ts";
import { type RequestMessageKey, requestMessages } from "./request-messages.ts";

/** requirements §8 "Other response errors" */
const serverError = {
  en: { title: "Server error", message: "Sorry, something went wrong." },
  nl: { title: "Serverfout", message: "Sorry, er is iets misgegaan." },
};

/** the database is restarting or unreachable: seconds a client should wait before sending again */
export const DATABASE_RETRY_AFTER_S = 5;

const unavailable = {
  en: {
    title: "Temporarily unavailable",
    message: "The service is briefly unavailable. Nothing was saved; please try again in a few seconds.",
  },
  nl: {
    title: "Tijdelijk niet beschikbaar",
    message:
      "De dienst is even niet beschikbaar. Er is niets opgeslagen; probeer het over een paar seconden opnieuw.",
  },
};

/**
 * What the log may say about an unexpected error. A failed database query (Drizzle wraps the
 * driver's error with the SQL text and every parameter) is logged as the driver's code and message
 * and the statement without parameters.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const query = (error as { query?: unknown }).query;
  if (typeof query === "string" && "params" in error) {
    const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
    return {
      type: "DatabaseError",
      code: typeof cause?.code === "string" ? cause.code : undefined,
      message: typeof cause?.message === "string" ? cause.message : "query failed",
      statement: query.slice(0, 300),
      // the stack's first lines repeat the message (SQL and parameters): keep only the frames
      stack: error.stack
        ?.split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .join("\n"),
    };
  }
  return { type: error.name, message: error.message, stack: error.stack };
}

/** the one mapping of an error's kind to its HTTP status */
export const statusOf = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  invalid: 422,
  locked: 423,
  rate_limited: 429,
} as const satisfies Record<ErrorKind, number>;

function refusalKey(error: HTTPException): RequestMessageKey {
  if (error.status === 415) return "unsupported_media_type";
  if (error.status === 413) return "too_large";
  return /json/i.test(error.message) ? "malformed_json" : "bad_request";
}

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof DomainError) {
    if (error.retryAfterS !== undefined) c.header("Retry-After", String(error.retryAfterS));
    return c.json(error.body(), statusOf[error.kind]);
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own refusals, the one place they are translated: the validators' malformed JSON and
    // wrong media type, a body limit's too large
    const text = requestMessages[refusalKey(error)][c.var.lang ?? "nl"];
    return c.json({ title: text, message: text }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    c.var.log?.warn({ err: loggableError(error) }, "database unavailable");
    const text = unavailable[c.var.lang ?? "nl"];
    c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
    return c.json({ title: text.title, message: text.message }, 503);
  }
  c.var.log?.error({ err: loggableError(error) }, "unhandled error");
  const text = serverError[c.var.lang ?? "nl"];
  return c.json({ title: text.title, message: text.message }, 500);
};
