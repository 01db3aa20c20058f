/**
 * Modal dialogs on the native <dialog> element: showModal() gives focus trapping, Escape to close
 * and an inert background for free. `Dialog` is the frame (title, close button, content);
 * `ConfirmDialog` asks a yes/no question (deletions, requirements §8 "Deletion asks for confirmation").
 *
 * Focus on opening: the element marked `data-autofocus`, else the first field of the content, else the
 * browser's choice (the × button). showModal() alone would always pick the ×, the first focusable
 * element (React's `autoFocus` runs before the dialog is open, when nothing in it can take focus).
 */
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./Button.tsx";

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** label of the × button (translated by the caller) */
  closeLabel: string;
  children: ReactNode;
  /** buttons at the bottom */
  footer?: ReactNode;
  className?: string;
}

export function Dialog({ open, onClose, title, closeLabel, children, footer, className = "" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog
        .querySelector<HTMLElement>(
          "[data-autofocus], [data-dialog-content] :is(input:not([type=hidden]), select, textarea):not(:disabled)",
        )
        ?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // Escape and form[method=dialog] close the element; keep React's state in step
      onClose={() => {
        if (open) onClose();
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50 ${className}`}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-m-2 rounded p-2 text-slate-500 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div data-dialog-content>{children}</div>
          {footer ? <div className="flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** danger (red) by default: confirmations are mostly deletions */
  tone?: "danger" | "primary";
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = "danger",
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={cancelLabel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-slate-700">{message}</div>
    </Dialog>
  );
}
