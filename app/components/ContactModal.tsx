/**
 * The contact (appointment) modal (requirements §2): a <dialog> opened with showModal(), so the browser traps
 * focus and makes the rest inert; Escape closes it; focus returns to the button that opened it.
 *
 * The form stays mounted while the modal is closed, so what was typed is still there at the next
 * opening (Escape is not "throw my message away"); only a sent form is replaced by a fresh one.
 * Opened on a product page, from any of its buttons, it says which product the question is about and
 * posts the product's id with the message (the server looks up title and address:
 * server/messages/product-reference.ts): the page registers its product (useQuestionsAbout), so no
 * button can forget it. Its title is what the visitor clicked: a button with its own words (the
 * header's action button, "Interested? Ask about this product") opens it with `ask(words)`; the
 * appointment buttons with `open()` and the title "Make an appointment".
 *
 * The form's code (and its zod schema) is not part of the page's first load: it is fetched at the
 * first opening, while the dialog already shows its title, close button and a loading line of the
 * form's height; its name field gets focus as soon as it is there.
 */
import {
  createContext,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from "react";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { company } from "#server/company.ts";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./ui/Spinner.tsx";

/** the form could not be fetched (offline): the failure text with the company's phone and e-mail */
function FormUnavailable() {
  const { t } = usePublicText();
  return (
    <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      {t("contact.failure", { phone: company.phoneDisplay, email: company.email })}
    </p>
  );
}

const ModalForm = lazy(() =>
  Promise.all([
    import("./forms/ContactForm.tsx"),
    import("./forms/schemas.ts").then((m) => m.loadFormSchemas()),
  ])
    .then(([{ ContactForm }]) => ({ default: ContactForm }))
    .catch(() => ({ default: FormUnavailable })),
);

/** the first text field of an open dialog gets focus (the close button has it until the form is there) */
function focusFirstField(dialog: HTMLDialogElement | null) {
  if (!dialog?.open) return;
  dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
}

/** rendered once the form's code is there: moves focus from the close button into the form */
function FocusOnArrival({ dialog }: { dialog: RefObject<HTMLDialogElement | null> }) {
  useEffect(() => {
    const element = dialog.current;
    // only when nothing else was chosen meanwhile (the browser put focus on the close button)
    if (element && (document.activeElement === element || element.contains(document.activeElement)))
      focusFirstField(element);
  }, [dialog]);
  return null;
}

export interface ProductContext {
  id: number;
  title: string;
}

const ContactModalContext = createContext<{
  /** the appointment modal (also usable directly as an onClick handler) */
  open: () => void;
  /** the modal titled with the words of the button that was clicked */
  ask: (title: string) => void;
  /** the product every question asked on the current page is about (null: none) */
  setPageProduct: (product: ProductContext | null) => void;
}>({ open: () => {}, ask: () => {}, setPageProduct: () => {} });

export const useContactModal = () => useContext(ContactModalContext);

/** A product page: while it is shown, every question asked from it names this product. */
export function useQuestionsAbout(product: ProductContext) {
  const { setPageProduct } = useContactModal();
  const { id, title } = product;
  useEffect(() => {
    setPageProduct({ id, title });
    return () => setPageProduct(null);
  }, [setPageProduct, id, title]);
}

export function ContactModalProvider({ children }: { children: ReactNode }) {
  const { t } = usePublicText();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [isOpen, setOpen] = useState(false);
  // mounted from the first opening on, so a closed modal keeps its draft
  const [mounted, setMounted] = useState(false);
  const [product, setProduct] = useState<ProductContext | null>(null);
  const [title, setTitle] = useState<string | null>(null);
  const pageProduct = useRef<ProductContext | null>(null);
  // a new form after one was sent
  const [generation, setGeneration] = useState(0);
  const sent = useRef(false);

  const show = useCallback((words: string | null) => {
    opener.current = document.activeElement as HTMLElement | null;
    if (sent.current) {
      sent.current = false;
      setGeneration((g) => g + 1);
    }
    setTitle(words);
    setProduct(pageProduct.current);
    setMounted(true);
    setOpen(true);
  }, []);
  const open = useCallback(() => show(null), [show]);
  const ask = useCallback((words: string) => show(words.trim() || null), [show]);
  const setPageProduct = useCallback((about: ProductContext | null) => {
    pageProduct.current = about;
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      focusFirstField(element);
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);

  const onClose = () => {
    setOpen(false);
    opener.current?.focus();
  };

  return (
    <ContactModalContext.Provider value={{ open, ask, setPageProduct }}>
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
                {title ?? t("contact.modalTitle")}
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
            <Suspense
              fallback={
                <div role="status" className="flex min-h-[29rem] items-start text-slate-700">
                  <Spinner className="mr-2" />
                  {t("contact.loadingForm")}
                </div>
              }
            >
              <ModalForm
                key={generation}
                idPrefix="modal"
                productId={product?.id}
                onSent={() => {
                  sent.current = true;
                }}
              />
              <FocusOnArrival dialog={dialog} />
            </Suspense>
          </div>
        ) : null}
      </dialog>
    </ContactModalContext.Provider>
  );
}
