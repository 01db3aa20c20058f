/**
 * The load scripts/deploy-check.ts puts on the site while update.sh switches releases: no request
 * may fail meanwhile.
 */
import type { Get } from "./https.ts";

const paths = ["/", "/en", "/api/health", "/nieuws", "/en/news", "/contact"];
/**
 * Six clients asking the site's pages (`publicUrl`) for `seconds` while `during` runs (it begins
 * after 2 s): how many requests, how many failed or answered other than 2xx/3xx, the slowest, the
 * answers by status. A failing `during` ends the load at once and is thrown on.
 */
export async function underLoad(get: Get, publicUrl: string, seconds: number, during: () => Promise<void>) {
  const counts = { total: 0, failed: 0, bad: 0, slowest: 0 };
  const statuses = new Map<number, number>();
  let until = Date.now() + seconds * 1000;
  const worker = async (n: number) => {
    for (let i = n; Date.now() < until; i++) {
      const began = Date.now();
      try {
        const answer = await get(`${publicUrl}${paths[i % paths.length]}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status < 200 || answer.status >= 400) counts.bad++;
      } catch (error) {
        counts.failed++;
        if (counts.failed <= 5) console.log(`    request failed: ${(error as Error).message}`);
      }
      counts.total++;
      counts.slowest = Math.max(counts.slowest, Date.now() - began);
    }
  };
  const load = Promise.all(Array.from({ length: 6 }, (_, n) => worker(n)));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  try {
    await during();
  } catch (error) {
    until = 0; // a failed step ends the load at once
    await load;
    throw error;
  }
  await load;
  return { ...counts, statuses: Object.fromEntries(statuses) };
}
