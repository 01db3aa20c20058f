/** Reading request bodies safely: a bad or oversized body is a 4xx with the error shape, never a 500. */
import type { Context } from "hono";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "./context.ts";
import { type RequestMessageKey, requestMessages } from "./request-messages.ts";
import { type LangTexts, notFoundIn } from "./router.ts";

const MAX_JSON_BYTES = 256 * 1024;

function refused(kind: "bad_request" | "too_large", key: RequestMessageKey, c: Context<AppEnv>): DomainError {
  const text = requestMessages[key][c.var.lang];
  return new DomainError(kind, text, text);
}

/** Parses a JSON body (an empty body reads as {}); 400 on malformed JSON, 413 when too large. */
export async function readJsonBody(c: Context<AppEnv>, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) throw refused("too_large", "too_large", c);
  let raw: string;
  try {
    raw = await c.req.text();
  } catch {
    throw refused("bad_request", "malformed_json", c);
  }
  if (Buffer.byteLength(raw) > maxBytes) throw refused("too_large", "too_large", c);
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw refused("bad_request", "malformed_json", c);
  }
}

/**
 * The id of a plain Hono route's path, or the entity's 404 (the same rule as `idParams` of
 * ./router.ts: an id that cannot exist is simply not found).
 */
export function idParam(c: Context<AppEnv>, notFound: LangTexts): number {
  const value = c.req.param("id") ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw notFoundIn(notFound, c.var.lang);
  }
  return Number(value);
}
