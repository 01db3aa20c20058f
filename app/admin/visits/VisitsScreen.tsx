/**
 * "Bezoekers / Visitors": the cookieless visit counts of `GET /api/visits` for the last 7, 30 or 90
 * days — views and visitors per day, per language, per device, the most viewed pages and the
 * referring websites. Every chart's figures are also on the screen as text or a table (for screen
 * readers, and for an owner who wants the number rather than the bar).
 */
import { useQuery } from "@tanstack/react-query";
import type { ChartConfiguration } from "chart.js";
import { type ReactNode, useMemo } from "react";
import { useSearchParams } from "react-router";
import { call, type DataOf } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { visitDay } from "#core/visits/classify.ts";
import { lastDays, VISIT_RANGES } from "#core/visits/query.ts";
import { ScreenHeader } from "../AdminShell.tsx";
import { failureText } from "../failure-text.ts";
import { useLang } from "../language.ts";
import { VisitsChart } from "./chart.tsx";

export type VisitsData = DataOf<"/visits", "get">;

/** the brand's blue and a contrasting amber, readable on white (app/app.css) */
export const COLORS = { views: "#1257b0", visitors: "#b45309", nl: "#1257b0", en: "#0f766e" };
const DEVICE_COLORS = ["#1257b0", "#0f766e", "#b45309"];

/** the visit figures of the last `days` days (Amsterdam time), shared with the dashboard panel */
export function useVisits(days: number) {
  const range = lastDays(visitDay(new Date()), days);
  return useQuery({
    queryKey: ["visits", range.from, range.to],
    queryFn: () => call.get("/visits", { query: range }),
  });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg bg-white p-4 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "12 nov." / "Nov 12": a short day label for the axis */
function shortDay(day: string, lang: "nl" | "en") {
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "nl-NL", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

export function VisitsScreen() {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get("dagen"));
  const days = (VISIT_RANGES as readonly number[]).includes(asked) ? asked : 30;
  const query = useVisits(days);
  const data = query.data?.data;
  const number = (n: number) => n.toLocaleString(lang === "en" ? "en-GB" : "nl-NL");

  const charts = useMemo(() => (data ? chartConfigs(data, lang, t) : null), [data, lang, t]);
  const languageTotals = data
    ? data.days.reduce((sum, d) => ({ nl: sum.nl + d.languages.nl, en: sum.en + d.languages.en }), {
        nl: 0,
        en: 0,
      })
    : { nl: 0, en: 0 };
  const deviceTotals = data
    ? data.days.reduce(
        (sum, d) => ({
          phone: sum.phone + d.devices.phone,
          tablet: sum.tablet + d.devices.tablet,
          desktop: sum.desktop + d.devices.desktop,
        }),
        { phone: 0, tablet: 0, desktop: 0 },
      )
    : { phone: 0, tablet: 0, desktop: 0 };

  return (
    <div>
      <ScreenHeader title={t("visits.title")}>
        <fieldset className="flex flex-wrap items-center gap-1">
          <legend className="sr-only">{t("visits.range")}</legend>
          {VISIT_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => setParams({ dagen: String(range) }, { replace: true })}
              className={`rounded border px-3 py-1.5 text-sm ${
                range === days
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-slate-300 bg-white text-slate-800 hover:border-brand-600"
              }`}
            >
              {t("visits.lastDays", { days: range })}
            </button>
          ))}
        </fieldset>
      </ScreenHeader>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t("visits.intro")}</p>
      {query.isPending ? <p>{t("list.loading")}</p> : null}
      {query.isError ? (
        <p className="mb-4 text-red-700" role="alert">
          {failureText(query.error, tc, t("visits.failed"))}
        </p>
      ) : null}
      {data && charts ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="lg:col-span-2">
            <Section id="visits-per-day" title={t("visits.perDay")}>
              <dl className="mb-3 flex flex-wrap gap-6">
                <div>
                  <dt className="text-sm text-slate-700">{t("visits.views")}</dt>
                  <dd className="text-3xl font-bold text-brand-700" data-testid="visits-views">
                    {number(data.totals.views)}
                  </dd>
                </div>
                <div>
                  <dt className="text-sm text-slate-700">{t("visits.visitors")}</dt>
                  <dd className="text-3xl font-bold text-amber-700" data-testid="visits-visitors">
                    {number(data.totals.visitors)}
                  </dd>
                </div>
              </dl>
              {data.totals.views === 0 ? <p className="text-slate-600">{t("visits.noViews")}</p> : null}
              <VisitsChart label={t("visits.perDay")} config={charts.perDay} />
              <p className="mt-2 text-xs text-slate-600">{t("visits.visitorsNote")}</p>
            </Section>
          </div>
          <Section id="visits-per-language" title={t("visits.perLanguage")}>
            <p className="mb-2 text-sm">
              {t("visits.dutch")}: <strong>{number(languageTotals.nl)}</strong> · {t("visits.english")}:{" "}
              <strong>{number(languageTotals.en)}</strong>
            </p>
            <VisitsChart label={t("visits.perLanguage")} config={charts.perLanguage} />
          </Section>
          <Section id="visits-per-device" title={t("visits.perDevice")}>
            <p className="mb-2 text-sm">
              {t("visits.phone")}: <strong>{number(deviceTotals.phone)}</strong> · {t("visits.tablet")}:{" "}
              <strong>{number(deviceTotals.tablet)}</strong> · {t("visits.desktop")}:{" "}
              <strong>{number(deviceTotals.desktop)}</strong>
            </p>
            <VisitsChart label={t("visits.perDevice")} config={charts.perDevice} height={220} />
          </Section>
          <Section id="visits-pages" title={t("visits.topPages")}>
            {data.pages.length > 0 ? (
              <VisitsChart
                label={t("visits.topPages")}
                config={charts.perPage}
                height={Math.max(160, data.pages.slice(0, 10).length * 28 + 40)}
              />
            ) : null}
            <FigureTable
              head={[t("visits.page"), t("visits.views")]}
              rows={data.pages.map((p) => [p.path, number(p.views)])}
              empty={t("visits.noViews")}
            />
          </Section>
          <Section id="visits-referrers" title={t("visits.referrers")}>
            <FigureTable
              head={[t("visits.host"), t("visits.views")]}
              rows={data.referrers.map((r) => [r.host, number(r.views)])}
              empty={t("visits.noReferrers")}
            />
          </Section>
        </div>
      ) : null}
    </div>
  );
}

