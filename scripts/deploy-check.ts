/**
 * `npm run deploy:check`: the README's "Put it online" followed on this machine, with the files of
 * deploy/ as they ship, and checked through HTTPS. Run by .ci/run; needs root for apt (Caddy) only.
 *
 *  1. Caddy from Debian when missing (scripts/ensure-system-deps.sh --with-caddy)
 *  2. the release: `npm run release` (one build), and a second one from the same build with another
 *     version marker (`--no-build --version <v>-update`), so the update has something to move to
 *  3. install.sh into a temporary root (ROOT=…: no user, no systemctl), then `systemd-analyze verify`
 *     of the units it installed (no message allowed) and `systemd-analyze security` (the score),
 *     `caddy validate` of deploy/Caddyfile as shipped and of the installed one
 *  4. the first owner with `delft-it-site user add`, the content with `delft-it-site seed`, the first
 *     start with update.sh (SERVICE_MANAGER=process: this machine has no running systemd)
 *  5. Caddy with the installed Caddyfile on free high ports; the site's address is this machine's own
 *     IP address, so Caddy serves it with its internal CA (as `tls internal`) and the client's address
 *     differs from Caddy's (loopback) — which is how the audit log can show X-Forwarded-For at work
 *  6. through HTTPS: home page in Dutch and English, HTTP → HTTPS, HSTS, a login whose session cookie
 *     is Secure, the client's address (not a forged X-Forwarded-For) in the audit log
 *  7. update.sh to the second release while a load generator sends requests for 20 s: no failed
 *     request, only 2xx/3xx, and the new version answering at the end; then an update to a release
 *     that never becomes ready, which must roll back (again under load, again without a failure)
 *  8. the nightly backup command with BACKUP_KEEP
 * Prints the figures docs/operations.md quotes (release size, update duration, requests served).
 * The pieces live in scripts/deploy-check/: running and checking (shell.ts), the HTTPS client
 * (https.ts), the load during updates (under-load.ts), the checks of the installed units
 * (units.ts) and the release that never becomes ready (broken-release.ts).
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brokenRelease } from "./deploy-check/broken-release.ts";
import { cookiesOf, httpClient } from "./deploy-check/https.ts";
import { check, freePort, ownAddress, repo, run, sh, startedAt, step } from "./deploy-check/shell.ts";
import { underLoad } from "./deploy-check/under-load.ts";
import { checkInstalled } from "./deploy-check/units.ts";

/**
 * Under scripts/with-postgres.sh (TEST_DATABASE_URL set) the site runs on that PostgreSQL database:
 * update.sh then runs old and new side by side; otherwise on the embedded database, where the old
 * instance stops before the new one starts and requests wait in Caddy meanwhile.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
const database = databaseUrl ? "postgresql" : "embedded";
const figures: Record<string, string | number> = {};

const tmp = await mkdtemp(path.join(tmpdir(), "deploy-check-"));
const root = path.join(tmp, "root");
const siteRoot = path.join(root, "opt/delft-it-site");
const envFile = path.join(root, "etc/delft-it-site/env");
const dataDir = path.join(root, "var/lib/delft-it-site");
const children: ChildProcess[] = [];
let updateEnv: Record<string, string> = {};
/** Caddy's own log, shown when the check fails */
let caddyLog = "";

async function cleanup() {
  // the instances update.sh started (pid files), then Caddy
  try {
    for (const file of await readdir(path.join(siteRoot, "run"))) {
      const pid = Number(await readFile(path.join(siteRoot, "run", file), "utf8"));
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // gone already
      }
    }
  } catch {
    // no run folder: nothing started
  }
  for (const child of children) child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  if (!process.env.DEPLOY_CHECK_KEEP) await rm(tmp, { recursive: true, force: true });
  else console.log(`deploy-check: kept ${tmp}`);
}

