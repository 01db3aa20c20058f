/**
 * The load generator of `npm run bench`: closed-loop clients on the loopback interface, each sending
 * its next request as soon as the previous answer has been read. Latencies are kept for every answer;
 * the status classes are counted so a 429 or a 5xx is reported, never hidden.
 */

export interface Measurement {
  name: string;
  /** a stable key for the JSON results and the ratios */
  key: string;
  path: string;
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** the request init of the n-th request (0-based); lets a POST vary its body or headers */
  init?: (n: number) => RequestInit;
  /** the path of the n-th request (0-based), when it is not always `path` */
  pathOf?: (n: number) => string;
  /** measure with a fixed number of sequential requests instead of a timed concurrent run */
  sequential?: number;
}

export interface LoadResult {
  /** every answer that was read (any status) */
  requests: number;
  /** answers by status: "200", "429" … and "network" for failed connections */
  statuses: Record<string, number>;
  ok: number;
  perSecond: number;
  /** throughput of 2xx answers only */
  okPerSecond: number;
  /** latency percentiles in ms over 2xx answers (the interesting work); 0 when there were none */
  p50: number;
  p99: number;
  /** the same over every answer, refusals included */
  p50All: number;
  p99All: number;
  seconds: number;
  concurrency: number;
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function load(
  baseUrl: string,
  m: Measurement,
  options: { durationMs: number; concurrency: number },
): Promise<LoadResult> {
  const okLatencies: number[] = [];
  const allLatencies: number[] = [];
  const statuses: Record<string, number> = {};
  let counter = 0;
  const one = async () => {
    const n = counter++;
    const init = { method: m.method ?? "GET", ...m.init?.(n) };
    const t0 = performance.now();
    try {
      const response = await fetch(baseUrl + (m.pathOf?.(n) ?? m.path), init);
      await response.arrayBuffer();
      const ms = performance.now() - t0;
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      allLatencies.push(ms);
      if (response.ok) okLatencies.push(ms);
    } catch {
      statuses.network = (statuses.network ?? 0) + 1;
    }
  };

  const started = performance.now();
  let concurrency = options.concurrency;
  if (m.sequential !== undefined) {
    concurrency = 1;
    for (let i = 0; i < m.sequential; i++) await one();
  } else {
    const end = started + options.durationMs;
    const loop = async () => {
      while (performance.now() < end) await one();
    };
    await Promise.all(Array.from({ length: concurrency }, loop));
  }
  const seconds = (performance.now() - started) / 1000;
  okLatencies.sort((a, b) => a - b);
  allLatencies.sort((a, b) => a - b);
  return {
    requests: allLatencies.length + (statuses.network ?? 0),
    statuses,
    ok: okLatencies.length,
    perSecond: allLatencies.length / seconds,
    okPerSecond: okLatencies.length / seconds,
    p50: percentile(okLatencies, 0.5),
    p99: percentile(okLatencies, 0.99),
    p50All: percentile(allLatencies, 0.5),
    p99All: percentile(allLatencies, 0.99),
    seconds,
    concurrency,
  };
}

/** "200×812, 429×3" */
export const statusSummary = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
