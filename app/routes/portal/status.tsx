/**
 * /status (cms-status-user, requirements §2/§4/§6): the user's own new-PC orders and repairs, newest first.
 * The guard runs in the loader (server); the jobs are read from the API in the browser
 * (GET status-new-pc, GET status-repair), which answers only the user's own rows.
 */
import { call } from "#app/api/typed.ts";
import { newestFirst } from "#app/components/portal/format.ts";
import { PortalShell } from "#app/components/portal/PortalShell.tsx";
import { NewPcCard, RepairCard } from "#app/components/portal/StatusCards.tsx";
import { useApiData } from "#app/components/portal/use-api-data.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Spinner } from "#app/components/ui/Spinner.tsx";
import { portalTexts, usePortalText } from "#app/i18n/locales/portal.ts";
import { noStoreHeaders, requireRole } from "#app/lib/guards.server.ts";
import { languageFromPath } from "#core/lang.ts";
import type { Route } from "./+types/status";

export const headers = noStoreHeaders;

export function loader({ context, url }: Route.LoaderArgs) {
  const user = requireRole(context, url, "cms-status-user");
  return { lang: languageFromPath(url.pathname), user: { name: user.name } };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const lang = loaderData?.lang ?? "nl";
  return [
    { title: `${portalTexts(lang)("status.title")} | Delft IT Service` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

export default function StatusPortal({ loaderData }: Route.ComponentProps) {
  const { lang, user } = loaderData;
  const { t } = usePortalText();
  const jobs = useApiData(async (signal) => {
    const [newPc, repairs] = await Promise.all([
      call.get("/status-new-pc", { signal }),
      call.get("/status-repair", { signal }),
    ]);
    return {
      newPc: newestFirst(newPc.data, (row) => row.date),
      repairs: newestFirst(repairs.data, (row) => row.intake_date),
    };
  });

  return (
    <PortalShell
      lang={lang}
      portalRole="cms-status-user"
      userName={user.name}
      title={t("status.title")}
      intro={t("status.intro")}
    >
      {jobs.status === "loading" ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner /> {t("loading")}
        </p>
      ) : jobs.status === "error" ? (
        <Button variant="secondary" onClick={() => void jobs.reload()}>
          {t("retry")}
        </Button>
      ) : (
        <div className="flex flex-col gap-10">
          <section aria-labelledby="new-pc-heading">
            <h2 id="new-pc-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t("status.newPc")}
            </h2>
            {jobs.data.newPc.length ? (
              <div className="flex flex-col gap-4">
                {jobs.data.newPc.map((row) => (
                  <NewPcCard key={row.id} row={row} lang={lang} />
                ))}
              </div>
            ) : (
              <p className="text-slate-600">{t("status.noNewPc")}</p>
            )}
          </section>
          <section aria-labelledby="repairs-heading">
            <h2 id="repairs-heading" className="mb-3 text-xl font-semibold text-slate-900">
              {t("status.repairs")}
            </h2>
            {jobs.data.repairs.length ? (
              <div className="flex flex-col gap-4">
                {jobs.data.repairs.map((row) => (
                  <RepairCard key={row.id} row={row} lang={lang} />
                ))}
              </div>
            ) : (
              <p className="text-slate-600">{t("status.noRepairs")}</p>
            )}
          </section>
        </div>
      )}
    </PortalShell>
  );
}
