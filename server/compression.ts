/**
 * Compresses every text answer that is not compressed yet (requirements §10.6): API JSON, pages rendered
 * for a logged-in visitor, React Router's `.data` answers, robots.txt and sitemap.xml. Pages from
 * the page cache and the build's assets arrive compressed already (server/page-cache/,
 * scripts/after-build.ts) and pass untouched.
 *
 * The levels are the cheap ones (brotli 4, gzip 5): this runs on every such answer, and the large
 * public pages are compressed harder, once, by the page cache. Each chunk is flushed, so a page that
 * React streams still reaches the browser piece by piece.
 */
import { Duplex } from "node:stream";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|x-ndjson)|image\/svg\+xml)/i;
/** the encoding to answer with: brotli, then gzip, then none (q=0 refuses one) */
export function pickEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | "identity" {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/** below this the headers outweigh the saving */
const MIN_BYTES = 1024;

export function shouldCompress(request: Request, response: Response): boolean {
  if (!response.body || request.method === "HEAD") return false;
  if (response.status === 204 || response.status === 304) return false;
  const headers = response.headers;
  if (headers.has("Content-Encoding")) return false;
  if (/no-transform/i.test(headers.get("Cache-Control") ?? "")) return false;
  if (!COMPRESSIBLE.test(headers.get("Content-Type") ?? "")) return false;
  const length = headers.get("Content-Length");
  return length === null || Number(length) >= MIN_BYTES;
}

export const compression: MiddlewareHandler = async (c, next) => {
  await next();
  const response = c.res;
  if (!shouldCompress(c.req.raw, response)) return;
  const vary = response.headers.get("Vary");
  if (!vary?.toLowerCase().includes("accept-encoding")) {
    response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  const encoding = pickEncoding(c.req.header("accept-encoding"));
  if (encoding === "identity") return;
  const compressor =
    encoding === "br"
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : createGzip({ level: 5, flush: constants.Z_SYNC_FLUSH });
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Encoding", encoding);
  // a strong validator names exact bytes; the compressed ones differ
  const etag = headers.get("ETag");
  if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
  const body = (response.body as ReadableStream<Uint8Array>).pipeThrough(
    Duplex.toWeb(compressor) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>,
  );
  c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
};
