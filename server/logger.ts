import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs; secrets never reach them (see the redact list). */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "password_hash", "*.password_hash", "req.headers.cookie", "*.token"],
      censor: "[redacted]",
    },
  });
}
