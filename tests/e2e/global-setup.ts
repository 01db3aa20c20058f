/**
 * Once per run, before any worker starts: the template database (migrated, with the demo content)
 * that every journey server copies (./site.ts, scripts/e2e-server.sh). Workers inherit the
 * environment, so E2E_TEMPLATE reaches them; the function Playwright gets back removes it at the end.
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export default async function globalSetup() {
  const dir = await mkdtemp(path.join(tmpdir(), "e2e-template."));
  await promisify(execFile)("bash", ["scripts/e2e-server.sh", "--template", dir], {
    env: { ...process.env, NODE: process.execPath },
  });
  process.env.E2E_TEMPLATE = dir;
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