function FigureTable({ head, rows, empty }: { head: [string, string]; rows: string[][]; empty: string }) {
  if (rows.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <table className="mt-3 w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-left">
          <th className="py-1 font-semibold">{head[0]}</th>
          <th className="py-1 text-right font-semibold">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label} className="border-b border-slate-100">
            <td className="break-all py-1 pr-2">{label}</td>
            <td className="py-1 text-right tabular-nums">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type T = ReturnType<typeof useAdminText>["t"];

function chartConfigs(data: VisitsData, lang: "nl" | "en", t: T) {
  const labels = data.days.map((d) => shortDay(d.date, lang));
  const perDay: ChartConfiguration = {
    type: "line",
    data: {
      labels,
      datasets: [
        {
          label: t("visits.views"),
          data: data.days.map((d) => d.views),
          borderColor: COLORS.views,
          backgroundColor: "rgba(18, 87, 176, 0.12)",
          fill: true,
          tension: 0.2,
        },
        {
          label: t("visits.visitors"),
          data: data.days.map((d) => d.visitors),
          borderColor: COLORS.visitors,
          backgroundColor: COLORS.visitors,
          tension: 0.2,
        },
      ],
    },
    options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
  const perLanguage: ChartConfiguration = {
    type: "bar",
    data: {
      labels,
      datasets: [
        { label: t("visits.dutch"), data: data.days.map((d) => d.languages.nl), backgroundColor: COLORS.nl },
        {
          label: t("visits.english"),
          data: data.days.map((d) => d.languages.en),
          backgroundColor: COLORS.en,
        },
      ],
    },
    options: {
      scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
  const devices = data.days.reduce(
    (sum, d) => [sum[0] + d.devices.phone, sum[1] + d.devices.tablet, sum[2] + d.devices.desktop],
    [0, 0, 0],
  );
  const perDevice: ChartConfiguration = {
    type: "doughnut",
    data: {
      labels: [t("visits.phone"), t("visits.tablet"), t("visits.desktop")],
      datasets: [{ data: devices, backgroundColor: DEVICE_COLORS }],
    },
  };
  const top = data.pages.slice(0, 10);
  const perPage: ChartConfiguration = {
    type: "bar",
    data: {
      labels: top.map((p) => p.path),
      datasets: [{ label: t("visits.views"), data: top.map((p) => p.views), backgroundColor: COLORS.views }],
    },
    options: {
      indexAxis: "y",
      plugins: { legend: { display: false } },
      scales: { x: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
  return { perDay, perLanguage, perDevice, perPage };
}
