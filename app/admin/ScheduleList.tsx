/**
 * The dashboard's "Gepland / Scheduled" list: the coming moments at which a page, news item, tip or
 * product goes online or offline by itself (`GET /api/schedule-report`), soonest first, in Amsterdam
 * time, each with a link to the item's edit screen. A moment leaves the list as it passes.
 */

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { call } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { formatAmsterdam } from "#content-types/schedule-time.ts";
import { useLang } from "./language.ts";
import { ReportItem, ReportState } from "./report-parts.tsx";

export function ScheduleList() {
  const { t } = useAdminText();
  const lang = useLang();
  const query = useQuery({
    queryKey: ["schedule-report"],
    queryFn: () => call.get("/schedule-report"),
    // read again on every visit: a moment set in an edit screen a moment ago must be listed
    staleTime: 0,
  });
  // a moment that passes while the dashboard is open leaves the list then, not at the next reload
  const [now, setNow] = useState(() => Date.now());
  const all = query.data?.data ?? [];
  const entries = all.filter((e) => Date.parse(e.at) > now);
  const next = entries[0] ? Date.parse(entries[0].at) : null;
  const { refetch } = query;
  useEffect(() => {
    if (next === null) return;
    // setTimeout holds at most ~24.8 days; a later moment is looked at again then
    const timer = setTimeout(
      () => {
        setNow(Date.now());
        void refetch();
      },
      Math.min(next - Date.now() + 1000, 2 ** 31 - 1),
    );
    return () => clearTimeout(timer);
  }, [next, refetch]);

  if (query.isError || (query.isSuccess && entries.length === 0))
    return <ReportState query={query} count={entries.length} empty={t("schedule.empty")} />;
  return (
    <>
      <ul className="divide-y divide-slate-100" data-testid="schedule-list">
        {entries.map((e) => (
          <li
            key={`${e.type}-${e.id}-${e.kind}`}
            className="flex flex-wrap items-center gap-x-2 py-2 text-sm"
          >
            <time dateTime={e.at} className="font-medium tabular-nums text-slate-900">
              {formatAmsterdam(e.at, lang)}
            </time>
            <span
              className={`rounded px-1 text-xs ${e.kind === "publish" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"}`}
            >
              {t(`schedule.${e.kind}`)}
            </span>
            <ReportItem entry={e} />
          </li>
        ))}
      </ul>
      {entries.length > 0 ? <p className="mt-2 text-xs text-slate-600">{t("schedule.timeZone")}</p> : null}
    </>
  );
}
