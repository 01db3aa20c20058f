/**
 * The dashboard's "Translations" list: pages, news items, tips and products whose other language is
 * missing or was edited later (`GET /api/translation-report`), each with the link that fixes it —
 * the add screen of the translation (ResourceForm's `translation_of`) or the item's edit screen, and
 * for an outdated one "Nog actueel" when its text needs no change (`POST translation-current/…`).
 */

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { call, type Schema } from "#app/api/typed.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { useCommonText } from "#app/i18n/locales/common.ts";
import { failureText } from "./failure-text.ts";
import { link, ReportItem, ReportState } from "./report-parts.tsx";
import { btn } from "./ui.ts";

type Entry = Schema<"TranslationReportEntry">;

export function TranslationsList() {
  const { t } = useAdminText();
  const { t: tc } = useCommonText();
  const query = useQuery({
    queryKey: ["translation-report"],
    queryFn: () => call.get("/translation-report"),
  });
  const entries = query.data?.data ?? [];
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  /** the translator's "still up to date": the other language's edit needs no change here */
  const confirmCurrent = async (e: Entry) => {
    setBusy(`${e.type}-${e.id}`);
    try {
      await call.post("/translation-current/{type}/{id}", { params: { type: e.type, id: e.id } });
      toast.success(t("dashboard.stillCurrentDone", { title: e.title }));
      await queryClient.invalidateQueries({ queryKey: ["translation-report"] });
    } catch (error) {
      toast.error(failureText(error, tc, tc("errors.general")));
    } finally {
      setBusy(null);
    }
  };
  const other = (language: Entry["language"]) =>
    language === "nl" ? t("form.languageEn") : t("form.languageNl");

  if (query.isError || (query.isSuccess && entries.length === 0))
    return <ReportState query={query} count={entries.length} empty={t("dashboard.noTranslations")} />;
  return (
    <ul className="divide-y divide-slate-100">
      {entries.map((e) => (
        <li key={`${e.type}-${e.id}`} className="flex flex-wrap items-center gap-x-2 py-2 text-sm">
          <ReportItem entry={e} />
          <span className="text-slate-700">
            —{" "}
            {e.status === "missing"
              ? t("dashboard.translationMissing", { language: other(e.language) })
              : t("dashboard.translationOutdated", { language: other(e.language) })}
          </span>
          {e.create_path ? (
            <Link to={e.create_path} className={`${link} ml-auto`}>
              {e.language === "en" ? t("form.createTranslationNl") : t("form.createTranslation")}
            </Link>
          ) : (
            <span className="ml-auto flex items-center gap-3">
              <Link to={e.edit_path} className={link}>
                {t("dashboard.updateTranslation")}
              </Link>
              <button
                type="button"
                className={btn.small}
                disabled={busy !== null}
                aria-label={t("dashboard.stillCurrentLabel", {
                  title: e.title,
                  language: e.language.toUpperCase(),
                })}
                onClick={() => void confirmCurrent(e)}
              >
                {t("dashboard.stillCurrent")}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
