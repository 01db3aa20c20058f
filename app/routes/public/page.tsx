/**
 * Routes page, subPage, contactPage and the homes (requirements §2): the page with this full url among the
 * visible pages of the language, its header, its blocks (with the data they need, loaded here),
 * plus the services/features/reviews on the home pages and the forms on the contact and remote-help
 * pages. Unknown or invisible: 404 with the not-found page; the home of a language without any
 * published page: the empty-site page (200, noindex).
 *
 * The forms post to this page without scripts (server/forms/document-post.ts): the server renders
 * it again with the outcome in the load context, which the forms read (FormOutcomeContext). The
 * contact page names the product of `?product=<id>` (app/lib/public/product-query.ts; the page
 * cache keeps that parameter in its key).
 */
import { useRouteLoaderData } from "react-router";
import { parseBlocks } from "#app/blocks/data.server.ts";
import { PageBody } from "#app/components/bodies/PageBody.tsx";
import { ContactProductContext } from "#app/components/forms/ContactForm.tsx";
import { FormOutcomeContext } from "#app/components/forms/outcome.ts";
import { EmptySiteContent, emptySiteMeta, PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { appContext } from "#app/context.server.ts";
import { homeExtras, publicPageByFullUrl, publicPages } from "#app/lib/public/content.server.ts";
import { pageContent } from "#app/lib/public/detail-content.server.ts";
import { alternatesOf, otherLanguage } from "#app/lib/public/loader.server.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { productQueryOf } from "#app/lib/public/product-query.ts";
import { localBusinessJsonLd, seoMeta } from "#app/lib/public/seo.ts";
import { contactFullUrl, homeFullUrl, pagePath, resolvePublicPath } from "#app/lib/public/urls.ts";
import type { AppDeps } from "#server/deps.ts";
import { resolveProductReference } from "#server/messages/product-reference.ts";
import { notFoundOrRedirect } from "#server/redirects/answer.ts";
import type { Route } from "./+types/page";
import type { loader as layoutLoader } from "./layout.tsx";

/** the product a contact page's address asks about, if the site shows it (else the plain page) */
async function askedProduct(deps: AppDeps, url: URL) {
  const id = productQueryOf(url);
  if (id === null) return null;
  const found = await resolveProductReference(deps.database.db, id, "nl").catch(() => null);
  return found ? { id: found.product_id, title: found.product_title } : null;
}

export async function loader({ context, url }: Route.LoaderArgs) {
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
        jsonLd: isHome ? [localBusinessJsonLd(deps.config.publicUrl)] : [],
      },
      deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  // the menu tree the public layout loaded: the pages under this one (app/components/SubPages.tsx)
  const layout = useRouteLoaderData<typeof layoutLoader>("public");
  if (loaderData.kind === "empty") return <EmptySiteContent />;
  const { lang, header, blocks, blockData, home, fullUrl, formOutcome, product } = loaderData;
  return (
    <FormOutcomeContext.Provider value={formOutcome}>
      <ContactProductContext.Provider value={product}>
        <PageBody
          lang={lang}
          fullUrl={fullUrl}
          header={header}
          blocks={blocks}
          blockData={blockData}
          mainMenu={layout?.menus.main ?? []}
          home={home}
        />
      </ContactProductContext.Provider>
    </FormOutcomeContext.Provider>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
