/**
 * The one error catalogue of the server (requirements §10.5). Services, middleware and routes throw a
 * `DomainError` saying what went wrong (its kind) with the texts for the person (in the request
 * language) and, for invalid input, a message per field; they never pick an HTTP status. The app's
 * error handler (server/http/error-handler.ts) is the one place a kind becomes a status.
 *
 * Not found, the one convention: a lookup of a service returns null; the route (or the service's own
 * write that needs the row) throws `not_found` with the entity's message.
 */
export type ErrorKind =
  /** the request cannot be read (malformed JSON, a broken multipart body) */
  | "bad_request"
  /** not logged in, or no valid token */
  | "unauthenticated"
  /** logged in with another role, or a missing/wrong CSRF token */
  | "forbidden"
  | "not_found"
  /** a duplicate, or a state that does not allow the change */
  | "conflict"
  | "too_large"
  /** a type we do not accept */
  | "unsupported"
  /** failed validation: `errors` holds the messages per field */
  | "invalid"
  /** an account locked for a while */
  | "locked"
  /** too many requests; `retryAfterS` says when to try again */
  | "rate_limited";

/** The error body of requirements §10.5: {title, message, errors?}. */
export type ErrorBody = { title: string; message: string; errors?: Record<string, string[]> };

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly title: string,
    message?: string,
    readonly errors?: Record<string, string[]>,
    /** seconds until a rate-limited client may try again */
    readonly retryAfterS?: number,
  ) {
    super(message ?? title);
  }

  body(): ErrorBody {
    return { title: this.title, message: this.message, ...(this.errors ? { errors: this.errors } : {}) };
  }
}
