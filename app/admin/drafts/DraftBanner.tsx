/**
 * The offer of an autosaved draft on the edit (or add) screen (./useDraft.ts): "You have an unsaved
 * draft from <date>. Restore / Discard", in the admin language.
 */
import { useState } from "react";
import { toast } from "sonner";
import { formatDate } from "#app/admin/format.ts";
import { useLang } from "#app/admin/language.ts";
import { btn } from "#app/admin/ui.ts";
import { draftText } from "./texts.ts";
import type { DraftState } from "./useDraft.ts";

export function DraftBanner({ draft }: { draft: DraftState }) {
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const offer = draft.offer;
  if (!offer) return null;
  const discard = async () => {
    setBusy(true);
    try {
      await draft.discard();
      toast.success(draftText("discarded", lang));
    } catch {
      toast.error(draftText("failed", lang));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section
      role="status"
      aria-label={draftText("bannerLabel", lang)}
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-slate-900"
    >
      <p className="grow">{draftText("banner", lang, { date: formatDate(offer.updated_at, lang, true) })}</p>
      <button
        type="button"
        className={btn.primary}
        disabled={busy}
        onClick={() => {
          draft.restore();
          toast.success(draftText("restored", lang));
        }}
      >
        {draftText("restore", lang)}
      </button>
      <button type="button" className={btn.secondary} disabled={busy} onClick={() => void discard()}>
        {draftText("discard", lang)}
      </button>
    </section>
  );
}

/** "Draft kept 14:02" beside the save button, or that it could not be kept */
export function DraftStatusText({ draft }: { draft: DraftState }) {
  const lang = useLang();
  const { status } = draft;
  if (status.state === "idle") return null;
  const text =
    status.state === "saved"
      ? draftText("saved", lang, {
          time: new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "nl-NL", { timeStyle: "short" }).format(
            status.at,
          ),
        })
      : draftText("notSaved", lang);
  return (
    <span
      className={`text-sm ${status.state === "failed" ? "text-red-700" : "text-slate-700"}`}
      aria-live="polite"
    >
      {text}
    </span>
  );
}
