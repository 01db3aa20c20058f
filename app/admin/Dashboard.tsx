/**
 * The dashboard: counts per section, the newest messages of the three forms (unread marked), the
 * newest statuses and quick links, from `GET /api/dashboard`; what is scheduled to go online or
 * offline (`GET /api/schedule-report`); and the translations still to do.
 */

import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { call, type Schema } from "#app/api/typed.ts";
import { type AdminKey, useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { newPcStatusOptions, repairStatusOptions } from "#content-types/statuses.ts";
import { ADMIN_BASE } from "#core/admin-path.ts";
import { formatDate } from "#core/format-date.ts";
import { ScreenHeader } from "./AdminShell.tsx";
import { NextBookingsPanel } from "./booking/NextBookingsPanel.tsx";
import { failureText } from "./failure-text.ts";
import { useLang } from "./language.ts";
import type { MenuKey } from "./menu.ts";
import { ScheduleList } from "./ScheduleList.tsx";
import { TranslationsList } from "./TranslationsList.tsx";
import { VisitsPanel } from "./visits/VisitsPanel.tsx";

/** count key → [menu label key, list path] */
const countTargets: Record<string, [MenuKey, string]> = {
  pages: ["menu.pages", "paginas"],
  features: ["menu.features", "kenmerken"],
  services: ["menu.services", "services"],
  service_groups: ["menu.serviceGroups", "service-groepen"],
  news: ["menu.news", "nieuws"],
  news_items: ["menu.news", "nieuws"],
  news_groups: ["menu.newsGroups", "nieuws-groepen"],
  news_categories: ["menu.newsCategories", "nieuws-categorieen"],
  tips: ["menu.tips", "tips"],
  reviews: ["menu.reviews", "reviews"],
  customers: ["menu.customers", "klanten"],
  users: ["menu.customers", "klanten"],
  products: ["menu.products", "producten"],
  zzp_products: ["menu.zzpProducts", "zzp-producten"],
  statuses_new_pc: ["menu.statusNewPc", "nieuwe-pcs"],
  statuses_repair: ["menu.statusRepair", "reparaties"],
  emails: ["menu.emailsContact", "emails"],
  emails_contact: ["menu.emailsContact", "emails"],
  emails_phone: ["menu.emailsPhone", "emails-mobiel"],
  emails_remote_assistance: ["menu.emailsRemote", "emails-hulp-op-afstand"],
};

/** one panel of the dashboard, titled; `wide` spans two columns on large screens */
function Panel({
  id,
  title,
  wide,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={`rounded-lg bg-white p-4 shadow-sm${wide ? " xl:col-span-2" : ""}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const Empty = ({ text }: { text: string }) => <p className="text-slate-600">{text}</p>;

const messageSection = (kind: Schema<"EmailMessage">["kind"]) =>
  kind === "phone" ? "emails-mobiel" : kind === "remote-assistance" ? "emails-hulp-op-afstand" : "emails";

export function Dashboard() {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const lang = useLang();
  const query = useQuery({
    queryKey: ["dashboard"],
    queryFn: () => call.get("/dashboard"),
  });
  const data = query.data?.data;
  // the newest of the three forms together, newest first
  const latest = data?.latest_emails;
  const messages = latest
    ? [...latest.contact, ...latest.phone, ...latest.remote_assistance].sort((a, b) =>
        b.created_at.localeCompare(a.created_at),
      )
    : [];
  const statuses = data
    ? [
        ...data.latest_statuses.new_pc.map((s) => ({ ...s, kind: "new-pc" })),
        ...data.latest_statuses.repair.map((s) => ({ ...s, kind: "repair" })),
      ]
    : [];

  const quick: [AdminKey, string][] = [
    ["dashboard.addNews", `${ADMIN_BASE}/nieuws/toevoegen`],
    ["dashboard.addTip", `${ADMIN_BASE}/tips/toevoegen`],
    ["dashboard.addPage", `${ADMIN_BASE}/paginas/toevoegen`],
    ["dashboard.addProduct", `${ADMIN_BASE}/producten/toevoegen`],
    ["dashboard.addCustomer", `${ADMIN_BASE}/klanten/toevoegen`],
    ["dashboard.addRepair", `${ADMIN_BASE}/reparaties/toevoegen`],
    ["dashboard.accountant", `${ADMIN_BASE}/boekhouding/downloads/wijzigen/current`],
  ];

  return (
    <div>
      <ScreenHeader title={t("dashboard.title")} />
      {query.isPending ? <p>{t("list.loading")}</p> : null}
      {query.isError ? (
        <p className="mb-4 text-red-700" role="alert">
          {failureText(query.error, tc, tc("errors.general"))}
        </p>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-3">
        <Panel id="dash-counts" title={t("dashboard.counts")} wide>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4">
            {(data ? Object.entries(data.counts) : []).map(([key, value]) => {
              const target = countTargets[key];
              const total = typeof value === "number" ? value : value.total;
              const unread = typeof value === "number" ? 0 : value.unread;
              const label = target ? t(target[0]) : key;
              return (
                <li key={key}>
                  <Link
                    to={target ? `${ADMIN_BASE}/${target[1]}/overzicht` : ADMIN_BASE}
                    className="block rounded border border-slate-200 p-3 hover:border-brand-600 focus:outline-2 focus:outline-brand-600"
                  >
                    <span className="block text-2xl font-bold text-brand-700">{total}</span>
                    <span className="text-sm text-slate-700">{label}</span>
                    {unread > 0 ? (
                      // a line of its own, in one piece: beside the label it broke "1" from "ongelezen"
                      <span className="mt-1 block w-fit whitespace-nowrap rounded bg-amber-100 px-1 text-xs text-amber-900">
                        {unread} {t("dashboard.unread")}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </Panel>
        <VisitsPanel />
        <Panel id="dash-quick" title={t("dashboard.quickLinks")}>
          <ul className="space-y-1">
            {quick.map(([key, to]) => (
              <li key={to}>
                <Link to={to} className="text-brand-700 underline-offset-2 hover:underline">
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="dash-messages" title={t("dashboard.newestMessages")} wide>
          {query.isSuccess && messages.length === 0 ? <Empty text={t("dashboard.noMessages")} /> : null}
          <ul className="divide-y divide-slate-100">
            {messages.map((m) => (
              <li key={`${m.kind}-${m.id}`} className="flex flex-wrap items-center gap-2 py-2">
                {!m.read_at ? (
                  <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                    {t("list.unread")}
                  </span>
                ) : null}
                <Link
                  to={`${ADMIN_BASE}/${messageSection(m.kind)}/bekijken/${m.id}`}
                  className={`text-brand-700 hover:underline ${m.read_at ? "" : "font-semibold"}`}
                >
                  {m.name} {m.email ? `<${m.email}>` : ""}
                </Link>
                <span className="ml-auto text-sm text-slate-600">{formatDate(m.created_at, lang, true)}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="dash-statuses" title={t("dashboard.newestStatuses")}>
          {query.isSuccess && statuses.length === 0 ? <Empty text={t("dashboard.noStatuses")} /> : null}
          <ul className="divide-y divide-slate-100">
            {statuses.map((s) => {
              const repair = s.kind === "repair";
              const options = repair ? repairStatusOptions : newPcStatusOptions;
              const label = options.find((o) => o.value === s.status)?.label[lang] ?? s.status;
              return (
                <li key={`${s.kind}-${s.id}`} className="py-2 text-sm">
                  <Link
                    to={`${ADMIN_BASE}/${repair ? "reparaties" : "nieuwe-pcs"}/wijzigen/${s.id}`}
                    className="text-brand-700 hover:underline"
                  >
                    {s.customer.name ? `${s.customer.name}: ` : ""}
                    {s.title || (repair ? t("menu.statusRepair") : t("menu.statusNewPc"))}
                  </Link>{" "}
                  — {label}
                </li>
              );
            })}
          </ul>
        </Panel>
        <Panel id="dash-schedule" title={t("schedule.title")} wide>
          <ScheduleList />
        </Panel>
        <Panel id="dash-translations" title={t("dashboard.translations")} wide>
          <TranslationsList />
        </Panel>
        <NextBookingsPanel />
      </div>
    </div>
  );
}
