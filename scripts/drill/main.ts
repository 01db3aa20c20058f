/**
 * `npm run drill` (1 000 posts at 50 concurrent; PostgreSQL restarted, SMTP away for 30 s, one
 * instance stopped with SIGTERM) and `npm run drill -- --short` (the variant the test suite runs).
 * Builds the app first when there is no build; run `npm run -s build` after changing the server.
 * Prints the figures; exits 1 when an invariant did not hold.
 */
import { ensureBuild } from "../../bench/real-server.ts";
import { runDrill } from "./drill.ts";
import { fullDrill, shortDrill } from "./settings.ts";
import { formatFigures, violations } from "./verdict.ts";

const short = process.argv.includes("--short");
ensureBuild();
const started = new Date();
const figures = await runDrill({
  ...(short ? shortDrill : fullDrill),
  log: (line) =>
    process.stderr.write(`[drill ${((Date.now() - started.getTime()) / 1000).toFixed(1)} s] ${line}\n`),
});
process.stdout.write(
  `Outage drill (${short ? "short" : "full"}), ${started.toISOString()}\n${formatFigures(figures)}\n`,
);
const failed = violations(figures);
if (failed.length > 0) {
  process.stdout.write(`\nFAILED:\n${failed.map((line) => `- ${line}`).join("\n")}\n`);
  process.exit(1);
}
process.stdout.write("\nAll invariants held.\n");
process.exit(0);
