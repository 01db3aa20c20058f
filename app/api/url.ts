/**
 * The address of an API call (requirements §7): the API base, the call's query, `_format=json` on
 * every call and a timestamp `t` on a GET. Both clients build it here: the full client
 * (app/api-client.ts) and the small public GET of the islands (./public-get.ts).
 */
import type { HttpMethod, QueryValue } from "./options.ts";

export function apiUrl(
  base: string,
  method: HttpMethod,
  path: string,
  query: Record<string, QueryValue> | undefined,
  now: number,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  params.set("_format", "json");
  if (method === "GET") params.set("t", String(now));
  const clean = path.replace(/^\/+/, "");
  return `${base}/${clean}${clean.includes("?") ? "&" : "?"}${params}`;
}
