/**
 * The status user's jobs (SPEC §4): a new-PC order as a progress line over the seven steps, a repair
 * as a card with its label and details. Pure presentation of API rows.
 */
import { useTranslation } from "react-i18next";
import type { Language } from "#app/i18n/lang.ts";
import { euros, formatDate, formatEuro } from "./format.ts";

export const newPcSteps = [
  "waiting",
  "assembling",
  "waiting-customer",
  "waiting-supplier",
  "finished",
  "return-appointment",
  "delivery-appointment",
] as const;
export type NewPcStep = (typeof newPcSteps)[number];

export const repairStatuses = ["in-treatment", "waiting-for-size", "closed"] as const;
export type RepairStatus = (typeof repairStatuses)[number];

export interface StatusNewPcRow {
  id: number;
  title?: string;
  status: NewPcStep;
  date: string;
  notes?: string;
}

export interface StatusRepairRow {
  id: number;
  title?: string;
  status: RepairStatus;
  description_problem?: string;
  work_done?: string;
  used_parts?: string;
  costs?: number;
  costs_cents?: number;
  intake_date: string;
  waiting_for_size?: string;
}

export function NewPcCard({ row, lang }: { row: StatusNewPcRow; lang: Language }) {
  const { t } = useTranslation("portal");
  const current = Math.max(0, newPcSteps.indexOf(row.status));
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="status-new-pc"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          {row.title || t("status.job", { id: row.id })}
        </h3>
        <p className="text-sm text-slate-600">{t("status.updated", { date: formatDate(row.date, lang) })}</p>
      </header>
      <p className="mt-3 text-base font-medium text-brand-700">{t(`status.steps.${newPcSteps[current]}`)}</p>
      <ol aria-label={t("status.progress")} className="mt-4 flex flex-col gap-0 sm:flex-row sm:gap-1">
        {newPcSteps.map((step, index) => {
          const state = index < current ? "done" : index === current ? "current" : "todo";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className="flex flex-1 items-center gap-3 sm:flex-col sm:items-start sm:gap-2"
            >
              <span
                aria-hidden="true"
                className={[
                  "flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold sm:h-2 sm:w-full sm:rounded",
                  state === "done" ? "bg-brand-600 text-white sm:text-transparent" : "",
                  state === "current"
                    ? "bg-accent-500 text-slate-900 ring-4 ring-accent-500/30 sm:ring-0 sm:text-transparent"
                    : "",
                  state === "todo" ? "bg-slate-200 text-slate-600 sm:text-transparent" : "",
                ].join(" ")}
              >
                {index + 1}
              </span>
              <span
                className={`py-1 text-sm sm:py-0 sm:text-xs ${state === "current" ? "font-bold text-slate-900" : state === "done" ? "text-slate-700" : "text-slate-500"}`}
              >
                {t(`status.steps.${step}`)}
                {state === "current" ? <span className="sr-only"> ({t("status.currentStep")})</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
      {row.notes ? (
        <p className="mt-4 whitespace-pre-line text-slate-700">
          <span className="font-medium">{t("status.notes")}: </span>
          {row.notes}
        </p>
      ) : null}
    </article>
  );
}

const badge: Record<RepairStatus, string> = {
  "in-treatment": "bg-brand-100 text-brand-900",
  "waiting-for-size": "bg-amber-100 text-amber-900",
  closed: "bg-slate-200 text-slate-800",
};

export function RepairCard({ row, lang }: { row: StatusRepairRow; lang: Language }) {
  const { t } = useTranslation("portal");
  const status = repairStatuses.includes(row.status) ? row.status : "in-treatment";
  const details: [string, string | undefined][] = [
    [t("status.repair.intakeDate"), formatDate(row.intake_date, lang)],
    [t("status.repair.descriptionProblem"), row.description_problem],
    [t("status.repair.workDone"), row.work_done],
    [t("status.repair.usedParts"), row.used_parts],
    [t("status.repair.costs"), formatEuro(euros(row as unknown as Record<string, unknown>, "costs"), lang)],
  ];
  if (row.waiting_for_size) details.push([t("status.repair.waitingForSize"), row.waiting_for_size]);
  return (
    <article
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="status-repair"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          {row.title || t("status.job", { id: row.id })}
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${badge[status]}`}>
          {t(`status.repairStatus.${status}`)}
        </span>
      </header>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {details.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-line text-slate-900">{value || t("status.repair.none")}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
