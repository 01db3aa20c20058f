/**
 * Quick stock change of one product: − / + buttons and a number field (committed on Enter or when
 * the field loses focus). A stock the API would refuse stays in the field with the API's message
 * beside it (./stock.ts); so does a refusal of the API itself (`onChange` answers its message).
 * The parent saves; while it does, the control is busy.
 *
 * Busy, the field is read-only and the buttons say `aria-disabled` instead of being disabled: a
 * disabled control loses the focus, so a keyboard user pressing + twice found the focus on the
 * page's start, and the field's blur on being disabled saved the value a second time after Enter
 * (two requests, two toasts).
 */
import { useEffect, useId, useRef, useState } from "react";
import { usePortalText } from "#app/i18n/locales/portal.ts";
import type { Language } from "#core/lang.ts";
import { readStock } from "./stock.ts";

export function StockControl({
  title,
  stock,
  busy,
  lang,
  onChange,
}: {
  title: string;
  stock: number;
  busy: boolean;
  lang: Language;
  /** saves; resolves to the API's message for the stock when it refused it */
  onChange: (next: number) => Promise<string | undefined>;
}) {
  const { t } = usePortalText();
  const errorId = useId();
  const [draft, setDraft] = useState(String(stock));
  const [error, setError] = useState<string>();
  useEffect(() => setDraft(String(stock)), [stock]);

  // the stock being saved: Enter and the blur after it commit the same value once
  const saving = useRef<number | null>(null);
  const save = async (next: number) => {
    if (busy || saving.current !== null) return;
    saving.current = next;
    try {
      setError(await onChange(next));
    } finally {
      saving.current = null;
    }
  };
  const commit = () => {
    const reading = readStock(draft, lang);
    if (!reading.ok) return setError(reading.error);
    setError(undefined);
    if (reading.stock !== stock) void save(reading.stock);
  };
  const step =
    "flex size-9 items-center justify-center rounded-md border border-slate-300 bg-white text-lg font-bold text-slate-800 hover:bg-slate-100 aria-disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand-600";

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1" aria-busy={busy || undefined}>
        <button
          type="button"
          className={step}
          aria-label={t("zzp.decrease", { title })}
          aria-disabled={busy || stock <= 0 || undefined}
          onClick={() => {
            if (stock > 0) void save(stock - 1);
          }}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          readOnly={busy}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(undefined);
          }}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
          }}
          className={`h-9 w-16 rounded-md border px-2 text-center tabular-nums focus:outline-2 focus:outline-brand-600 ${error ? "border-red-600" : "border-slate-300"}`}
        />
        <button
          type="button"
          className={step}
          aria-label={t("zzp.increase", { title })}
          aria-disabled={busy || undefined}
          onClick={() => void save(stock + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* always in the tree, so screen readers announce the message when it appears */}
      <p id={errorId} role="status" className="max-w-56 text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </div>
  );
}
