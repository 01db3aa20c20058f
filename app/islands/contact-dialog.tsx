/**
 * The contact (appointment) dialog, an island (requirements §2; docs/ARCHITECTURE.md, "Public pages:
 * documents with islands"). Not part of a page's first load: app/islands/contact-open.ts imports
 * this module on the first click on a contact link (warmed on hover, focus and idle), and it mounts
 * React into a container of its own (createRoot) at the end of <body>.
 *
 * A `<dialog>` opened with showModal(): the browser traps focus and makes the rest inert; Escape
 * and a click on the backdrop close it; focus returns to the link that opened it. The form stays
 * mounted while the dialog is closed, so what was typed is still there at the next opening; only a
 * sent form is replaced by a fresh one. Its title is the link's words (`data-contact-title`, default
 * "Make an appointment"); a product question names the product and posts its id (the server looks
 * up title and address). The form posts to the API with fetch as before (PublicForm: CSRF cookie,
 * idempotency key, zod loaded on demand).
 *
 * An island renders from its props only: no router hooks, its own language context (the page's
 * `<html lang>`), explicit ids.
 */
import { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { ContactForm } from "#app/components/forms/ContactForm.tsx";
import { Icon } from "#app/components/Icon.tsx";
import { usePublicText } from "#app/i18n/locales/public.ts";
import { TextLanguage } from "#app/i18n/text.ts";
import type { Language } from "#core/lang.ts";

export interface ContactDialogRequest {
  /** the link that opened the dialog: focus goes back to it */
  opener: HTMLElement | null;
  /** the link's own words, or null for "Make an appointment" */
  title: string | null;
  product: { id: number; title: string | null } | null;
  /** counts the openings: each one (re)opens the dialog */
  opening: number;
}

const DIALOG_ID = "contact-dialog";
const TITLE_ID = "contact-dialog-title";

function focusFirstField(dialog: HTMLDialogElement) {
  dialog.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
}

function ContactDialog({ request }: { request: ContactDialogRequest }) {
  const { t } = usePublicText();
  const dialog = useRef<HTMLDialogElement>(null);
  // a new form after one was sent (at the next opening)
  const [generation, setGeneration] = useState(0);
  const sent = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening (a new `opening`) shows the dialog
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    if (sent.current) {
      // a fresh form: its name field gets focus once it is there (the effect below)
      sent.current = false;
      setGeneration((g) => g + 1);
    } else focusFirstField(element);
  }, [request.opening]);

  useEffect(() => {
    if (generation > 0 && dialog.current?.open) focusFirstField(dialog.current);
  }, [generation]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop; the keyboard closes with Escape (native dialog)
    <dialog
      ref={dialog}
      id={DIALOG_ID}
      aria-labelledby={TITLE_ID}
      onClose={() => request.opener?.focus()}
      onClick={(event) => {
        // a click on the backdrop (the dialog element itself) closes
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      <div className="p-5 sm:p-7">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={TITLE_ID} className="text-2xl font-bold text-brand-900">
            {request.title ?? t("contact.modalTitle")}
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
        {request.product?.title ? (
          <p
            className="mb-4 rounded-lg bg-brand-50 p-3 text-slate-800 ring-1 ring-brand-100"
            data-testid="contact-product"
          >
            {t("contact.aboutProduct")} <strong>{request.product.title}</strong>
          </p>
        ) : null}
        <p className="mb-5 text-slate-700">{t("contact.modalIntro")}</p>
        <ContactForm
          key={generation}
          idPrefix="modal"
          productId={request.product?.id}
          onSent={() => {
            sent.current = true;
          }}
        />
      </div>
    </dialog>
  );
}

let root: Root | null = null;
let opening = 0;

const pageLanguage = (): Language => (document.documentElement.lang === "en" ? "en" : "nl");

/** opens the dialog (mounting it at the first call); what was typed before is still there */
export function openContactDialog(request: Omit<ContactDialogRequest, "opening">): void {
  if (!root) {
    const container = document.createElement("div");
    container.id = "contact-dialog-root";
    document.body.append(container);
    root = createRoot(container);
  }
  opening += 1;
  root.render(
    <TextLanguage lang={pageLanguage()}>
      <ContactDialog request={{ ...request, opening }} />
    </TextLanguage>,
  );
}
