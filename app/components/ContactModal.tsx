/**
 * The contact (appointment) modal (SPEC §2): a <dialog> opened with showModal(), so the browser traps
 * focus and makes the rest inert; Escape closes it; focus returns to the button that opened it.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./forms/ContactForm.tsx";
import { Icon } from "./Icon.tsx";

const ContactModalContext = createContext<{ open: () => void }>({ open: () => {} });

export const useContactModal = () => useContext(ContactModalContext);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("public");
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  // a new form every time the modal opens
  const [generation, setGeneration] = useState(0);

  const open = useCallback(() => {
    opener.current = document.activeElement as HTMLElement | null;
    setGeneration((g) => g + 1);
    setOpen(true);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      element.querySelector<HTMLInputElement>("input:not([type=hidden])")?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <ContactModalContext.Provider value={{ open }}>
      {children}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape (native dialog) */}
      <dialog
        ref={dialog}
        aria-labelledby="contact-modal-title"
        onClose={onClose}
        onClick={(event) => {
          // a click on the backdrop (the dialog element itself) closes
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
      >
        {isOpen ? (
          <div className="p-5 sm:p-7">
            <div className="mb-4 flex items-start justify-between gap-4">
              <h2 id="contact-modal-title" className="text-2xl font-bold text-brand-900">
                {t("contact.modalTitle")}
              </h2>
              <button
                type="button"
                onClick={() => dialog.current?.close()}
                className="-mr-2 -mt-1 rounded-full p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                aria-label={t("contact.close")}
              >
                <Icon name="close" />
              </button>
            </div>
            <p className="mb-5 text-slate-700">{t("contact.modalIntro")}</p>
            <ContactForm key={generation} idPrefix="modal" />
          </div>
        ) : null}
      </dialog>
    </ContactModalContext.Provider>
  );
}
