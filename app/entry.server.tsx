import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { appContext } from "./context.server.ts";

// the server (server/ssr.ts) reads the context key from the build, so both use the same instance
export { appContext };

export const streamTimeout = 5_000;

const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchPriority="low"');

/**
 * React Router names every module of the page as `<link rel="modulepreload">` in the head, which
 * browsers fetch at high priority, ahead of or beside the stylesheet and the header image the first
 * paint waits for (on HTTP/1.1, six connections). The page is readable before it is hydrated, so the
 * scripts are asked for at low priority: paint first, then interactivity (README, "Speed").
 * Done on the bytes (the pattern is ASCII, so it can never match inside a multi-byte character).
 */
export function lowPriorityModulePreloads(chunk: Buffer): Buffer {
  let at = chunk.indexOf(MODULE_PRELOAD);
  if (at < 0) return chunk;
  const parts: Buffer[] = [];
  let from = 0;
  while (at >= 0) {
    const end = at + MODULE_PRELOAD.byteLength;
    parts.push(chunk.subarray(from, end), LOW_PRIORITY);
    from = end;
    at = chunk.indexOf(MODULE_PRELOAD, end);
  }
  parts.push(chunk.subarray(from));
  return Buffer.concat(parts);
}

const HEAD_END = Buffer.from("</head>");

/**
 * The stream's chunks with the head's preloads at low priority. The head is held back until it is
 * whole (React writes it with the shell, a few KiB), so no preload tag is missed where a chunk
 * boundary happens to split it; everything after the head passes as it comes.
 */
export function headPreloadsAtLowPriority() {
  let head: Buffer[] | null = [];
  return {
    push(chunk: Buffer): Buffer | null {
      if (!head) return chunk;
      head.push(chunk);
      const whole = Buffer.concat(head);
      if (whole.indexOf(HEAD_END) < 0) return null;
      head = null;
      return lowPriorityModulePreloads(whole);
    },
    /** what is still held when the stream ends (a document without a head) */
    flush(): Buffer | null {
      const rest = head && head.length > 0 ? lowPriorityModulePreloads(Buffer.concat(head)) : null;
      head = null;
      return rest;
    },
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(appContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // The whole document at once, for every visitor: the blocks of a page are Suspense boundaries
    // (app/blocks/registry.tsx) that the browser hydrates one by one, and sent before they are done
    // they would arrive hidden, shown by an inline script — invisible without JavaScript, and kept so
    // by the page cache for every later visitor, crawlers included. Nothing in a render waits on data
    // (the loaders have run), so waiting for all of it costs no time.
    const readyOption = "onAllReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // a finished boundary is written in place, however large: React otherwise sends a large one
        // after the rest, hidden until an inline script moves it (see readyOption above)
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const preloads = headPreloadsAtLowPriority();
          const body = new PassThrough({
            transform(chunk: Buffer, _encoding, callback) {
              callback(null, preloads.push(chunk) ?? undefined);
            },
            flush(callback) {
              callback(null, preloads.flush() ?? undefined);
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
