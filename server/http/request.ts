/** Reading request bodies safely: a bad or oversized body is a 4xx with the error shape, never a 500. */
import type { Context } from "hono";
import { DomainError } from "../domain-error.ts";
import type { AppEnv } from "./context.ts";
import { type RequestMessageKey, requestMessages } from "./request-messages.ts";

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

/** A positive integer route parameter, or 404 (an id that cannot exist is simply not found). */
export function idParam(c: Context<AppEnv>, name = "id", notFoundTitle = "Not found"): number {
  const value = c.req.param(name) ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new DomainError("not_found", notFoundTitle, notFoundTitle);
  }
  return Number(value);
}
