import { layout, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The public site; file paths are relative to app/. The internal route names (page, subPage,
 * newsOverview …) are the route ids; the English routes get an `-en` suffix. A Dutch address may
 * carry the `/nl` prefix (`/nl`, `/nl/nieuws`, `/nl/over-ons`): an optional segment (`nl?`) of the
 * same route, and `/nl/<page>` falls to the `*` page route whose loader reads the prefix. So an
 * alias renders the same route ids, the same data and so the same HTML as its address without the
 * prefix, and the page cache keeps one entry for both (`withoutDutchPrefix`, core/public/urls.ts).
 * The logins, /uitloggen, /status, /zzp, /boekhouding and the admin area are defined by their own
 * areas: static paths rank above the `*` page routes, so these never swallow them.
 */
const P = "routes/public";

const triple = (id: string, file: string, paths: { nl: string; en: string }): RouteConfigEntry[] => [
  route(`nl?/${paths.nl}`, `${P}/${file}`, { id }),
  route(`en/${paths.en}`, `${P}/${file}`, { id: `${id}-en` }),
];

export const publicRoutes: RouteConfigEntry[] = [
  // a shareable preview link (one address for both languages): outside the layout, whose answers the
  // page cache may keep; a static segment, so it ranks above the `*` page route
  route("voorbeeld/:token", `${P}/preview-link.tsx`, { id: "previewLink" }),
  layout(`${P}/layout.tsx`, { id: "public" }, [
    // home: "", /nl, /nl/ -> page home-nl; /en -> home-en
    route("nl?", `${P}/page.tsx`, { id: "home" }),
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
    // sub pages: /en/{path}/…
    route("en/*", `${P}/page.tsx`, { id: "subPage" }),
    // any other path, /nl/{path}/… too: a page by its full url
    route("*", `${P}/page.tsx`, { id: "page" }),
    // appointment booking (issue 22): the booking page and a booking's own link
    ...triple("appointment", "appointment.tsx", { nl: "afspraak", en: "appointment" }),
    ...triple("appointmentManage", "appointment-manage.tsx", {
      nl: "afspraak/:token",
      en: "appointment/:token",
    }),
    // the site search's results (issue 22, app/routes/public/search.tsx); a static path ranks above `*`
    ...triple("search", "search.tsx", { nl: "zoeken", en: "search" }),
  ]),
];
