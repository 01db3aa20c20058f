/** The environment is parsed once, with defaults for the embedded mode and one-line errors naming the variable. */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "config-test-"));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it("has a default for every setting of the embedded mode", async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      uploadDir: path.join(dataDir, "uploads"),
      embedded: true,
      databaseUrl: undefined,
      publicUrl: "http://localhost:3000",
      demoPassword: "Demo-2026!",
      logLevel: "info",
      consentPolicyVersion: 1,
      consentRetentionDays: 730,
      auditRetentionDays: 400,
      revisionsKeep: 50,
      backupDir: undefined,
      backupKeep: 7,
    });
    // the session secret is generated once and kept in DATA_DIR
    expect(config.sessionSecret).toHaveLength(64);
    expect((await readFile(path.join(dataDir, "session-secret"), "utf8")).trim()).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it("reads ADMIN_2FA: optional by default, required on request, anything else refused by name", () => {
    expect(loadConfig({ DATA_DIR: dataDir }).adminTwoFactor).toBe("optional");
    expect(loadConfig({ DATA_DIR: dataDir, ADMIN_2FA: "required" }).adminTwoFactor).toBe("required");
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_2FA: "yes" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ADMIN_2FA: "yes" })).toThrow(/ADMIN_2FA="yes"/);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: "", DATABASE_URL: "" })).toMatchObject({
      port: 3000,
      embedded: true,
    });
  });

  it("switches to PostgreSQL with DATABASE_URL and then requires SESSION_SECRET", () => {
    const url = "postgres://user:pw@db.internal:5432/site";
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url })).toThrow(/SESSION_SECRET/);
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, SESSION_SECRET: "x".repeat(32) });
    expect(config).toMatchObject({ embedded: false, databaseUrl: url });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "not a url"],
    ["SMTP_URL", "http://mail"],
    ["COMPANY_EMAIL", "nope"],
    ["LOG_LEVEL", "loud"],
    ["CONSENT_POLICY_VERSION", "0"],
    ["CONSENT_POLICY_VERSION", "1.5"],
    ["CONSENT_RETENTION_DAYS", "-3"],
    // the audit log is kept at least a year
    ["AUDIT_RETENTION_DAYS", "30"],
    ["BACKUP_KEEP", "0"],
    ["BACKUP_KEEP", "seven"],
  ])("refuses %s=%s with one line naming the variable", (name, value) => {
    let error: unknown;
    try {
      loadConfig({ DATA_DIR: dataDir, [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(name);
    expect(message).not.toContain("\n");
  });

  it("takes the daily backup folder as an absolute path and how many to keep", () => {
    const config = loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: "backups", BACKUP_KEEP: "14" });
    expect(config.backupDir).toBe(path.resolve("backups"));
    expect(config.backupKeep).toBe(14);
  });
});
