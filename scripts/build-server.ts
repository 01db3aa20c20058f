/**
 * Compiles the server (server/main.ts and everything it imports from server/ and app/) to plain
 * JavaScript in build/server-main/, so `npm start` runs `node` on it instead of transpiling
 * TypeScript at run time (requirements §10.6: less memory, a faster start). Packages stay imports of
 * node_modules. Code splitting keeps `import("./boot.ts")` a separate chunk: main.ts must set
 * NODE_ENV before React is first loaded, which a single bundle would hoist above it.
 */
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");
const outdir = path.join(root, "build/server-main");

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  // create-database: the child process that creates a new embedded database (server/boot.ts);
  // cli-*: the one-shot commands, so a release (scripts/release.ts, its cli.sh) runs them without tsx
  entryPoints: {
    main: "server/main.ts",
    "create-database": "server/create-database.ts",
    "cli-user": "server/cli/user.ts",
    "cli-backup": "server/cli/backup.ts",
    "cli-backup-nightly": "server/cli/backup-nightly.ts",
    "cli-restore": "server/cli/restore.ts",
    "cli-seed": "server/db/seed/cli.ts",
    "cli-storage-migrate": "server/cli/storage-migrate.ts",
  },
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
});
// server/db/migrate.ts finds the SQL files next to itself (import.meta.url): next to the chunks
await cp(path.join(root, "server/db/migrations"), path.join(outdir, "migrations"), { recursive: true });
console.log("build-server: server compiled to build/server-main/main.js");
