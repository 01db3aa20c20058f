/**
 * How a route says that its anonymous answers may be kept by the page cache (page-cache.ts): it
 * sets this header, which the cache removes before anything leaves the server. Only the public
 * layout route does (app/routes/public/layout.tsx); the admin area, the portals, the logins and
 * the previews never do, so they can never be served from the cache.
 */
export const PAGE_CACHE_HEADER = "X-Page-Cache-Allowed";

export const cacheablePageHeaders = () => ({ [PAGE_CACHE_HEADER]: "public" });

/**
 * A public page whose answer belongs to one visitor (a search's results, a booking step): never
 * kept (`no-store` makes it unstorable), yet still marked public, so it is counted as a page view
 * (server/visits) like every other public page.
 */
export const uncachedPublicPageHeaders = () => ({
  [PAGE_CACHE_HEADER]: "public",
  "Cache-Control": "no-store",
});
