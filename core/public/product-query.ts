/**
 * A product question without scripts: a product page's "ask about this product" leads to
 * `/contact?product=<id>` (app/components/ContactLink.tsx), and the contact page's form names that
 * product and posts its id. The page cache keeps the parameter in its key (server/page-cache/
 * page-cache.ts `cacheKeyOf`), so this one reading decides both: the key and the loader agree on
 * which addresses name a product, and anything else (`?product=007`, `?product=x`, the parameter on
 * another page) is the plain page under the plain key. Bounded: a positive 32-bit id, no leading zero.
 */
import { resolvePublicPath } from "./urls.ts";

export const PRODUCT_QUERY = "product";
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;
const MAX_ID = 2_147_483_647;

/** the product id a contact page's address asks about, or null */
export function productQueryOf(url: URL): number | null {
  const value = url.searchParams.get(PRODUCT_QUERY);
  if (value === null || !CANONICAL_ID.test(value)) return null;
  const id = Number(value);
  if (id > MAX_ID) return null;
  return resolvePublicPath(url.pathname).kind === "contact" ? id : null;
}
