/**
 * The not-found page of requirements §2 (title, subtitle Oops!, intro; no action button, no slider), rendered
 * by the public routes' ErrorBoundary inside the layout, with HTTP 404 from the loader.
 */
import { isRouteErrorResponse, useRouteError } from "react-router";
import { publicTexts, usePublicText } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import type { Language } from "#core/lang.ts";
import { homePath } from "#core/public/urls.ts";
import { PageHeader } from "./PageHeader.tsx";

export function NotFoundContent() {
  const { t, lang } = usePublicText();
  return (
    <>
      <PageHeader header={fixedHeader(t("notFound.title"), t("notFound.subtitle"), t("notFound.intro"))} />
      <div className="mx-auto max-w-7xl px-4 py-16">
        <a href={homePath(lang)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.home")}
        </a>
      </div>
    </>
  );
}

export function PublicErrorBoundary() {
  const error = useRouteError();
  const { t } = usePublicText();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return <PageHeader header={fixedHeader(t("error.title"))} />;
}

/**
 * The home of a site without any published page of its language (a fresh PostgreSQL database gets
 * no demo content): it runs, it just has nothing to show yet. The loader of the home answers it with
 * 200 and `emptySiteMeta`, so whoever just deployed the site sees that, instead of a not-found page.
 */
export function EmptySiteContent() {
  const { t } = usePublicText();
  return (
    <>
      <PageHeader header={fixedHeader(t("emptySite.title"), "", t("emptySite.intro"))} />
      <div className="mx-auto max-w-7xl px-4 py-16 text-slate-700">
        <p>{t("emptySite.owner")}</p>
      </div>
    </>
  );
}

/** <title> etc. of the empty-site home: never indexed (it goes away with the first page) */
export function emptySiteMeta(lang: Language) {
  return [
    { title: `${publicTexts(lang)("emptySite.title")} | Delft IT Service` },
    { name: "robots", content: "noindex" },
  ];
}

/** <title> etc. of the not-found page */
export function notFoundMeta(lang: Language) {
  const title = lang === "en" ? "Page not found" : "Pagina niet gevonden";
  return [{ title: `${title} | Delft IT Service` }, { name: "robots", content: "noindex" }];
}
