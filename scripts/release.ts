/**
 * `npm run release`: writes release/delft-it-site-<version>.tar.gz, everything a server needs to run
 * the site without npm (README "Put it online"):
 *   build/            the built client, server render and compiled server (`npm run build`)
 *   node_modules/     the production dependencies only, copied from this checkout's tree
 *   node/bin/node     the pinned Node 24 binary (the `node` devDependency ships it)
 *   start.sh, cli.sh  the server and the one-shot commands on that binary (deploy/start.sh, cli.sh)
 *   scripts/serve.sh  the memory flags of every production start
 *   deploy/           the systemd units, the Caddyfile, install.sh and update.sh
 *   package.json      the version (the server reports it at /api/health) and the import map
 *   RELEASE           version, commit and Node version, for people
 *
 * Options: --no-build (use the build/ there is), --version <v> (another version marker than
 * package.json's: scripts/deploy-check.ts makes its second release from the same build this way),
 * --out <dir> (default release/).
 */
import { execFileSync } from "node:child_process";
import { access, chmod, copyFile, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    version: { type: "string" },
    out: { type: "string", default: "release" },
  },
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

interface LockEntry {
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** what a package needs at run time: its dependencies, optional ones and peers that are not optional */
function dependencyNames(entry: LockEntry): string[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter(
    (name) => !entry.peerDependenciesMeta?.[name]?.optional,
  );
  return [
    ...Object.keys(entry.dependencies ?? {}),
    ...Object.keys(entry.optionalDependencies ?? {}),
    ...peers,
  ];
}

/** the lock key Node would load `name` from when required by the package at `from` ("" = the root) */
function resolveInLock(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const key = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (packages[key]) return key;
    if (!base) return undefined;
    const cut = base.lastIndexOf("/node_modules/");
    base = cut === -1 ? "" : base.slice(0, cut);
  }
}

const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: root, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });

if (!values["no-build"]) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as Record<string, unknown>;
const version = values.version ?? String(pkg.version);
if (!/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`not a version: ${version}`);
const name = `delft-it-site-${version}`;
const outDir = path.resolve(root, values.out);
await mkdir(outDir, { recursive: true });
const staging = await mkdtemp(path.join(outDir, ".staging-"));
const dir = path.join(staging, name);

try {
  await mkdir(dir);
  await cp(path.join(root, "build"), path.join(dir, "build"), { recursive: true });

  // production dependencies: package.json's dependencies and, recursively, theirs (dependencies,
  // optional ones, required peers), resolved in package-lock.json the way Node resolves them (the
  // nearest node_modules upwards), and copied from this tree: the versions the tests ran with, no
  // registry needed. Optional per-platform packages exist on disk only for this platform. Each entry
  // is copied without its nested node_modules; nested entries that are needed are entries of their own.
  const lock = JSON.parse(await readFile(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, LockEntry>;
  };
  const needed = new Set<string>();
  const visit = (from: string, names: string[]) => {
    for (const name of names) {
      const key = resolveInLock(lock.packages, from, name);
      if (key && !needed.has(key)) {
        needed.add(key);
        visit(key, dependencyNames(lock.packages[key]));
      }
    }
  };
  visit("", dependencyNames(lock.packages[""]));
  let packages = 0;
  for (const key of needed) {
    const source = path.join(root, key);
    if (!(await exists(source))) continue; // an optional package of another platform
    const nested = path.join(source, "node_modules");
    await cp(source, path.join(dir, key), {
      recursive: true,
      verbatimSymlinks: true,
      filter: (from) => from !== nested,
    });
    packages++;
  }
  if (packages < 50) throw new Error(`only ${packages} production packages found: run npm ci first`);

  // the pinned Node binary (node_modules/node/bin/node is the binary of the platform package)
  const nodeBinary = path.join(root, "node_modules/node/bin/node");
  await mkdir(path.join(dir, "node/bin"), { recursive: true });
  await copyFile(nodeBinary, path.join(dir, "node/bin/node"));
  await chmod(path.join(dir, "node/bin/node"), 0o755);
  const nodeVersion = execFileSync(path.join(dir, "node/bin/node"), ["--version"], {
    encoding: "utf8",
  }).trim();
  if (!nodeVersion.startsWith("v24.")) throw new Error(`the bundled node is ${nodeVersion}, not 24`);

  for (const file of ["start.sh", "cli.sh"]) {
    await copyFile(path.join(root, "deploy", file), path.join(dir, file));
    await chmod(path.join(dir, file), 0o755);
  }
  await mkdir(path.join(dir, "scripts"));
  await copyFile(path.join(root, "scripts/serve.sh"), path.join(dir, "scripts/serve.sh"));
  await cp(path.join(root, "deploy"), path.join(dir, "deploy"), { recursive: true });

  // package.json: the version marker and what Node reads (type, imports); no scripts, no devDependencies
  const released = {
    name: pkg.name,
    version,
    private: true,
    type: pkg.type,
    imports: pkg.imports,
    dependencies: pkg.dependencies,
  };
  await writeFile(path.join(dir, "package.json"), `${JSON.stringify(released, null, 2)}\n`);
  let commit = "unknown";
  try {
    commit = run("git", ["rev-parse", "HEAD"]).trim();
  } catch {
    // not a git checkout: the version has to do
  }
  await writeFile(
    path.join(dir, "RELEASE"),
    `version ${version}\ncommit ${commit}\nnode ${nodeVersion}\nbuilt ${new Date().toISOString()}\n`,
  );

  const archive = path.join(outDir, `${name}.tar.gz`);
  execFileSync("tar", ["-C", staging, "--owner=0", "--group=0", "--numeric-owner", "-czf", archive, name], {
    stdio: "inherit",
  });
  const size = (await stat(archive)).size;
  const unpacked = run("du", ["-sm", dir]).split("\t")[0];
  console.log(
    `release: ${path.relative(process.cwd(), archive)} (${(size / 1e6).toFixed(1)} MB, ${unpacked} MB unpacked, ${packages} packages, node ${nodeVersion})`,
  );
} finally {
  await rm(staging, { recursive: true, force: true });
}
