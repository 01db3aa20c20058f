/**
 * Quick stock change of one product: − / + buttons and a number field (committed on Enter or when
 * the field loses focus). The parent saves; while it does, the control is busy.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function StockControl({
  title,
  stock,
  busy,
  onChange,
}: {
  title: string;
  stock: number;
  busy: boolean;
  onChange: (next: number) => void;
}) {
  const { t } = useTranslation("portal");
  const [draft, setDraft] = useState(String(stock));
  useEffect(() => setDraft(String(stock)), [stock]);

  const commit = () => {
    const next = Number.parseInt(draft, 10);
    if (Number.isNaN(next) || next < 0) return setDraft(String(stock));
    if (next !== stock) onChange(next);
  };
  const step =
    "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-bold text-slate-800 hover:bg-slate-100 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    <div className="flex items-center gap-1" aria-busy={busy || undefined}>
      <button
        type="button"
        className={step}
        aria-label={t("zzp.decrease", { title })}
        disabled={busy || stock <= 0}
        onClick={() => onChange(stock - 1)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft}
        aria-label={t("zzp.stockLabel", { title })}
        disabled={busy}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            commit();
          }
        }}
        className="h-9 w-16 rounded-md border border-slate-300 px-2 text-center tabular-nums focus:outline-2 focus:outline-brand-600"
      />
      <button
        type="button"
        className={step}
        aria-label={t("zzp.increase", { title })}
        disabled={busy}
        onClick={() => onChange(stock + 1)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
