import { index, layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The public site (issue 6, SPEC §2); file paths are relative to app/. The SPEC's internal names are
 * the route ids (page, subPage, newsOverview …); the `/nl/…` and English aliases get suffixed ids.
 * The logins, /uitloggen, /status, /zzp, /boekhouding and the admin area are defined by their own
 * areas: static paths rank above the `*` page routes, so these never swallow them.
 */
const P = "routes/public";

const triple = (id: string, file: string, paths: { nl: string; en: string }): RouteConfigEntry[] => [
  route(paths.nl, `${P}/${file}`, { id }),
  route(`nl/${paths.nl}`, `${P}/${file}`, { id: `${id}-nl` }),
  route(`en/${paths.en}`, `${P}/${file}`, { id: `${id}-en` }),
];

export const publicRoutes: RouteConfigEntry[] = [
  layout(`${P}/layout.tsx`, { id: "public" }, [
    // home: "", /nl, /nl/ -> home-nl; /en -> home-en
    index(`${P}/page.tsx`, { id: "home" }),
    route("nl", `${P}/page.tsx`, { id: "home-nl" }),
    route("en", `${P}/page.tsx`, { id: "home-en" }),
    ...triple("contactPage", "page.tsx", { nl: "contact", en: "contact" }),
    ...triple("newsOverview", "news-overview.tsx", { nl: "nieuws", en: "news" }),
    ...triple("newsDetail", "news-detail.tsx", { nl: "nieuws/:newsUrl", en: "news/:newsUrl" }),
    ...triple("tipOverview", "tip-overview.tsx", { nl: "tips-en-tricks", en: "tips-and-tricks" }),
    ...triple("tipDetail", "tip-detail.tsx", { nl: "tips-en-tricks/:tipUrl", en: "tips-and-tricks/:tipUrl" }),
    ...triple("productOverview", "product-overview.tsx", {
      nl: "verkoop/product-verkoop",
      en: "sale/product-sale",
    }),
    ...triple("productDetail", "product-detail.tsx", {
      nl: "verkoop/product-verkoop/:productUrl",
      en: "sale/product-sale/:productUrl",
    }),
    ...triple("teamviewer", "teamviewer.tsx", {
      nl: "hulp-op-afstand/teamviewer",
      en: "remote-help/teamviewer",
    }),
    ...triple("notFound", "not-found.tsx", { nl: "pagina-niet-gevonden", en: "page-not-found" }),
    // sub pages: /{language}/{path}/…
    route("en/*", `${P}/page.tsx`, { id: "subPage" }),
    route("nl/*", `${P}/page.tsx`, { id: "subPage-nl" }),
    // any other path: a page by its full url
    route("*", `${P}/page.tsx`, { id: "page" }),
  ]),
];
