/**
 * The one rule for every address an editor types as a link target: an absolute `http://`
 * or `https://` url, or a path of this site that starts with exactly one `/`. Refused: other schemes
 * (`javascript:`, `data:` …), protocol-relative `//host/…` and `/\host/…` (browsers read the
 * backslash as a slash, so both leave the site), and anything with spaces, quotes or angle brackets.
 * Pure (zod only): the admin forms in the browser use the same schema.
 */
import { z } from "zod";

const FORBIDDEN = /[\s"'<>\\`]|\p{Cc}/u;

export function isSafeLink(value: string): boolean {
  if (value === "") return true;
  if (FORBIDDEN.test(value)) return false;
  if (value.startsWith("/")) return value[1] !== "/";
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** a link target an editor types; "" = none */
export const linkSchema = (max = 500) =>
  z.string().trim().max(max, { message: "too_long" }).refine(isSafeLink, { message: "invalid" });
