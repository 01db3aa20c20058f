/**
 * What install.sh installed, checked by scripts/deploy-check.ts: `systemd-analyze verify` of its
 * units (no message allowed), the two site units alike but for the port, `systemd-analyze security`
 * (the exposure score, kept in `figures`), `caddy validate` of deploy/Caddyfile as shipped and as
 * installed, and no folder of this checkout named in deploy/.
 */
import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { check, repo, run, sh } from "./shell.ts";

export async function checkInstalled(
  root: string,
  releaseDir: string,
  /** the Caddyfile install.sh put in place */
  caddyfile: string,
  figures: Record<string, string | number>,
) {
  // systemd-analyze reads the system's own units (targets) from the root too
  await mkdir(path.join(root, "usr/lib/systemd"), { recursive: true });
  sh("cp", ["-a", "/lib/systemd/system", path.join(root, "usr/lib/systemd/")]);
  const units = ["delft-it-site.service", "delft-it-site@3001.service", "delft-it-site-backup.service"];
  const verify = await run("systemd-analyze", [
    "verify",
    `--root=${root}`,
    ...units,
    "delft-it-site-backup.timer",
  ]);
  check(
    verify.code === 0 && verify.output.trim() === "",
    "systemd-analyze verify: no message about the units",
  );
  // update.sh alternates between the two: they must differ in the port only
  const body = async (unit: string) => {
    const text = await readFile(path.join(root, "etc/systemd/system", unit), "utf8");
    return text.slice(text.indexOf("[Unit]")).replace(/%i|3000/g, "PORT");
  };
  check(
    (await body("delft-it-site.service")) === (await body("delft-it-site@.service")),
    "delft-it-site.service and delft-it-site@.service differ in the port only",
  );
  for (const unit of ["delft-it-site.service", "delft-it-site-backup.service"]) {
    const security = sh("systemd-analyze", ["security", "--offline=true", `--root=${root}`, unit]);
    const score = /Overall exposure level for \S+: ([\d.]+) (\w+)/.exec(security);
    check(score && Number(score[1]) <= 2, `systemd-analyze security ${unit}: ${score?.[1]} ${score?.[2]}`);
    figures[`exposure ${unit}`] = Number(score[1]);
  }
  check(
    (await run("caddy", ["validate", "--config", "deploy/Caddyfile", "--adapter", "caddyfile"])).code === 0,
    "caddy validate deploy/Caddyfile",
  );
  check(
    (await run("caddy", ["validate", "--config", caddyfile, "--adapter", "caddyfile"])).code === 0,
    "caddy validate of the installed Caddyfile",
  );
  check(
    !(await readFile(path.join(releaseDir, "deploy/update.sh"), "utf8")).includes(repo),
    "deploy/ names no folder of this checkout",
  );
}
