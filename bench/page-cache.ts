/**
 * The page-cache part of `npm run bench`: each public page measured next to a bare
 * `node:http` server that answers every request with the very same bytes and headers the real server
 * sent for it (captured once), in the same run, with the same load generator:
 *
 * - hit: an anonymous GET with `Accept-Encoding: br` (what a browser sends), served from the cache;
 * - 304: the same with the page's ETag in If-None-Match;
 * - miss: a different `?page=N` on every request, so every answer is rendered, compressed and kept
 *   (the cost of the first visitor after a content change), against the bare server's hit figures.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type LoadResult, load, type Measurement } from "./load.ts";

export interface Captured {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/** one answer as the real server gives it, compressed bytes included */
export async function capture(url: string, headers: Record<string, string>): Promise<Captured> {
  // node's fetch would decompress; node:http hands over the bytes as they came
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.entries(response.headers)
            .filter(([name]) => !["date", "connection", "keep-alive", "transfer-encoding"].includes(name))
            .flatMap(([name, value]) =>
              (Array.isArray(value) ? value : [value ?? ""]).map((v) => [name, v] as [string, string]),
            ),
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** a bare node:http server answering every request with the captured answer */
export async function startBare(answers: Record<string, Captured>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const answer = answers[req.url ?? "/"] ?? answers["/"];
    res.writeHead(answer.status, answer.headers.flat());
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface CacheRow extends LoadResult {
  name: string;
  key: string;
  /** the bare server's result on the same bytes, when there is one */
  bare?: LoadResult;
}

export async function measurePageCache(
  base: string,
  pages: { key: string; name: string; path: string }[],
  options: { durationMs: number; warmupMs: number; concurrency: number },
): Promise<CacheRow[]> {
  const browser = { "accept-encoding": "br, gzip" };
  const rows: CacheRow[] = [];
  const run = async (url: string, m: Measurement) => {
    await load(url, m, { durationMs: options.warmupMs, concurrency: options.concurrency });
    return load(url, m, { durationMs: options.durationMs, concurrency: options.concurrency });
  };
  for (const page of pages) {
    let bareHit: LoadResult | undefined;
    await capture(base + page.path, browser); // fills the cache
    const hit = await capture(base + page.path, browser);
    const etag = hit.headers.find(([n]) => n === "etag")?.[1] ?? "";
    const notModified = await capture(base + page.path, { ...browser, "if-none-match": etag });
    const bare = await startBare({ "/hit": hit, "/304": notModified });
    try {
      const hitM: Measurement = {
        key: `${page.key}-hit`,
        name: "",
        path: page.path,
        init: () => ({ headers: browser }),
      };
      bareHit = await run(bare.url, { ...hitM, path: "/hit" });
      rows.push({
        ...(await run(base, hitM)),
        key: hitM.key,
        name: `${page.name}: cache hit`,
        bare: bareHit,
      });
      const nmInit = () => ({ headers: { ...browser, "if-none-match": etag } });
      const nm: Measurement = { key: `${page.key}-304`, name: "", path: page.path, init: nmInit };
      // a 304 is not "ok" for the load generator; count all answers
      const bare304 = await run(bare.url, { ...nm, path: "/304" });
      rows.push({ ...(await run(base, nm)), key: nm.key, name: `${page.name}: 304`, bare: bare304 });
    } finally {
      bare.server.close();
    }
    const separator = page.path.includes("?") ? "&" : "?";
    const miss: Measurement = {
      key: `${page.key}-miss`,
      name: "",
      path: page.path,
      // every request its own ?page=N: rendered, compressed and stored each time
      pathOf: (n) => `${page.path}${separator}page=${1000 + n}`,
      init: () => ({ headers: browser }),
    };
    const missResult = await load(base, miss, {
      durationMs: options.durationMs,
      concurrency: options.concurrency,
    });
    // compared with the bare server answering the same page: what a render costs against sending it
    rows.push({
      ...missResult,
      key: miss.key,
      name: `${page.name}: cache miss (render)`,
      bare: bareHit,
    });
  }
  return rows;
}
