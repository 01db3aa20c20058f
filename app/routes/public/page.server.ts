/**
 * The loader of page.tsx: it reads through the server's services, so it lives in a .server
 * module, which never reaches a browser bundle (docs/ARCHITECTURE.md "Layers").
 */
import { parseBlocks } from "#app/blocks/data.server.ts";
import { emptySiteMeta } from "#app/components/NotFound.tsx";
import { appContext } from "#app/context.server.ts";
import { homeExtras, publicPageByFullUrl, publicPages } from "#app/lib/public/content.server.ts";
import { pageContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { notFoundOrRedirect } from "#app/lib/public/not-found-or-redirect.server.ts";
import { localBusinessJsonLd, seoMeta } from "#app/lib/public/seo.ts";
import { productQueryOf } from "#core/public/product-query.ts";
import { contactFullUrl, homeFullUrl, pagePath, resolvePublicPath } from "#core/public/urls.ts";
import { searchActionJsonLd } from "#core/search/json-ld.ts";
import type { AppDeps } from "#server/deps.ts";
import { resolveProductReference } from "#server/messages/product-reference.ts";
import type { Route } from "./+types/page";

/** the product a contact page's address asks about, if the site shows it (else the plain page) */
async function askedProduct(deps: AppDeps, url: URL) {
  const id = productQueryOf(url);
  if (id === null) return null;
  const found = await resolveProductReference(deps.database.db, id, "nl").catch(() => null);
  return found ? { id: found.product_id, title: found.product_title } : null;
}

export async function loadPage({ context, url }: Route.LoaderArgs) {
  const { deps, formOutcome } = context.get(appContext);
  const db = deps.database.db;
  const route = resolvePublicPath(url.pathname);
  if (route.kind !== "page" && route.kind !== "contact") throw await notFoundOrRedirect(db, url);
  const { lang } = route;
  const page = await publicPageByFullUrl(deps, lang, route.fullUrl);
  if (!page) {
    // a home of a language without any published page: the site runs but has no content yet
    if (route.fullUrl === homeFullUrl(lang) && (await publicPages(deps, lang)).length === 0) {
      return { kind: "empty" as const, lang, meta: emptySiteMeta(lang) };
    }
    throw await notFoundOrRedirect(db, url);
  }

  const blocks = parseBlocks(page.blocks);
  const isHome = page.full_url === homeFullUrl(lang);
  const [content, home] = await Promise.all([
    pageContent(db, lang, page, blocks),
    isHome ? homeExtras(deps, lang, !blocks.some((b) => b.type === "service")) : Promise.resolve(null),
  ]);

  const path = pagePath(lang, page.full_url);
  const other = otherLanguage(lang);
  const alternates = alternatesOf(
    lang,
    path,
    page.translation?.full_url ? pagePath(other, page.translation.full_url) : null,
  );
  const canonical = page.canonical_url.trim() || path;
  const kind =
    page.full_url === contactFullUrl(lang)
      ? ("contact" as const)
      : isHome
        ? ("home" as const)
        : ("page" as const);
  return {
    lang,
    /** what a form posted to this page came to (a document post only; never cached) */
    formOutcome: formOutcome ?? null,
    product: kind === "contact" ? await askedProduct(deps, url) : null,
    pageId: page.id,
    fullUrl: page.full_url,
    kind,
    header: content.header,
    blocks,
    blockData: content.blockData,
    home,
    images: content.images,
    alternates,
    meta: seoMeta(
      {
        lang,
        title: page.title,
        description: page.seo_description || page.intro.slice(0, 300),
        path: canonical.startsWith("/") || canonical.startsWith("http") ? canonical : `/${canonical}`,
        alternates,
        image: page.facebook_image || page.header_image || undefined,
        jsonLd: isHome
          ? [localBusinessJsonLd(deps.config.publicUrl), searchActionJsonLd(deps.config.publicUrl, lang)]
          : [],
      },
      deps.config.publicUrl,
    ),
  };
}
