/**
 * Is an address live, i.e. answered by the site without looking at the redirects? A published page,
 * news item, tip or product (within its scheduled window: the public finders), the fixed public
 * routes (overviews, remote help), and the routes of the logins, portals, admin area, preview links
 * and the API. A redirect from a live address would never be answered (the live address wins,
 * ./answer.ts), and a redirect to an address that is not live ends on the not-found page.
 */
import { ADMIN_BASE } from "#core/admin-path.ts";
import { PREVIEW_LINK_PATH } from "#core/preview-links.ts";
import { resolvePublicPath } from "#core/public/urls.ts";
import { addressKey } from "#core/redirect-paths.ts";
import { roles } from "#core/roles.ts";
import { homePath } from "#core/session/home.server.ts";
import { authPaths, loginPath } from "#core/session/paths.ts";
import type { Tx } from "../db/client.ts";
import { findPublicNewsByUrl } from "../news/service.ts";
import { findPublicPageByFullUrl } from "../pages/service.ts";
import { findPublicProductByUrl } from "../products/service.ts";
import { findPublicTipByUrl } from "../tips/service.ts";

/** the routes of the logged-in side (app/routes/auth, app/routes/portal), by address key */
const ownRoutes = new Set(
  [
    ...Object.values(authPaths).flatMap((paths) => [paths.nl, paths.en]),
    ...roles.flatMap((role) => [loginPath(role, "nl"), loginPath(role, "en")]),
    ...roles.flatMap((role) => [homePath(role, "nl"), homePath(role, "en")]),
    "/robots.txt",
    "/sitemap.xml",
  ].map(addressKey),
);
/** areas whose every address is the app's own: the admin, preview links, the API */
const ownAreas = [ADMIN_BASE, PREVIEW_LINK_PATH, "/api"].map(addressKey);

export async function isLiveAddress(db: Tx, path: string): Promise<boolean> {
  const key = addressKey(path);
  if (ownRoutes.has(key) || ownAreas.some((area) => key === area || key.startsWith(`${area}/`))) return true;
  const route = resolvePublicPath(key);
  switch (route.kind) {
    case "page":
    case "contact":
      return (await findPublicPageByFullUrl(db, route.lang, route.fullUrl)) !== null;
    case "newsDetail":
      return (await findPublicNewsByUrl(db, route.lang, route.url)) !== null;
    case "tipDetail":
      return (await findPublicTipByUrl(db, route.lang, route.url)) !== null;
    case "productDetail":
      return (await findPublicProductByUrl(db, route.lang, route.url)) !== null;
    case "notFound":
      return false;
    default:
      // the overviews and the remote-help page are always there
      return true;
  }
}
