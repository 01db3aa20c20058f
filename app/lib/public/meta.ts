/** The meta export of every public route: the descriptors the loader built, or the not-found ones. */
import type { MetaDescriptor } from "react-router";
import { notFoundMeta } from "#app/components/NotFound.tsx";
import { languageFromPath } from "#core/lang.ts";

export function publicMeta({
  loaderData,
  location,
}: {
  loaderData?: { meta?: MetaDescriptor[] } | undefined;
  location: { pathname: string };
}): MetaDescriptor[] {
  return loaderData?.meta ?? notFoundMeta(languageFromPath(location.pathname));
}
