/**
 * How scripts/deploy-check.ts runs things and says what it saw: a step's heading with the time so far,
 * a check that stops the run when it fails, commands with their output kept or shown, free ports and
 * this machine's own address.
 */
import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";

export const repo = path.resolve(import.meta.dirname, "../..");
export const startedAt = Date.now();

export function step(title: string) {
  console.log(`\ndeploy-check [${((Date.now() - startedAt) / 1000).toFixed(0)} s] ${title}`);
}
export function check(ok: unknown, what: string): asserts ok {
  if (!ok) throw new Error(`deploy-check: FAILED: ${what}`);
  console.log(`  ok  ${what}`);
}
export function sh(command: string, args: string[], env: Record<string, string> = {}, cwd = repo): string {
  return execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}
/** runs a command with its output shown; returns its exit code and combined output */
export function run(command: string, args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(command, args, { cwd: repo, env: { ...process.env, ...env } });
    let output = "";
    const show = (chunk: Buffer) => {
      output += chunk;
      process.stdout.write(chunk.toString().replace(/^/gm, "    "));
    };
    child.stdout.on("data", show);
    child.stderr.on("data", show);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** this machine's first non-loopback IPv4 address: the client's address as Caddy sees it */
export function ownAddress(): string {
  for (const list of Object.values(networkInterfaces())) {
    for (const entry of list ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address;
  }
  throw new Error("deploy-check needs a non-loopback IPv4 address on this machine");
}
