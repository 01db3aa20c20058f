/**
 * /boekhouding (cms-accountant, requirements §2/§6): the current accountant download with its documents, a
 * download per document and everything as one ZIP. The guard runs in the loader; the download is
 * read from the API (GET accountant-download-of-accountant). The files are plain links to the API
 * (the browser sends the session cookie), so they stream straight to disk; the server logs them.
 */

import { call } from "#app/api/typed.ts";
import { ApiError } from "#app/api-client.ts";
import { formatBytes, formatDate } from "#app/components/portal/format.ts";
import { PortalShell } from "#app/components/portal/PortalShell.tsx";
import { useApiData } from "#app/components/portal/use-api-data.ts";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { Spinner } from "#app/components/ui/Spinner.tsx";
import { portalTexts, usePortalText } from "#app/i18n/locales/portal.ts";
import { noStoreHeaders, requireRole } from "#app/lib/guards.server.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Route } from "./+types/boekhouding";

export const headers = noStoreHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const user = requireRole(context, url, "cms-accountant");
  return { lang: languageFromPath(url.pathname), user: { name: user.name } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [
    { title: `${portalTexts(lang)("accountant.title")} | Delft IT Service` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export const documentUrl = (id: number) => `/api/accountant-document/${id}`;
export const zipUrl = (id: number) => `/api/accountant-download-zip/${id}`;

export default function AccountantPortal({ loaderData }: Route.ComponentProps) {
  const { lang, user } = loaderData;
  const { t } = usePortalText();
  const current = useApiData(async (signal) => {
    try {
      const result = await call.get("/accountant-download-of-accountant", {
        signal,
        silent: [404],
      });
      return result.data ?? null;
    } catch (error) {
      // no current download is not an error for the accountant
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  });

  return (
    <PortalShell
      lang={lang}
      portalRole="cms-accountant"
      userName={user.name}
      title={t("accountant.title")}
      intro={t("accountant.intro")}
    >
      {current.status === "loading" ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t("loading")}
        </p>
      ) : current.status === "error" ? (
        <Button variant="secondary" onClick={() => void current.reload()}>
          {t("retry")}
        </Button>
      ) : !current.data ? (
        <p className="text-slate-600">{t("accountant.none")}</p>
      ) : (
        <section
          aria-labelledby="download-title"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h2 id="download-title" className="text-xl font-semibold text-slate-900">
                {current.data.title}
              </h2>
              {current.data.period ? (
                <p className="mt-1 text-slate-600">
                  {t("accountant.period")}: {current.data.period}
                </p>
              ) : null}
            </div>
            {current.data.documents?.length ? (
              <ButtonLink
                variant="primary"
                href={zipUrl(current.data.id)}
                download
                data-testid="download-zip"
              >
                {t("accountant.downloadAll")}
              </ButtonLink>
            ) : null}
          </div>
          {current.data.description ? (
            <p className="mt-4 whitespace-pre-line text-slate-700">{current.data.description}</p>
          ) : null}
          <h3 className="mt-6 text-lg font-semibold text-slate-900">{t("accountant.documents")}</h3>
          {current.data.documents?.length ? (
            <ul className="mt-3 divide-y divide-slate-200 rounded-md border border-slate-200">
              {current.data.documents.map((doc) => (
                <li key={doc.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="break-all font-medium text-slate-900">{doc.file_name}</p>
                    <p className="text-sm text-slate-600">
                      {[
                        doc.size !== undefined ? formatBytes(doc.size, lang) : "",
                        doc.created_at ? `${t("accountant.added")} ${formatDate(doc.created_at, lang)}` : "",
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  <ButtonLink
                    size="sm"
                    href={documentUrl(doc.id)}
                    download={doc.file_name}
                    aria-label={t("accountant.downloadNamed", { name: doc.file_name })}
                  >
                    {t("accountant.download")}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600">{t("accountant.noDocuments")}</p>
          )}
        </section>
      )}
    </PortalShell>
  );
}
