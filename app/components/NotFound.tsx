/**
 * The not-found page of requirements §2 (title, subtitle Oops!, intro; no action button, no slider), rendered
 * by the public routes' ErrorBoundary inside the layout, with HTTP 404 from the loader.
 */
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import type { Language } from "#app/i18n/lang.ts";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { homePath } from "#app/lib/public/urls.ts";
import { PageHeader } from "./PageHeader.tsx";

export function NotFoundContent() {
  const { t, lang } = usePublicText();
  return (
    <>
      <PageHeader header={fixedHeader(t("notFound.title"), t("notFound.subtitle"), t("notFound.intro"))} />
      <div className="mx-auto max-w-7xl px-4 py-16">
        <Link to={homePath(lang)} className="font-semibold text-brand-700 underline underline-offset-4">
          {t("notFound.home")}
        </Link>
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

/** <title> etc. of the not-found page */
export function notFoundMeta(lang: Language) {
  const title = lang === "en" ? "Page not found" : "Pagina niet gevonden";
  return [{ title: `${title} | Delft IT Service` }, { name: "robots", content: "noindex" }];
}
