/** Small helpers every public loader uses. */

import type { MetaDescriptor } from "react-router";
import { data } from "react-router";
import type { Language } from "#core/lang.ts";
import type { Alternates } from "./seo.ts";

/** throw this: React Router answers 404 and the route's ErrorBoundary shows the not-found page */
export const notFound = () => data(null, { status: 404 });

/** ?page= as a positive integer (1 when missing or malformed) */
export function pageParam(url: URL): number {
  const value = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(value) && value >= 1 && value <= 10_000 ? value : 1;
}

export const otherLanguage = (lang: Language): Language => (lang === "nl" ? "en" : "nl");

/** alternates of an item with an optional sibling */
export function alternatesOf(lang: Language, ownPath: string, siblingPath: string | null): Alternates {
  return lang === "nl" ? { nl: ownPath, en: siblingPath } : { nl: siblingPath, en: ownPath };
}

export type WithMeta = { meta: MetaDescriptor[] };
