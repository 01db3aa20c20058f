/**
 * The offer of an autosaved draft on the edit (or add) screen (./useDraft.ts): "You have an unsaved
 * draft from <date>. Restore / Discard", in the admin language.
 */
import { useState } from "react";
import { toast } from "sonner";
import { useLang } from "#app/admin/language.ts";
import { btn } from "#app/admin/ui.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { formatDate } from "#core/format-date.ts";
import type { DraftState } from "./useDraft.ts";

export function DraftBanner({ draft }: { draft: DraftState }) {
  const lang = useLang();
  const { t } = useAdminText();
  const [busy, setBusy] = useState(false);
  const offer = draft.offer;
  if (!offer) return null;
  const discard = async () => {
    setBusy(true);
    try {
      await draft.discard();
      toast.success(t("drafts.discarded"));
    } catch {
      toast.error(t("drafts.failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      role="status"
      aria-label={t("drafts.bannerLabel")}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <p className="grow">{t("drafts.banner", { date: formatDate(offer.updated_at, lang, true) })}</p>
      <button
        type="button"
        className={btn.primary}
        disabled={busy}
        onClick={() => {
          draft.restore();
          toast.success(t("drafts.restored"));
        }}
      >
        {t("drafts.restore")}
      </button>
      <button type="button" className={btn.secondary} disabled={busy} onClick={() => void discard()}>
        {t("drafts.discard")}
      </button>
    </section>
  );
}

/** "Draft kept 14:02" beside the save button, or that it could not be kept */
export function DraftStatusText({ draft }: { draft: DraftState }) {
  const lang = useLang();
  const { t } = useAdminText();
  const { status } = draft;
  if (status.state === "idle") return null;
  const text =
    status.state === "saved"
      ? t("drafts.saved", {
          time: new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "nl-NL", { timeStyle: "short" }).format(
            status.at,
          ),
        })
      : t("drafts.notSaved");
  return (
    <span
      className={`text-sm ${status.state === "failed" ? "text-red-700" : "text-slate-700"}`}
      aria-live="polite"
    >
      {text}
    </span>
  );
}
