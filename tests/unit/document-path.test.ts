/**
 * The document-path rule (docs/public-site.md "Document path"): loaders, guards and return addresses
 * read the page address from the loader's `url` argument, which React Router normalises (no `.data`
 * suffix, no `_routes`/`index` query). `request.url` is the raw request: on a client navigation it is
 * `/over-ons.data?_routes=root%2Cpage`, and a page looked up or a return address built from it is
 * wrong (A1/A2). This test keeps the class of fault out of app/: only the server entry,
 * which renders the document itself, may read `request.url`.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "../../app");
/** the document renderer gets the raw request on purpose (it only ever serves documents) */
const allowed = new Set(["entry.server.tsx"]);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("document path of a request", () => {
  it("no app module reads request.url (loaders take `url` from their arguments)", async () => {
    const offenders: string[] = [];
    for (const file of await sourceFiles(appDir)) {
      const rel = path.relative(appDir, file);
      if (allowed.has(rel)) continue;
      const lines = (await readFile(file, "utf8")).split("\n");
      lines.forEach((line, i) => {
        // comments may name the rule; code may not break it
        const code = line
          .replace(/\/\*.*?\*\//g, "")
          .replace(/\/\/.*$/, "")
          .replace(/^\s*\*.*$/, "");
        if (
          /\brequest\s*\.\s*url\b|\brequest\s*\[\s*["']url["']\s*\]|\{\s*url\s*\}\s*=\s*request\b/.test(code)
        ) {
          offenders.push(`app/${rel}:${i + 1}: ${line.trim()}`);
        }
      });
    }
    expect(offenders).toEqual([]);
  });

  it("guards take the document URL, not the request", async () => {
    const guards = await readFile(path.join(appDir, "lib/guards.server.ts"), "utf8");
    expect(guards).not.toMatch(/request:\s*Request/);
  });
});
