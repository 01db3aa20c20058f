/**
 * Routes page, subPage, contactPage and the homes (requirements §2): the page with this full url among the
 * visible pages of the language, its header, its blocks (with the data they need, loaded here),
 * plus the services/features/reviews on the home pages and the forms on the contact and remote-help
 * pages. Unknown or invisible: 404 with the not-found page; the home of a language without any
 * published page: the empty-site page (200, noindex).
 *
 * The forms post to this page without scripts (server/forms/document-post.ts): the server renders
 * it again with the outcome in the load context, which the forms read (FormOutcomeContext). The
 * contact page names the product of `?product=<id>` (core/public/product-query.ts; the page
 * cache keeps that parameter in its key).
 */

import { useRouteLoaderData } from "react-router";
import { PageBody } from "#app/components/bodies/PageBody.tsx";
import { ContactProductContext } from "#app/components/forms/ContactForm.tsx";
import { FormOutcomeContext } from "#app/components/forms/outcome.ts";
import { EmptySiteContent, PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { publicMeta } from "#app/lib/public/meta.ts";
import type { Route } from "./+types/page";
import type { loader as layoutLoader } from "./layout.tsx";
import { loadPage } from "./page.server.ts";

export const loader = (args: Route.LoaderArgs) => loadPage(args);

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function Page({ loaderData }: Route.ComponentProps) {
  // the menu tree the public layout loaded: the pages under this one (app/components/SubPages.tsx)
  const layout = useRouteLoaderData<typeof layoutLoader>("public");
  if (loaderData.kind === "empty") return <EmptySiteContent />;
  // the body the preview renders as well (app/components/PreviewItem.tsx), from the loaded page
  return (
    <FormOutcomeContext.Provider value={loaderData.formOutcome}>
      <ContactProductContext.Provider value={loaderData.product}>
        <PageBody {...loaderData} mainMenu={layout?.menus.main ?? []} />
      </ContactProductContext.Provider>
    </FormOutcomeContext.Provider>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
