/** A modal confirmation (delete): focus moves to Cancel, Escape cancels, Tab stays inside. */
import { useEffect, useId, useRef } from "react";
import { btn } from "./ui.ts";

export function ConfirmDialog({
  title,
  body,
  note,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  /** a second paragraph of what confirming does (e.g. a restore's effect on the other language) */
  note?: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    return () => previous?.focus?.();
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={note ? `${id}-body ${id}-note` : `${id}-body`}
        className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl"
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
          if (e.key === "Tab") {
            // two buttons: keep focus inside the dialog
            e.preventDefault();
            (document.activeElement === cancelRef.current ? confirmRef : cancelRef).current?.focus();
          }
        }}
      >
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={`${id}-body`} className="mt-2 text-slate-700">
          {body}
        </p>
        {note ? (
          <p id={`${id}-note`} className="mt-2 font-medium text-slate-800" data-testid="confirm-note">
            {note}
          </p>
        ) : null}
        <div className="mt-5 flex justify-end gap-2">
          <button ref={cancelRef} type="button" onClick={onCancel} className={btn.secondary}>
            {cancelLabel}
          </button>
          <button ref={confirmRef} type="button" onClick={onConfirm} disabled={busy} className={btn.danger}>
            {confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
