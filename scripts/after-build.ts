/**
 * Runs after `react-router build` (package.json "build").
 *
 * The admin area lives under an unlisted path (SPEC §2). React Router writes a full route manifest
 * (`build/client/assets/manifest-<version>.js`) that names every route, the admin's included. With
 * lazy route discovery (the default, see react-router.config.ts) the browser never loads that file:
 * it asks `/__manifest?paths=…` for the routes of the links it sees and gets only those. The file
 * is therefore dead weight whose only reader would be someone looking for the hidden path, so it is
 * removed from the client build. `tests/e2e/hidden-admin-path.spec.ts` proves that nothing a public
 * page loads names the admin path.
 */
import { readdir, rm } from "node:fs/promises";
import path from "node:path";

const assets = path.resolve(import.meta.dirname, "../build/client/assets");

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
