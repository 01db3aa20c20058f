/**
 * Runs after `react-router build` (package.json "build"):
 *
 * 1. The admin area lives under an unlisted path (requirements §2). React Router writes a full route
 *    manifest (`build/client/assets/manifest-<version>.js`) that names every route, the admin's
 *    included. With lazy route discovery (react-router.config.ts) the browser never loads that
 *    file: it asks `/__manifest?paths=…` for the routes of the links it meets and gets only those.
 *    The file's only reader would be someone looking for the hidden path, so it is removed.
 *    `tests/e2e/hidden-admin-path.spec.ts` proves that nothing a public page loads names the path.
 * 2. Every text file of the client build is compressed once, as hard as brotli and gzip go, into
 *    `<file>.br` and `<file>.gz` beside it; the server sends those to browsers that accept them
 *    (serveStatic's `precompressed`, server/http.ts), so no asset is compressed per request.
 */
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const client = path.resolve(import.meta.dirname, "../build/client");
const assets = path.join(client, "assets");

const removed: string[] = [];
for (const name of await readdir(assets)) {
  if (/^manifest-[\w-]+\.js$/.test(name)) {
    await rm(path.join(assets, name));
    removed.push(name);
  }
}
if (removed.length === 0) {
  // a React Router upgrade that renames the file must not silently bring the leak back
  throw new Error("after-build: no route manifest found in build/client/assets; check the file name");
}
console.log(`after-build: removed the full route manifest (${removed.join(", ")})`);

const TEXT = /\.(?:js|mjs|css|svg|json|webmanifest|txt|xml|html|map)$/i;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(client)) {
  if (!TEXT.test(file)) continue;
  const content = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gz(content, { level: 9 }),
  ]);
  await writeFile(`${file}.br`, br);
  await writeFile(`${file}.gz`, gzipped);
  count++;
  before += (await stat(file)).size;
  after += br.byteLength;
}
console.log(
  `after-build: pre-compressed ${count} files (${(before / 1024).toFixed(0)} KiB, brotli ${(after / 1024).toFixed(0)} KiB)`,
);