try {
  step("Caddy from Debian's packages when missing");
  execFileSync("bash", ["scripts/ensure-system-deps.sh", "--with-caddy"], { cwd: repo, stdio: "inherit" });
  figures.database = database;
  figures.caddy = sh("caddy", ["version"]).trim().split(" ")[0];

  step("the release: npm run release, and a second one from the same build");
  // DEPLOY_CHECK_RELEASES=<folder>: releases made there by an earlier run are used again (for
  // working on this check; CI always builds)
  const dist = process.env.DEPLOY_CHECK_RELEASES
    ? path.resolve(repo, process.env.DEPLOY_CHECK_RELEASES)
    : path.join(tmp, "dist");
  const pkg = JSON.parse(await readFile(path.join(repo, "package.json"), "utf8")) as { version: string };
  const first = path.join(dist, `delft-it-site-${pkg.version}.tar.gz`);
  const secondVersion = `${pkg.version}-update`;
  const releaseStart = Date.now();
  const made = async (file: string) =>
    process.env.DEPLOY_CHECK_RELEASES !== undefined &&
    (await stat(file).then(
      () => true,
      () => false,
    ));
  if (!(await made(first))) {
    execFileSync("npx", ["tsx", "scripts/release.ts", "--out", dist], { cwd: repo, stdio: "inherit" });
  }
  figures.release_seconds = Math.round((Date.now() - releaseStart) / 1000);
  const second = path.join(dist, `delft-it-site-${secondVersion}.tar.gz`);
  if (!(await made(second))) {
    execFileSync(
      "npx",
      ["tsx", "scripts/release.ts", "--no-build", "--version", secondVersion, "--out", dist],
      {
        cwd: repo,
        stdio: "inherit",
      },
    );
  }
  figures.both_releases_seconds = Math.round((Date.now() - releaseStart) / 1000);
  figures.release_mb = Number(((await stat(first)).size / 1e6).toFixed(1));

  step("install.sh into a temporary root; the units and the Caddyfile checked");
  const unpacked = path.join(tmp, "unpacked");
  await mkdir(unpacked);
  sh("tar", ["-xzf", first, "-C", unpacked]);
  const releaseDir = path.join(unpacked, `delft-it-site-${pkg.version}`);
  figures.unpacked_mb = Number(sh("du", ["-sm", releaseDir]).split("\t")[0]);
  // the release runs on its own Node, whatever `node` is on the PATH
  check(
    sh(path.join(releaseDir, "node/bin/node"), ["--version"]).startsWith("v24."),
    "the release carries Node 24",
  );
  const address = ownAddress();
  sh("bash", [path.join(releaseDir, "deploy/install.sh"), address], { ROOT: root });
  const caddyfile = path.join(root, "etc/caddy/Caddyfile");
  await checkInstalled(root, releaseDir, caddyfile, figures);

  step("settings, the first owner, the content, the first start");
  const [httpPort, httpsPort, port1, port2] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const publicUrl = `https://${address}:${httpsPort}`;
  // what the units set (Environment=) comes from the settings file here, where no systemd runs them
  await writeFile(
    envFile,
    `${await readFile(envFile, "utf8")}# deploy-check: the units' own settings, and this machine's ports
PUBLIC_URL=${publicUrl}
DATA_DIR=${dataDir}
BACKUP_DIR=${dataDir}/backups
BACKUP_KEEP=2
HOST=127.0.0.1
TRUST_PROXY=loopback
LOG_LEVEL=warn
MAIL_FROM=Delft IT Service <noreply@deploy-check.example>
${databaseUrl ? `DATABASE_URL=${databaseUrl}\n` : ""}`,
  );
  const siteEnv = { SITE_ROOT: siteRoot, ENV_FILE: envFile };
  const siteCommand = path.join(root, "usr/local/bin/delft-it-site");
  const owner = { email: "eigenaar@deploy-check.example", password: "Deploy-check-wachtwoord-7" };
  const add = await run(
    siteCommand,
    [
      "user",
      "add",
      "--role",
      "cms-admin",
      "--email",
      owner.email,
      "--password",
      owner.password,
      "--name",
      "Eigenaar",
    ],
    siteEnv,
  );
  check(add.code === 0, "delft-it-site user add: the first owner");
  check(
    (await run(siteCommand, ["seed"], siteEnv)).code === 0,
    "delft-it-site seed: the content, no demo accounts",
  );
  const users = await run(siteCommand, ["user", "list"], siteEnv);
  check(users.output.match(/@/g)?.length === 1, "one account: the owner");
  updateEnv = {
    ...siteEnv,
    SERVICE_MANAGER: "process",
    SITE_PORTS: `${port1} ${port2}`,
    READY_TIMEOUT: "120",
  };
  const updateScript = path.join(siteRoot, "current/deploy/update.sh");
  const firstStart = await run(updateScript, [path.join(siteRoot, "current")], updateEnv);
  check(firstStart.code === 0, "update.sh: the first start");
  // the release's own Node serves, not whichever `node` is first on the PATH
  const [pidFile] = await readdir(path.join(siteRoot, "run"));
  const exe = await readlink(
    `/proc/${(await readFile(path.join(siteRoot, "run", pidFile), "utf8")).trim()}/exe`,
  );
  check(
    exe.startsWith(path.join(siteRoot, "releases")) && exe.endsWith("/node/bin/node"),
    `the server runs on the release's Node (${path.relative(siteRoot, exe)}), not the PATH's (${sh("bash", ["-c", "command -v node || echo none"]).trim()})`,
  );

  step("Caddy in front, on its own ports, with its internal CA");
  const caddyHome = path.join(tmp, "caddy");
  await mkdir(caddyHome);
  const caddyEnv = {
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    SITE_UPSTREAMS: `127.0.0.1:${port1} 127.0.0.1:${port2}`,
    XDG_DATA_HOME: caddyHome,
    XDG_CONFIG_HOME: caddyHome,
  };
  const adapted = JSON.parse(
    sh("caddy", ["adapt", "--config", caddyfile, "--adapter", "caddyfile"], caddyEnv),
  ) as {
    admin?: unknown;
    apps: { pki?: { certificate_authorities?: Record<string, unknown> } };
  };
  // only for this check: no admin endpoint (parallel runs), and the CA's root is not put into this
  // machine's trust store (Caddy would as root); the clients below trust it explicitly
  adapted.admin = { disabled: true };
  adapted.apps.pki = { certificate_authorities: { local: { install_trust: false } } };
  const caddyJson = path.join(tmp, "caddy.json");
  await writeFile(caddyJson, JSON.stringify(adapted));
  const caddy = spawn("caddy", ["run", "--config", caddyJson], {
    env: { ...process.env, ...caddyEnv },
    stdio: ["ignore", "ignore", "pipe"],
  });
  children.push(caddy);
  caddy.stderr?.on("data", (chunk) => {
    caddyLog += chunk;
  });
  const rootCert = path.join(caddyHome, "caddy/pki/authorities/local/root.crt");
  let ca: Buffer | undefined;
  const get = httpClient(() => ca);
  for (let i = 0; i < 100 && !ca; i++) {
    try {
      ca = await readFile(rootCert);
      await get(`${publicUrl}/api/ready`);
    } catch {
      ca = undefined;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  check(ca, `Caddy answers on ${publicUrl} with a certificate of its local CA`);

  step("through HTTPS");
  const home = await get(`${publicUrl}/`);
  check(home.status === 200 && /<html[^>]*lang="nl"/.test(home.body), "GET / : the Dutch home page");
  const english = await get(`${publicUrl}/en`);
  check(
    english.status === 200 && /<html[^>]*lang="en"/.test(english.body),
    "GET /en : the English home page",
  );
  check(
    home.headers["strict-transport-security"] === "max-age=31536000; includeSubDomains",
    `HSTS: ${home.headers["strict-transport-security"]}`,
  );
  const plain = await get(`http://${address}:${httpPort}/en?x=1`);
  check(
    // Caddy's redirect names no port (it expects 443); the address and the path with its query stay
    [301, 302, 307, 308].includes(plain.status) && plain.headers.location === `https://${address}/en?x=1`,
    `http:// answers ${plain.status} → ${plain.headers.location}`,
  );
  const asset = /\/assets\/[^"]+\.js/.exec(home.body)?.[0];
  const assetAnswer = asset ? await get(`${publicUrl}${asset}`) : undefined;
  check(
    String(assetAnswer?.headers["cache-control"]).includes("immutable"),
    `${asset}: the server's own long caching passes (${assetAnswer?.headers["cache-control"]})`,
  );

  const csrf = await get(`${publicUrl}/api/csrf-cookie`);
  const token = decodeURIComponent(
    cookiesOf(csrf)
      .find((c) => c.startsWith("XSRF-TOKEN="))
      ?.slice("XSRF-TOKEN=".length) ?? "",
  );
  const login = await get(`${publicUrl}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-xsrf-token": token,
      cookie: cookiesOf(csrf).join("; "),
      // a forged address: Caddy must replace it with the real one
      "x-forwarded-for": "203.0.113.77",
    },
    body: JSON.stringify(owner),
  });
  const sessionLine = ((login.headers["set-cookie"] as string[] | undefined) ?? []).find((line) =>
    line.startsWith("session="),
  );
  check(login.status === 200 && sessionLine, `login as the owner: ${login.status}`);
  check(
    /;\s*Secure/i.test(sessionLine) && /;\s*HttpOnly/i.test(sessionLine),
    "the session cookie is Secure and HttpOnly",
  );
  const session = cookiesOf(login).join("; ");
  const audit = await get(`${publicUrl}/api/audit-log?action=login_success&per_page=1`, {
    headers: { cookie: session },
  });
  const entry = (JSON.parse(audit.body) as { data: { ip: string; user_email?: string }[] }).data[0];
  check(
    audit.status === 200 && entry?.ip === address,
    `the audit log has the login from ${entry?.ip} (the client's address through X-Forwarded-For, not Caddy's 127.0.0.1 nor the forged 203.0.113.77)`,
  );

  step(`update.sh to ${secondVersion} under 20 s of load`);
  let updateSeconds = 0;
  const load = await underLoad(get, publicUrl, 20, async () => {
    const began = Date.now();
    const result = await run(updateScript, [second], updateEnv);
    updateSeconds = (Date.now() - began) / 1000;
    check(result.code === 0, `update.sh ${path.basename(second)} (${updateSeconds.toFixed(1)} s)`);
  });
  console.log(`  load: ${JSON.stringify(load)}`);
  check(
    load.failed === 0 && load.bad === 0,
    `${load.total} requests, 0 failed, 0 answers other than 2xx/3xx`,
  );
  const health = JSON.parse((await get(`${publicUrl}/api/health`)).body) as { data: { version: string } };
  check(health.data.version === secondVersion, `the new version answers: ${health.data.version}`);
  Object.assign(figures, {
    update_seconds: Number(updateSeconds.toFixed(1)),
    requests_during_update: load.total,
    slowest_request_ms: load.slowest,
  });

  step("an update to a release that never becomes ready rolls back, under load");
  const broken = await brokenRelease(tmp, releaseDir);
  const rollbackLoad = await underLoad(get, publicUrl, 8, async () => {
    // a short wait for readiness: the visitors' requests wait meanwhile, up to Caddy's 60 s
    const result = await run(updateScript, [broken], { ...updateEnv, READY_TIMEOUT: "5" });
    check(
      result.code !== 0 && /rolled back/.test(result.output),
      "update.sh refused the broken release and rolled back",
    );
  });
  console.log(`  load: ${JSON.stringify(rollbackLoad)}`);
  check(
    rollbackLoad.failed === 0 && rollbackLoad.bad === 0,
    `${rollbackLoad.total} requests meanwhile, 0 failed`,
  );
  const after = JSON.parse((await get(`${publicUrl}/api/health`)).body) as { data: { version: string } };
  check(after.data.version === secondVersion, `${after.data.version} answers again`);
  const relogin = await get(`${publicUrl}/api/me`, { headers: { cookie: session } });
  check(relogin.status === 200, "the owner's session survived both switches (same data)");

  step("the nightly backup keeps BACKUP_KEEP archives");
  const backups = path.join(dataDir, "backups");
  for (const day of ["2020-01-01", "2020-01-02", "2020-01-03"])
    await writeFile(path.join(backups, `backup-${day}.tar.gz`), "");
  // the embedded database admits one process: with the server stopped the command writes it itself
  // (while it runs, the server writes its own); on PostgreSQL the command runs beside the server
  if (!databaseUrl) {
    const running = (await readdir(path.join(siteRoot, "run")))[0];
    process.kill(Number(await readFile(path.join(siteRoot, "run", running), "utf8")), "SIGTERM");
    for (let i = 0; i < 100; i++) {
      try {
        await get(`http://127.0.0.1:${running.match(/\d+/)?.[0]}/api/health`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      } catch {
        break;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  check((await run(siteCommand, ["backup-nightly"], siteEnv)).code === 0, "delft-it-site backup-nightly");
  const kept = (await readdir(backups)).filter((name) => name.startsWith("backup-")).sort();
  check(
    kept.length === 2 &&
      kept[0] === "backup-2020-01-03.tar.gz" &&
      (await stat(path.join(backups, kept[1]))).size > 1000,
    `BACKUP_KEEP=2 keeps ${kept.join(", ")}`,
  );

  figures.total_seconds = Math.round((Date.now() - startedAt) / 1000);
  console.log(`\ndeploy-check: all green. Figures: ${JSON.stringify(figures)}`);
  await cleanup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (caddyLog) console.error(`--- Caddy's log:\n${caddyLog.slice(-3000)}`);
  for (const port of (updateEnv.SITE_PORTS ?? "").split(" ").filter(Boolean)) {
    try {
      console.error(
        `--- log of the instance on ${port}:\n${(await readFile(path.join(siteRoot, `log/instance-${port}.log`), "utf8")).slice(-3000)}`,
      );
    } catch {
      // never started
    }
  }
  await cleanup();
  process.exit(1);
}
