/**
 * Public URL scheme (requirements §2): Dutch without prefix (with `/nl/…` aliases), English under `/en/…` with
 * English segments. Pure functions shared by the loaders, the components, the sitemap and the tests.
 */
import type { Language } from "#core/lang.ts";

export type { Language };

/** Dutch segment -> English segment of the fixed routes (requirements §2, plus the remote-help and not-found pages). */
export const segmentMap: Readonly<Record<string, string>> = {
  nieuws: "news",
  "tips-en-tricks": "tips-and-tricks",
  verkoop: "sale",
  "product-verkoop": "product-sale",
  klanten: "customers",
  "hulp-op-afstand": "remote-help",
  "pagina-niet-gevonden": "page-not-found",
};
const reverseSegmentMap: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(segmentMap).map(([nl, en]) => [en, nl]),
);

/** translate one path segment of the fixed routes into the other language (other segments stay) */
export function translateSegment(segment: string, to: Language): string {
  return (to === "en" ? segmentMap[segment] : reverseSegmentMap[segment]) ?? segment;
}

export type PublicRoute =
  | { kind: "page"; lang: Language; fullUrl: string }
  | { kind: "contact"; lang: Language; fullUrl: string }
  | { kind: "newsOverview"; lang: Language }
  | { kind: "newsDetail"; lang: Language; url: string }
  | { kind: "tipOverview"; lang: Language }
  | { kind: "tipDetail"; lang: Language; url: string }
  | { kind: "productOverview"; lang: Language }
  | { kind: "productDetail"; lang: Language; url: string }
  | { kind: "teamviewer"; lang: Language }
  | { kind: "notFound"; lang: Language };

const fixed = {
  news: { nl: ["nieuws"], en: ["news"] },
  tips: { nl: ["tips-en-tricks"], en: ["tips-and-tricks"] },
  products: { nl: ["verkoop", "product-verkoop"], en: ["sale", "product-sale"] },
  teamviewer: { nl: ["hulp-op-afstand", "teamviewer"], en: ["remote-help", "teamviewer"] },
  notFound: { nl: ["pagina-niet-gevonden"], en: ["page-not-found"] },
} as const;

export const homeFullUrl = (lang: Language) => `home-${lang}`;
export const contactFullUrl = (lang: Language) => `contact-${lang}`;

function splitPath(pathname: string): { lang: Language; rest: string[] } {
  const segments = pathname
    .split("?")[0]
    .split("/")
    .filter((s) => s !== "")
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments[0] === "en") return { lang: "en", rest: segments.slice(1) };
  if (segments[0] === "nl") return { lang: "nl", rest: segments.slice(1) };
  return { lang: "nl", rest: segments };
}

const startsWith = (rest: string[], prefix: readonly string[]) =>
  prefix.every((segment, index) => rest[index] === segment);

/** What a public path shows: which route kind, which language, and the key to look it up by. */
export function resolvePublicPath(pathname: string): PublicRoute {
  const { lang, rest } = splitPath(pathname);
  if (rest.length === 0) return { kind: "page", lang, fullUrl: homeFullUrl(lang) };
  if (rest.length === 1 && rest[0] === "contact")
    return { kind: "contact", lang, fullUrl: contactFullUrl(lang) };
  const detailOrOverview = (
    prefix: readonly string[],
    overview: "newsOverview" | "tipOverview" | "productOverview",
    detail: "newsDetail" | "tipDetail" | "productDetail",
  ): PublicRoute | null => {
    if (!startsWith(rest, prefix)) return null;
    if (rest.length === prefix.length) return { kind: overview, lang };
    if (rest.length === prefix.length + 1) return { kind: detail, lang, url: rest[prefix.length] };
    return { kind: "notFound", lang };
  };
  if (rest.length === fixed.teamviewer[lang].length && startsWith(rest, fixed.teamviewer[lang]))
    return { kind: "teamviewer", lang };
  if (rest.length === 1 && rest[0] === fixed.notFound[lang][0]) return { kind: "notFound", lang };
  return (
    detailOrOverview(fixed.news[lang], "newsOverview", "newsDetail") ??
    detailOrOverview(fixed.tips[lang], "tipOverview", "tipDetail") ??
    detailOrOverview(fixed.products[lang], "productOverview", "productDetail") ?? {
      kind: "page",
      lang,
      fullUrl: rest.join("/"),
    }
  );
}

const prefix = (lang: Language) => (lang === "en" ? "/en" : "");

