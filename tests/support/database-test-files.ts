/**
 * The Vitest files of the given folders that can touch a PostgreSQL database: those whose imports
 * (followed through every file, static and `import()`) reach tests/support/db.ts, the one way a
 * test gets a database of the run's kind, or that read TEST_DATABASE_URL themselves. CI's
 * PostgreSQL leg (.ci/run) runs only these: a pure unit file gives the same answer on either kind,
 * so running it twice proves nothing new.
 *
 * The list is computed, not kept: a new test that creates a database through the support helpers
 * joins the leg by itself. Prints one path a line (relative to the repository).
 *
 *   npx tsx tests/support/database-test-files.ts server tests/unit
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const DATABASE_HELPER = path.join(root, "tests/support/db.ts");
const TEST_FILE = /\.test\.tsx?$/;
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** package.json "imports" (#server/* → ./server/*) */
const aliases: [string, string][] = Object.entries(
  JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).imports as Record<string, string>,
).map(([from, to]) => [from.replace(/\*$/, ""), path.join(root, to.replace(/\*$/, ""))]);

function resolve(specifier: string, from: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else {
    const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
    if (alias) base = alias[1] + specifier.slice(alias[0].length);
  }
  if (!base) return undefined; // a package: no test database behind it
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bexport\s*\*\s*from\s*)["']([^"']+)["']/g;
const importsOf = new Map<string, string[]>();

/** the repository's source files a file imports (read once) */
function imports(file: string): string[] {
  let list = importsOf.get(file);
  if (!list) {
    const text = readFileSync(file, "utf8");
    list = [...text.matchAll(IMPORT)]
      .map((match) => resolve(match[1], file))
      .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
    importsOf.set(file, list);
  }
  return list;
}

/** whether a test file reads TEST_DATABASE_URL or its imports reach the database helper */
function touchesDatabase(testFile: string): boolean {
  if (readFileSync(testFile, "utf8").includes("TEST_DATABASE_URL")) return true;
  const seen = new Set([testFile]);
  const todo = [testFile];
  for (let file = todo.pop(); file; file = todo.pop()) {
    for (const target of imports(file)) {
      if (target === DATABASE_HELPER) return true;
      if (!seen.has(target)) {
        seen.add(target);
        todo.push(target);
      }
    }
  }
  return false;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : testFiles(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}

const folders = process.argv.slice(2);
if (folders.length === 0) throw new Error("usage: database-test-files.ts <folder>…");
const files = folders.flatMap((folder) => testFiles(path.join(root, folder))).sort();
for (const file of files) if (touchesDatabase(file)) console.log(path.relative(root, file));
