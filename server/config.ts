/**
 * The one place where the environment is read. Parsed once with zod at start-up; a bad value stops the
 * process with a one-line message that names the variable (see `loadConfig`).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { parseTrustedProxy } from "./http/client-ip.ts";
import type { S3Settings } from "./storage/s3.ts";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => {
        if (!/^postgres(ql)?:\/\//.test(value)) return false;
        try {
          new URL(value);
          return true;
        } catch {
          return false;
        }
      }, "must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)")
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Delft IT Service <noreply@example.com>")),
  COMPANY_EMAIL: z.preprocess(emptyToUndefined, z.email().default("info@example.com")),
  SESSION_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, "must be at least 32 characters").optional(),
  ),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(10).default("Demo-2026!")),
  ANALYTICS_ID: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  /** "off" or a comma-separated list of proxy addresses, CIDR blocks or "loopback" (server/http/client-ip.ts) */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default("off")
      .transform((value) =>
        value.trim() === "off"
          ? []
          : value
              .split(",")
              .map((entry) => entry.trim())
              .filter(Boolean),
      )
      .refine(
        (entries) => entries.every((entry) => parseTrustedProxy(entry) !== null),
        'must be "off" or a comma-separated list of addresses, CIDR blocks (10.0.0.0/8) or "loopback"',
      ),
  ),
  /** the cookie policy's version: raising it asks every visitor again (server/consent/) */
  CONSENT_POLICY_VERSION: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(1_000_000).default(1),
  ),
  /** days a consent-log entry is kept before the server removes it */
  CONSENT_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(36_500).default(730),
  ),
  /** days an audit-log entry is kept before the server removes it (at least a year: server/audit/) */
  AUDIT_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(365).max(36_500).default(400),
  ),
  /** revisions kept per page, news item, tip or product; older ones are removed on save (server/revisions/) */
  REVISIONS_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(10_000).default(50)),
  /** the bearer token of GET /api/metrics; unset = the call does not exist (server/metrics/routes.ts) */
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)")
      .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces")
      .optional(),
  ),
  /** folder for the server's daily backups (server/backup/nightly.ts); unset = none */
  BACKUP_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  BACKUP_KEEP: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(3650).default(7)),
  /** "required": every cms-admin must use two-step verification (server/auth/two-factor-service.ts) */
  ADMIN_2FA: z.preprocess(emptyToUndefined, z.enum(["optional", "required"]).default("optional")),
  /** S3-compatible object storage for uploads and documents (server/storage/): all five or none */
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  S3_BUCKET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name (3-63 lower-case letters, digits, dots, dashes)",
      )
      .optional(),
  ),
  S3_REGION: z.preprocess(emptyToUndefined, z.string().max(64).optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().max(256).optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().max(256).optional()),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  ),
  /** "off": no visit counts (server/visits/); the bench measures cache hits with and without */
  VISIT_COUNTS: z.preprocess(emptyToUndefined, z.enum(["on", "off"]).default("on")),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  mailDir: string;
  documentDir: string;
  databaseUrl: string | undefined;
  /** true when the embedded PGlite database is used (no DATABASE_URL) */
  embedded: boolean;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyEmail: string;
  sessionSecret: string;
  demoPassword: string;
  analyticsId: string | undefined;
  logLevel: string;
  /** absolute folder of the daily backups; undefined = no daily backups */
  backupDir: string | undefined;
  /** how many daily backups are kept */
  backupKeep: number;
  /** ADMIN_2FA: whether a cms-admin must use two-step verification */
  adminTwoFactor: "optional" | "required";
  /** proxies whose X-Forwarded-For is believed; empty = none (server/http/client-ip.ts) */
  trustProxy: readonly string[];
  /** version of the cookie policy the banner asks consent for (a higher one asks again) */
  consentPolicyVersion: number;
  /** consent-log entries older than this many days are removed */
  consentRetentionDays: number;
  auditRetentionDays: number;
  /** REVISIONS_KEEP: the newest revisions kept per item */
  revisionsKeep: number;
  /** bearer token of GET /api/metrics; undefined = metrics off */
  metricsToken: string | undefined;
  /** object storage for uploads and documents; undefined = the directories under DATA_DIR */
  s3: S3Settings | undefined;
  /** VISIT_COUNTS: count public page views without cookies (server/visits/) */
  visitCounts: boolean;
};

const s3Variables = [
  "S3_ENDPOINT",
  "S3_BUCKET",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
] as const;

export class ConfigError extends Error {}

/** Parse an environment (defaults to process.env). Throws ConfigError with a one-line message. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(
      `Invalid configuration: ${name}=${JSON.stringify(env[name] ?? "")} ${issue.message}`,
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const embedded = !e.DATABASE_URL;
  if (!embedded && !e.SESSION_SECRET) {
    throw new ConfigError("Invalid configuration: SESSION_SECRET is required when DATABASE_URL is set");
  }
  const s3Given = s3Variables.filter((name) => e[name] !== undefined);
  if (s3Given.length > 0 && s3Given.length < s3Variables.length) {
    const missing = s3Variables.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${missing.join(", ")} must be set too (object storage needs all of ${s3Variables.join(", ")}, or none)`,
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.join(dataDir, "uploads"),
    mailDir: path.join(dataDir, "mail"),
    documentDir: path.join(dataDir, "documents"),
    databaseUrl: e.DATABASE_URL,
    embedded,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    companyEmail: e.COMPANY_EMAIL,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(dataDir),
    demoPassword: e.DEMO_PASSWORD,
    analyticsId: e.ANALYTICS_ID,
    logLevel: e.LOG_LEVEL,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
    backupKeep: e.BACKUP_KEEP,
    adminTwoFactor: e.ADMIN_2FA,
    trustProxy: Object.freeze(e.TRUST_PROXY),
    consentPolicyVersion: e.CONSENT_POLICY_VERSION,
    consentRetentionDays: e.CONSENT_RETENTION_DAYS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    revisionsKeep: e.REVISIONS_KEEP,
    metricsToken: e.METRICS_TOKEN,
    s3:
      s3Given.length > 0
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          }
        : undefined,
    visitCounts: e.VISIT_COUNTS === "on",
  };
}

/** In embedded mode the secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
