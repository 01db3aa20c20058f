/**
 * What a public loader throws when the address shows nothing (requirements §2 "Redirects"): a 301 to
 * the redirect's target (with the request's query string) when the address is an old one, else the
 * not-found page (404). Live content is looked up first, so a live address always wins, and a page
 * that exists costs no redirect query. A 301 is never kept by the page cache (it keeps only 200s,
 * server/page-cache/page-cache.ts), so a changed redirect counts from the next request.
 */
import { redirect } from "react-router";
import { notFound } from "#app/lib/public/loader.server.ts";
import type { Tx } from "../db/client.ts";
import { findRedirectTarget } from "./service.ts";

export async function notFoundOrRedirect(db: Tx, url: URL): Promise<Response> {
  const target = await findRedirectTarget(db, url.pathname);
  if (!target) return notFound() as unknown as Response;
  // the URL parser percent-encodes what a Location header cannot carry; the target is a path of this site
  const location = new URL(target, url.origin);
  return redirect(`${location.pathname}${url.search}`, 301);
}
