/**
 * GET/HEAD of stored files through the app, with the headers the directory serving gives (Content-Type
 * by the name's extension, Content-Length, Last-Modified) plus the store's ETag, so a browser can
 * revalidate with If-None-Match. A key that is not there falls through to the next handler (the
 * site's 404 page), as a missing file on disk does.
 */

import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { webStreamOf } from "../http/web-stream.ts";
import { checkKey, type ObjectInfo, type ObjectStorage, type StoredFile } from "./types.ts";

/** a GET's answer carries the body; a HEAD's does not */
const hasBody = (file: ObjectInfo | StoredFile): file is StoredFile => "body" in file;

export function serveFromStorage(storage: ObjectStorage, urlPrefix = "/uploads/"): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
    let key: string;
    try {
      key = checkKey(decodeURIComponent(c.req.path.slice(urlPrefix.length)));
    } catch {
      return next();
    }
    const file = c.req.method === "HEAD" ? await storage.head(key) : await storage.get(key);
    if (!file) return next();
    c.header("Content-Type", getMimeType(key) || "application/octet-stream");
    if (file.lastModified) c.header("Last-Modified", file.lastModified.toUTCString());
    if (file.etag) c.header("ETag", file.etag);
    const ifNoneMatch = c.req.header("if-none-match");
    if (file.etag && ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
      if (hasBody(file)) file.body.destroy();
      return c.body(null, 304);
    }
    c.header("Content-Length", String(file.size));
    if (!hasBody(file)) return c.body(null, 200);
    return c.body(webStreamOf(file.body), 200);
  };
}
