/**
 * Vitest setup file, run before every test file (vitest.config.ts `setupFiles`). The workers do not
 * isolate files (`isolate: false`: the app is imported once per worker), so what a real process
 * keeps for its lifetime would carry from one file to the next. Reset here to what a fresh process
 * has:
 * - the request metrics (server/metrics/metrics.ts): a metric keeps at most 500 label sets and then
 *   counts under "other", so the files before would use up the room a metrics test's series need.
 */
import * as metrics from "#server/metrics/metrics.ts";
import { Counter, Histogram } from "#server/metrics/registry.ts";

for (const metric of Object.values(metrics)) {
  if (metric instanceof Counter || metric instanceof Histogram) metric.clear();
}
