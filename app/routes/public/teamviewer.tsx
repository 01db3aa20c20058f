/** The TeamViewer download step after the remote-assistance form: the steps and the official link. */
import { Icon } from "#app/components/Icon.tsx";
import { PublicErrorBoundary } from "#app/components/NotFound.tsx";
import { PageHeader } from "#app/components/PageHeader.tsx";
import { appContext } from "#app/context.server.ts";
import { publicTexts, usePublicText } from "#app/i18n/locales/public.ts";
import { fixedHeader } from "#app/lib/public/header.ts";
import { publicMeta } from "#app/lib/public/meta.ts";
import { seoMeta } from "#app/lib/public/seo.ts";
import { company } from "#core/company.ts";
import { resolvePublicPath, teamviewerPath } from "#core/public/urls.ts";
import type { Route } from "./+types/teamviewer";

export const TEAMVIEWER_DOWNLOAD = {
  nl: "https://www.teamviewer.com/nl/download/",
  en: "https://www.teamviewer.com/en/download/",
} as const;

export function loader({ context, url }: Route.LoaderArgs) {
  const { deps } = context.get(appContext);
  const { lang } = resolvePublicPath(url.pathname);
  const t = publicTexts(lang);
  const alternates = { nl: teamviewerPath("nl"), en: teamviewerPath("en") };
  return {
    lang,
    header: fixedHeader(t("teamviewer.title"), t("teamviewer.subtitle"), t("teamviewer.intro")),
    alternates,
    meta: seoMeta(
      {
        lang,
        title: t("teamviewer.title"),
        description: t("teamviewer.intro"),
        path: teamviewerPath(lang),
        alternates,
      },
      deps.config.publicUrl,
    ),
  };
}

export const meta = (args: Route.MetaArgs) => publicMeta(args);

export default function Teamviewer({ loaderData }: Route.ComponentProps) {
  const { t } = usePublicText();
  const { header, lang } = loaderData;
  const steps = t("teamviewer.steps", {
    returnObjects: true,
    phone: company.phoneDisplay,
  }) as readonly string[];
  return (
    <>
      <PageHeader header={header} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h2 className="mb-6 text-2xl font-extrabold text-brand-900">{t("teamviewer.stepsTitle")}</h2>
        <ol className="space-y-5">
          {steps.map((step, i) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden="true"
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {i + 1}
              </span>
              <p className="pt-1.5 text-lg">{step}</p>
            </li>
          ))}
        </ol>
        <a
          href={TEAMVIEWER_DOWNLOAD[lang]}
          rel="noopener noreferrer"
          className="mt-10 inline-flex items-center gap-2 rounded-full bg-brand-600 px-6 py-3 text-lg font-bold text-white shadow hover:bg-brand-700"
          data-testid="teamviewer-download"
        >
          <Icon name="download" className="h-5 w-5" />
          {t("teamviewer.download")}
          <span className="sr-only"> {t("teamviewer.external")}</span>
        </a>
      </div>
    </>
  );
}

export const ErrorBoundary = PublicErrorBoundary;
