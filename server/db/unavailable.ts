/**
 * "The database cannot be reached right now" as opposed to "this query is wrong": a refused or lost
 * connection, a server that is shutting down or starting up, a pool that found no connection in
 * time. The error handler answers these with 503 and Retry-After (the client may try again shortly)
 * instead of a 500; the pool drops the broken connection and opens a new one at the next query.
 */

/** socket errors of the driver's connection (Node's codes) */
const socketCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), admin/crash shutdown, "the
 * database system is starting up / shutting down" (57P03), too many connections.
 */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);

/** what `pg` and `pg-pool` throw without a code when the connection is gone or none came in time */
const unavailableMessages = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
  "Client was closed and is not queryable",
];

function matches(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (socketCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" && unavailableMessages.some((text) => message.startsWith(text));
}

/**
 * True when `error` (or what it wraps: Drizzle puts the driver's error in `cause`, Node a failed
 * connect to several addresses in an AggregateError) says the database is unreachable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (matches(current)) return true;
    if (current instanceof AggregateError && current.errors.some(matches)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
