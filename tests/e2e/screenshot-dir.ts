/**
 * Where the screenshot journeys write their pictures. By default a folder in the system's temporary
 * directory, so `npm test` never rewrites tracked files; to refresh the pictures the docs show, run
 * them with `SCREENSHOT_DIR=docs/screenshots` (README, "Testing").
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const screenshotDir = path.resolve(
  process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), "delft-it-screenshots"),
);
mkdirSync(screenshotDir, { recursive: true });
