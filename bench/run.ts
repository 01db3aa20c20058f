/**
 * `npm run bench`: throughput of the real server (built app, embedded database with demo content, a
 * temporary DATA_DIR) on the loopback interface. Prints requests per second for each measurement and
 * the ratio of the home page's server render to /api/health from the same process. Nothing is
 * asserted: timings depend on the machine (tests never assert them, DESIGN §6).
 *
 * Add a measurement by adding a line to `measurements`. Settings: BENCH_SECONDS (5), BENCH_CONCURRENCY
 * (10), BENCH_WARMUP_SECONDS (1).
 */
import { startRealServer } from "./real-server.ts";

export interface Measurement {
  name: string;
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
}

export const measurements: Measurement[] = [
  { name: "home SSR (GET /)", path: "/" },
  { name: "home SSR, English (GET /en)", path: "/en" },
  { name: "health (GET /api/health)", path: "/api/health" },
];

/** the two whose ratio is printed */
const RATIO = { numerator: "home SSR (GET /)", denominator: "health (GET /api/health)" };

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);

interface Result {
  name: string;
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** `concurrency` loops, each sending the next request when its previous answer is read, for `duration` ms */
async function load(baseUrl: string, m: Measurement, duration: number): Promise<Omit<Result, "name">> {
  const latencies: number[] = [];
  let errors = 0;
  const init: RequestInit = {
    method: m.method ?? "GET",
    headers: { ...(m.body === undefined ? {} : { "content-type": "application/json" }), ...m.headers },
    body: m.body === undefined ? undefined : JSON.stringify(m.body),
  };
  const started = performance.now();
  const end = started + duration;
  const loop = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const response = await fetch(baseUrl + m.path, init);
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - t0);
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

async function main() {
  process.stdout.write("Starting the built server on a temporary embedded database …\n");
  const server = await startRealServer();
  try {
    const results: Result[] = [];
    for (const m of measurements) {
      await load(server.url, m, warmupSeconds * 1000);
      const result = { name: m.name, ...(await load(server.url, m, seconds * 1000)) };
      results.push(result);
      process.stdout.write(
        `${m.name.padEnd(36)} ${result.perSecond.toFixed(0).padStart(7)} req/s   p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   errors ${result.errors}\n`,
      );
    }
    const a = results.find((r) => r.name === RATIO.numerator);
    const b = results.find((r) => r.name === RATIO.denominator);
    if (a && b && b.perSecond > 0) {
      process.stdout.write(
        `\nHome page SSR throughput is ${((a.perSecond / b.perSecond) * 100).toFixed(1)}% of /api/health (ratio ${(a.perSecond / b.perSecond).toFixed(3)}), ${seconds} s per measurement, concurrency ${concurrency}.\n`,
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Benchmark failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