/**
 * The one address of a Dutch page: `/nl`, `/nl/` and `/nl/…` are aliases of the same page without
 * the prefix. The routes give an alias and its page the same route (app/routes/public/routes.ts),
 * so both render the very same HTML: the page cache keeps one entry for both and the menu marks
 * the page as current under either address. A trailing slash is dropped.
 */
export function withoutDutchPrefix(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (trimmed === "/nl") return "/";
  return trimmed.startsWith("/nl/") ? trimmed.slice(3) : trimmed;
}

/** The canonical path of a page by its full url: home and contact are special (requirements §2). */
export function pagePath(lang: Language, fullUrl: string): string {
  if (fullUrl === homeFullUrl(lang) || fullUrl === "home-nl" || fullUrl === "home-en")
    return lang === "en" ? "/en" : "/";
  if (fullUrl === contactFullUrl(lang) || fullUrl === "contact-nl" || fullUrl === "contact-en")
    return `${prefix(lang)}/contact`;
  return `${prefix(lang)}/${fullUrl.replace(/^\/+/, "")}`;
}

export const newsOverviewPath = (lang: Language) => `${prefix(lang)}/${fixed.news[lang].join("/")}`;
export const tipOverviewPath = (lang: Language) => `${prefix(lang)}/${fixed.tips[lang].join("/")}`;
export const productOverviewPath = (lang: Language) => `${prefix(lang)}/${fixed.products[lang].join("/")}`;
export const teamviewerPath = (lang: Language) => `${prefix(lang)}/${fixed.teamviewer[lang].join("/")}`;
export const notFoundPath = (lang: Language) => `${prefix(lang)}/${fixed.notFound[lang].join("/")}`;
export const contactPath = (lang: Language) => `${prefix(lang)}/contact`;
export const homePath = (lang: Language) => (lang === "en" ? "/en" : "/");

export const newsPath = (lang: Language, url: string) =>
  `${newsOverviewPath(lang)}/${encodeURIComponent(url)}`;
export const tipPath = (lang: Language, url: string) => `${tipOverviewPath(lang)}/${encodeURIComponent(url)}`;
export const productPath = (lang: Language, url: string) =>
  `${productOverviewPath(lang)}/${encodeURIComponent(url)}`;

/** The overview page of each detail kind (for "back" links and breadcrumbs). */
export function overviewPath(kind: "news" | "tip" | "product", lang: Language): string {
  return kind === "news"
    ? newsOverviewPath(lang)
    : kind === "tip"
      ? tipOverviewPath(lang)
      : productOverviewPath(lang);
}

/**
 * The same path in the other language, for routes without a translated item (overviews, the
 * not-found page …): the fixed segments are translated, the rest is kept.
 */
export function switchLanguagePath(pathname: string, to: Language): string {
  const { rest } = splitPath(pathname);
  const translated = rest.map((segment) => translateSegment(segment, to));
  if (translated.length === 0) return homePath(to);
  return `${prefix(to)}/${translated.map(encodeURIComponent).join("/")}`;
}

/**
 * Where the language switch leads from an item that has no translation: the overview of its kind in
 * the other language (a page: the other home), never the same address in the other language, which
 * does not exist.
 */
export function untranslatedItemPath(pathname: string, to: Language): string {
  const route = resolvePublicPath(pathname);
  switch (route.kind) {
    case "newsDetail":
      return newsOverviewPath(to);
    case "tipDetail":
      return tipOverviewPath(to);
    case "productDetail":
      return productOverviewPath(to);
    default:
      return homePath(to);
  }
}

/** The canonical form of any public path: `/nl/…` aliases lose their prefix, trailing slashes go. */
export function canonicalPath(pathname: string): string {
  const route = resolvePublicPath(pathname);
  switch (route.kind) {
    case "page":
    case "contact":
      return pagePath(route.lang, route.fullUrl);
    case "newsOverview":
      return newsOverviewPath(route.lang);
    case "tipOverview":
      return tipOverviewPath(route.lang);
    case "productOverview":
      return productOverviewPath(route.lang);
    case "newsDetail":
      return newsPath(route.lang, route.url);
    case "tipDetail":
      return tipPath(route.lang, route.url);
    case "productDetail":
      return productPath(route.lang, route.url);
    case "teamviewer":
      return teamviewerPath(route.lang);
    case "notFound":
      return notFoundPath(route.lang);
  }
}

/** A link stored in content ("/diensten", "https://…", "diensten/x") made safe for an <a href>. */
export function contentHref(link: string, lang: Language): string {
  const value = link.trim();
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith("/")) return value;
  if (value === "") return homePath(lang);
  return pagePath(lang, value);
}
