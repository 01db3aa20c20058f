/**
 * The status user's jobs (requirements §4): each job shows its current status and the real history
 * of its statuses as the API records them (server/statuses/service.ts). requirements §4 gives no order of the
 * statuses, so nothing here invents a progression. Pure presentation of API rows.
 */

import { type PortalT, usePortalText } from "#app/i18n/locales/portal.ts";
import { formatEuro } from "#app/lib/number-format.ts";
import type { Language } from "#core/lang.ts";
import type { NewPcStatus, RepairStatus } from "#core/statuses.ts";
import { euros, formatDate, formatDateTime } from "./format.ts";

export interface StatusChange<S extends string> {
  status: S;
  /** ISO timestamp */
  changed_at: string;
}

export interface StatusNewPcRow {
  id: number;
  title?: string;
  status: NewPcStatus;
  date: string;
  notes?: string;
  history?: StatusChange<NewPcStatus>[];
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
  history?: StatusChange<RepairStatus>[];
}

const card = "rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6";
const badgeBase = "rounded-full px-3 py-1 text-sm font-semibold";

/** what differs between the two kinds of job: where tests find it, its statuses and their badges */
interface StatusKind<S extends string> {
  testId: string;
  /** shown when the row's status is none of the kind's */
  fallback: S;
  label: (t: PortalT, status: S) => string;
  /** every status of the kind, with its badge's colours */
  badges: Record<S, string>;
}

const newPc: StatusKind<NewPcStatus> = {
  testId: "status-new-pc",
  fallback: "waiting",
  label: (t, status) => t(`status.newPcStatus.${status}`),
  badges: {
    waiting: "bg-slate-200 text-slate-800",
    assembling: "bg-brand-100 text-brand-900",
    "waiting-customer": "bg-amber-100 text-amber-900",
    "waiting-supplier": "bg-amber-100 text-amber-900",
    finished: "bg-emerald-100 text-emerald-900",
    "return-appointment": "bg-brand-100 text-brand-900",
    "delivery-appointment": "bg-brand-100 text-brand-900",
  },
};

const repair: StatusKind<RepairStatus> = {
  testId: "status-repair",
  fallback: "in-treatment",
  label: (t, status) => t(`status.repairStatus.${status}`),
  badges: {
    "in-treatment": "bg-brand-100 text-brand-900",
    "waiting-for-size": "bg-amber-100 text-amber-900",
    closed: "bg-slate-200 text-slate-800",
  },
};

/** The list of every status the job has had, oldest first, each with when it was set. */
function StatusHistory<S extends string>({
  history,
  label,
  lang,
}: {
  history: StatusChange<S>[] | undefined;
  label: (status: S) => string;
  lang: Language;
}) {
  const { t } = usePortalText();
  if (!history?.length) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h4 className="text-sm font-semibold text-slate-900">{t("status.history")}</h4>
      <ol className="mt-2 flex flex-col gap-2 sm:gap-1" data-testid="status-history">
        {history.map((change, index) => (
          <li
            key={`${change.changed_at}-${change.status}`}
            className="flex flex-col text-sm text-slate-700 sm:flex-row sm:gap-x-3"
          >
            <time dateTime={change.changed_at} className="text-slate-600 sm:min-w-48">
              {formatDateTime(change.changed_at, lang)}
            </time>
            <span className={index === history.length - 1 ? "font-semibold text-slate-900" : ""}>
              {label(change.status)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

function Details({ rows }: { rows: [string, string | undefined][] }) {
  const { t } = usePortalText();
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="whitespace-pre-line text-slate-900">{value || t("status.repair.none")}</dd>
        </div>
      ))}
    </dl>
  );
}

/** one job: its title, its current status as a badge, its details and its history */
function StatusCard<S extends string>({
  kind,
  row,
  details,
  lang,
}: {
  kind: StatusKind<S>;
  row: { id: number; title?: string; status: S; history?: StatusChange<S>[] };
  details: [string, string | undefined][];
  lang: Language;
}) {
  const { t } = usePortalText();
  const status = Object.hasOwn(kind.badges, row.status) ? row.status : kind.fallback;
  const label = (value: S) => kind.label(t, value);
  return (
    <article className={card} data-testid={kind.testId}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">
          {row.title || t("status.job", { id: row.id })}
        </h3>
        <p className={`${badgeBase} ${kind.badges[status]}`} data-testid="status-current">
          <span className="sr-only">{t("status.current")}: </span>
          {label(status)}
        </p>
      </header>
      <Details rows={details} />
      <StatusHistory history={row.history} label={label} lang={lang} />
    </article>
  );
}

/** new-PC statuses whose date is the day of an appointment, not the day the status was set */
const APPOINTMENTS: readonly NewPcStatus[] = ["return-appointment", "delivery-appointment"];

export function NewPcCard({ row, lang }: { row: StatusNewPcRow; lang: Language }) {
  const { t } = usePortalText();
  const dateLabel = t(
    APPOINTMENTS.includes(row.status) ? "status.dateOf.appointment" : "status.dateOf.status",
  );
  const details: [string, string | undefined][] = [[dateLabel, formatDate(row.date, lang)]];
  if (row.notes) details.push([t("status.notes"), row.notes]);
  return <StatusCard kind={newPc} row={row} details={details} lang={lang} />;
}

/**
 * The costs of a repair: an amount of 0 on a repair still in progress means there is no price yet (the
 * admin's form starts at 0), not that it is free; a closed repair shows what it cost, 0 included.
 */
function repairCosts(row: StatusRepairRow, lang: Language, t: PortalT): string {
  const amount = euros(row, "costs");
  if (amount === 0 && row.status !== "closed") return t("status.repair.costsUnknown");
  return formatEuro(amount, lang);
}

export function RepairCard({ row, lang }: { row: StatusRepairRow; lang: Language }) {
  const { t } = usePortalText();
  const details: [string, string | undefined][] = [
    [t("status.repair.intakeDate"), formatDate(row.intake_date, lang)],
    [t("status.repair.descriptionProblem"), row.description_problem],
    [t("status.repair.workDone"), row.work_done],
    [t("status.repair.usedParts"), row.used_parts],
    [t("status.repair.costs"), repairCosts(row, lang, t)],
  ];
  if (row.waiting_for_size) details.push([t("status.repair.waitingForSize"), row.waiting_for_size]);
  return <StatusCard kind={repair} row={row} details={details} lang={lang} />;
}
