import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { islands } from "./scripts/vite-islands.ts";

/**
 * Writes `build/client-modules.json` (outside build/client, so it is never served): every client
 * chunk with the source modules it holds (paths relative to the project, packages under
 * node_modules/…) and their rendered sizes. bench/js-bytes.ts reads it to say what a page's largest
 * chunks are made of, and tests/e2e/js-budget.spec.ts to prove that no admin, portal, editor, upload
 * or table code is part of a public page's first load.
 */
function clientModuleMap(): Plugin {
  const root = process.cwd();
  return {
    name: "client-module-map",
    applyToEnvironment: (environment) => environment.name === "client",
    async generateBundle(_options, bundle) {
      const chunks: Record<string, { modules: Record<string, number> }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          const file = id.replace(/^\0/, "").split("?")[0];
          const name = file.includes("/node_modules/")
            ? `node_modules/${file.split("/node_modules/").pop()}`
            : path.relative(root, file);
          modules[name] = (modules[name] ?? 0) + info.renderedLength;
        }
        chunks[`/${output.fileName}`] = { modules };
      }
      const file = path.join(root, "build", "client-modules.json");
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(chunks)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), clientModuleMap()],
  build: { assetsDir: "assets" },
  server: { hmr: true },
});
