/** Reading request bodies safely: a bad or oversized body is a 4xx with the error shape, never a 500. */
import type { Context } from "hono";
import type { AppEnv } from "../http/context.ts";
import { HttpError } from "../http/errors.ts";

const MAX_JSON_BYTES = 256 * 1024;

const text = {
  bad_json: {
    en: "The request body is not valid JSON",
    nl: "De inhoud van het verzoek is geen geldige JSON",
  },
  too_large: { en: "The request body is too large", nl: "De inhoud van het verzoek is te groot" },
};

/** Parses a JSON body (an empty body reads as {}); 400 on malformed JSON, 413 when too large. */
export async function readJsonBody(c: Context<AppEnv>, maxBytes = MAX_JSON_BYTES): Promise<unknown> {
  const lang = c.var.lang;
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, text.too_large[lang], text.too_large[lang]);
  let raw: string;
  try {
    raw = await c.req.text();
  } catch {
    throw new HttpError(400, text.bad_json[lang], text.bad_json[lang]);
  }
  if (Buffer.byteLength(raw) > maxBytes) throw new HttpError(413, text.too_large[lang], text.too_large[lang]);
  if (raw.trim() === "") return {};
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, text.bad_json[lang], text.bad_json[lang]);
  }
}

/** A positive integer route parameter, or 404 (an id that cannot exist is simply not found). */
export function idParam(c: Context<AppEnv>, name = "id", notFoundTitle = "Not found"): number {
  const value = c.req.param(name) ?? "";
  if (!/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > 2_147_483_647) {
    throw new HttpError(404, notFoundTitle, notFoundTitle);
  }
  return Number(value);
}
