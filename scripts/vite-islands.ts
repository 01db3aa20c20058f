/**
 * The islands' build (docs/ARCHITECTURE.md, "Public pages: documents with islands"). Public pages do
 * not load React Router's client; they load one small boot script (app/islands/boot.ts) that
 * enhances the server's HTML and imports larger islands on demand. This plugin adds that script to
 * the client build as an entry of its own (its on-demand imports become chunks of the same build,
 * sharing React with the rest of the app where they use it) and tells the server its address:
 *
 * - in a build, `build/islands.json` (outside build/client, never served) names the boot script's
 *   file and the files it imports statically, and the server build reads the same names through
 *   the virtual module below, so a server always names the scripts of its own build;
 * - in development, the address is the source file itself, which Vite's middleware serves.
 *
 * Adding an island: a module under app/islands/ that boot.ts imports (for a few lines of DOM code)
 * or imports on demand (for anything larger); nothing here changes.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";

export const ISLANDS_MODULE = "virtual:islands-manifest";
const RESOLVED = `\0${ISLANDS_MODULE}`;

/** what the server needs to name the boot script in a page */
export interface IslandsManifest {
  /** the boot script's address */
  boot: string;
  /**
   * the addresses of the chunks the boot script imports statically, also through each other
   * (module preloads): a chunk named only by another chunk would otherwise be found only once that
   * one has loaded, one round trip later
   */
  imports: string[];
}

const BOOT_SOURCE = "app/islands/boot.ts";

export function islands(): Plugin {
  const root = process.cwd();
  const manifestFile = path.join(root, "build", "islands.json");
  let bootRef: string | undefined;
  let built: IslandsManifest | undefined;
  let serving = false;
  return {
    name: "islands",
    // one instance for the client and the server build, so the server build reads the names the
    // client build just made
    sharedDuringBuild: true,
    configResolved(config) {
      serving = config.command === "serve";
    },
    buildStart() {
      if (this.environment?.name !== "client" || serving) return;
      bootRef = this.emitFile({ type: "chunk", id: path.join(root, BOOT_SOURCE), name: "boot" });
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client" || !bootRef) return;
      const file = this.getFileName(bootRef);
      built = { boot: `/${file}`, imports: staticImports(bundle, file).map((name) => `/${name}`) };
    },
    async writeBundle() {
      if (this.environment?.name !== "client" || !built) return;
      await mkdir(path.dirname(manifestFile), { recursive: true });
      await writeFile(manifestFile, `${JSON.stringify(built)}\n`);
    },
    resolveId(id) {
      return id === ISLANDS_MODULE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify({ boot: `/${BOOT_SOURCE}`, imports: [] })};`;
      // the server build runs after the client build, in the same process or (a separate
      // `vite build`) in another: then the client's manifest file is the source
      const manifest =
        built ?? (existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : undefined);
      if (!manifest) this.error("islands: the client build has not written build/islands.json");
      return `export default ${JSON.stringify(manifest)};`;
    },
  };
}

/** every chunk `file` imports statically, directly or through another chunk, in first-seen order */
function staticImports(bundle: Record<string, { type: string; imports?: string[] }>, file: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    for (const imported of bundle[name]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(file);
  return [...seen];
}
