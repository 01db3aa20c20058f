/**
 * The contact (appointment) modal (SPEC §2): a <dialog> opened with showModal(), so the browser traps
 * focus and makes the rest inert; Escape closes it; focus returns to the button that opened it.
 *
 * The form stays mounted while the modal is closed, so what was typed is still there at the next
 * opening (Escape is not "throw my message away"); only a sent form is replaced by a fresh one.
 * Opened from a product page, it says which product the question is about and posts the product's
 * id with the message (the server looks up title and address: server/messages/product-reference.ts).
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ContactForm } from "./forms/ContactForm.tsx";
import { Icon } from "./Icon.tsx";

export interface ProductContext {
  id: number;
  title: string;
}

const ContactModalContext = createContext<{
  /** the generic modal (also usable directly as an onClick handler) */
  open: () => void;
  /** the modal for a question about this product */
  openForProduct: (product: ProductContext) => void;
}>({ open: () => {}, openForProduct: () => {} });

export const useContactModal = () => useContext(ContactModalContext);

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation("public");
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  // mounted from the first opening on, so a closed modal keeps its draft
  const [mounted, setMounted] = useState(false);
  const [product, setProduct] = useState<ProductContext | null>(null);
  // a new form after one was sent
  const [generation, setGeneration] = useState(0);
  const sent = useRef(false);

  const show = useCallback((about: ProductContext | null) => {
    opener.current = document.activeElement as HTMLElement | null;
    if (sent.current) {
      sent.current = false;
      setGeneration((g) => g + 1);
    }
    setProduct(about);
    setMounted(true);
    setOpen(true);
  }, []);
  const open = useCallback(() => show(null), [show]);
  const openForProduct = useCallback((about: ProductContext) => show(about), [show]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <ContactModalContext.Provider value={{ open, openForProduct }}>
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
        {mounted ? (
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
            {product ? (
              <p
                className="mb-4 rounded-lg bg-brand-50 p-3 text-slate-800 ring-1 ring-brand-100"
                data-testid="contact-product"
              >
                {t("contact.aboutProduct")} <strong>{product.title}</strong>
              </p>
            ) : null}
            <p className="mb-5 text-slate-700">{t("contact.modalIntro")}</p>
            <ContactForm
              key={generation}
              idPrefix="modal"
              productId={product?.id}
              onSent={() => {
                sent.current = true;
              }}
            />
          </div>
        ) : null}
      </dialog>
    </ContactModalContext.Provider>
  );
}
