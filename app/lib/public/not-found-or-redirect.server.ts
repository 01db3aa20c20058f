/**
 * What a public loader throws when the address shows nothing (requirements §2 "Redirects"): a 301 to
 * the end of the redirect's chain (with the request's query string) when the address is an old one, else the
 * not-found page (404). Live content is looked up first, so a live address always wins, and a page
 * that exists costs no redirect query. A 301 is never kept by the page cache (it keeps only 200s,
 * server/page-cache/page-cache.ts), so a changed redirect counts from the next request.
 */
import { redirect } from "react-router";
import { notFound } from "#app/lib/public/loader.server.ts";
import type { Tx } from "#server/db/client.ts";
import { findRedirectTarget } from "#server/redirects/service.ts";

export async function notFoundOrRedirect(db: Tx, url: URL): Promise<Response | ReturnType<typeof notFound>> {
  // the end of the chain, URL-encoded and checked again to stay on this site (core/public/site-path.ts):
  // a target saved before that rule, or restored from a backup, is answered with 404, never elsewhere
  const target = await findRedirectTarget(db, url.pathname);
  if (!target) return notFound();
  return redirect(`${target}${url.search}`, 301);
}
