/** The dashboard's visitors panel: views and visitors of the last 7 days, a link to "Bezoekers". */
import { Link } from "react-router";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { useLang } from "../language.ts";
import { useVisits } from "./VisitsScreen.tsx";

export function VisitsPanel() {
  const { t } = useAdminText();
  const lang = useLang();
  const query = useVisits(7);
  const totals = query.data?.data.totals;
  const number = (n: number) => n.toLocaleString(lang === "en" ? "en-GB" : "nl-NL");
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby="dash-visits">
      <h2 id="dash-visits" className="mb-3 text-lg font-semibold">
        {t("visits.panelTitle")}
      </h2>
      {query.isError ? <p className="text-red-700">{t("visits.failed")}</p> : null}
      {totals ? (
        <dl className="mb-3 flex flex-wrap gap-6">
          <div>
            <dt className="text-sm text-slate-700">{t("visits.views")}</dt>
            <dd className="text-2xl font-bold text-brand-700">{number(totals.views)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-700">{t("visits.visitors")}</dt>
            <dd className="text-2xl font-bold text-amber-700">{number(totals.visitors)}</dd>
          </div>
        </dl>
      ) : null}
      <Link to={`${ADMIN_BASE}/bezoekers`} className="text-brand-700 underline-offset-2 hover:underline">
        {t("visits.panelLink")}
      </Link>
    </section>
  );
}
