/**
 * One input rule for the whole API: no string a request carries — path segment, query
 * key or value, JSON body key or value at any depth, multipart text field — may contain a character
 * that PostgreSQL's `text` and `jsonb` cannot hold. PostgreSQL (and PGlite) refuse U+0000 in both,
 * so such a value reaching a query is a database error (a 500) instead of a validation answer.
 *
 * The check runs as middleware in front of every API route (server/api.ts), so no route, schema or
 * service has to remember it; the answer is the same 422 the router's validation hook gives (requirements §5 wording).
 */
import type { Context, MiddlewareHandler } from "hono";
import { message } from "#core/validation/messages.ts";
import { labelOf } from "#core/validation/validate.ts";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "../http/context.ts";
import { findRule } from "../permissions.ts";

/** the character a PostgreSQL text or jsonb value cannot contain */
export const UNSTORABLE_CHARACTER = "\u0000";

/** multipart bodies up to this size are read here (the largest upload route allows 20 MB + envelope) */
const MAX_SCANNED_MULTIPART_BYTES = 21 * 1024 * 1024;
/** JSON bodies up to this size are read here; larger ones are refused by the routes (413) */
const MAX_SCANNED_JSON_BYTES = 1024 * 1024;

const hasUnstorable = (value: string) => value.includes(UNSTORABLE_CHARACTER);

/**
 * The paths ("a.b.0.c") of every key or string value in a parsed JSON value that cannot be stored.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorablePaths(value: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  while (stack.length > 0) {
    const item = stack.pop() as { value: unknown; path: string };
    const current = item.value;
    if (typeof current === "string") {
      if (hasUnstorable(current)) found.push(item.path);
    } else if (Array.isArray(current)) {
      current.forEach((child, index) => {
        stack.push({ value: child, path: join(item.path, String(index)) });
      });
    } else if (current !== null && typeof current === "object") {
      for (const [key, child] of Object.entries(current)) {
        const path = join(item.path, key);
        if (hasUnstorable(key)) found.push(path);
        stack.push({ value: child, path });
      }
    }
  }
  return found;
}

const join = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/** The path parameters (by name where the permission table names them) that cannot be stored. */
function unstorablePathParams(c: Context<AppEnv>): string[] {
  const segments = new URL(c.req.url).pathname.replace(/^\/api\/?/, "").split("/");
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment; // malformed escapes are the router's business (404)
    }
  });
  if (!decoded.some(hasUnstorable)) return [];
  const method = c.req.method === "HEAD" ? "GET" : c.req.method;
  const names = findRule(method, decoded.join("/"))?.path.split("/") ?? [];
  return decoded.flatMap((segment, index) =>
    hasUnstorable(segment) ? [names[index]?.replace(/^:/, "") || `segment ${index + 1}`] : [],
  );
}

function unstorableQuery(c: Context<AppEnv>): string[] {
  const found: string[] = [];
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (hasUnstorable(key) || hasUnstorable(value)) found.push(key);
  }
  return found;
}

async function unstorableBody(c: Context<AppEnv>): Promise<string[]> {
  if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.raw.body) return [];
  const type = c.req.header("content-type")?.split(";")[0].trim().toLowerCase() ?? "";
  const declared = Number(c.req.header("content-length") ?? "NaN");
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    // only a body of known, acceptable size is read here; the upload routes' own limits refuse the rest
    if (!Number.isFinite(declared) || declared > MAX_SCANNED_MULTIPART_BYTES) return [];
    const form = await c.req.formData().catch(() => null);
    if (!form) return [];
    const found: string[] = [];
    for (const [key, value] of form) {
      if (hasUnstorable(key) || (typeof value === "string" && hasUnstorable(value))) found.push(key);
    }
    return found;
  }
  if (Number.isFinite(declared) && declared > MAX_SCANNED_JSON_BYTES) return [];
  const raw = await readCopy(c.req.raw, MAX_SCANNED_JSON_BYTES);
  if (raw === null || !raw.includes("\\u0000")) return [];
  try {
    return unstorablePaths(JSON.parse(raw));
  } catch {
    return []; // not JSON: the route answers 400
  }
}

/**
 * The body as text, read from a copy so the route (and its body-size limit) still reads the
 * original; null when it is larger than `max` bytes (the route refuses those) or cannot be read.
 */
async function readCopy(request: Request, max: number): Promise<string | null> {
  const reader = request.clone().body?.getReader();
  if (!reader) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > max) {
        await reader.cancel();
        return null;
      }
      chunks.push(part.value);
    }
  } catch {
    return null;
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** 422 (requirements §5 shape) when any string of the request cannot be stored; see the file comment. */
export const rejectUnstorableText: MiddlewareHandler<AppEnv> = async (c, next) => {
  const fields = [...unstorablePathParams(c), ...unstorableQuery(c), ...(await unstorableBody(c))];
  if (fields.length > 0) {
    const lang = c.var.lang;
    const errors: Record<string, string[]> = {};
    for (const field of fields) {
      const leaf = field.split(".").findLast((part) => !/^\d+$/.test(part)) ?? field;
      // defineProperty: a field named "__proto__" must stay a plain key
      Object.defineProperty(errors, field, {
        value: [message("invalid", lang, labelOf(leaf, lang))],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    c.var.log.warn({ fields: Object.keys(errors) }, "refused: unstorable character in input");
    throw new DomainError(
      "invalid",
      message("validation_failed", lang),
      message("validation_failed", lang),
      errors,
    );
  }
  await next();
};

/**
 * The pages get the same protection differently: a NUL in a page address or query names no page, so
 * React Router receives the request with every NUL replaced by U+FFFD (which the database can hold
 * and no address contains); its loaders then find nothing and the visitor gets the not-found page
 * instead of a database error. (No page route takes a body: the forms post to the API.)
 */
export function withStorableUrl(request: Request): Request {
  if (!request.url.includes("%00") || (request.method !== "GET" && request.method !== "HEAD")) return request;
  return new Request(request.url.replaceAll("%00", "%EF%BF%BD"), {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
  });
}
