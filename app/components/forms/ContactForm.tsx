/**
 * The contact form of requirements §5: name, e-mail, phone (optional), message; from a product page also the
 * product's id (the server looks up which product it is). Plain links (`<a>`), no router: these forms
 * are server HTML on public pages and React islands (app/islands/contact-dialog.tsx).
 */
import { createContext, useContext } from "react";
import { type PublicT, usePublicText } from "#app/i18n/locales/public.ts";
import { formLimits } from "#core/limits/messages.ts";
import { teamviewerPath } from "#core/public/urls.ts";
import { type FieldSpec, PublicForm } from "./PublicForm.tsx";

/** the sender's fields the three forms share, each with its one label, autocomplete and length */
const nameField = (t: PublicT): FieldSpec => ({
  name: "name",
  label: t("contact.name"),
  required: true,
  autoComplete: "name",
  maxLength: formLimits.name,
});
const emailField = (t: PublicT): FieldSpec => ({
  name: "email",
  label: t("contact.email"),
  type: "email",
  required: true,
  autoComplete: "email",
  maxLength: formLimits.email,
});
/** optional on the contact form, required where the company calls back */
const phoneField = (t: PublicT, required: boolean): FieldSpec => ({
  name: "phone",
  label: t("contact.phone"),
  type: "tel",
  required,
  autoComplete: "tel",
  maxLength: formLimits.phone,
});

/** each form's name (what a document post is dispatched by), its API call and its schema */
const formCalls = {
  contact: { form: "contact", endpoint: "send-contact-email", schema: "contact" },
  callback: { form: "callback", endpoint: "send-phone-email", schema: "phone" },
  remoteAssistance: {
    form: "remote-assistance",
    endpoint: "send-remote-assistance-email",
    schema: "remoteAssistance",
  },
} as const;

/**
 * The product the contact page's address asks about (`/contact?product=<id>`, looked up by the
 * page's loader): its contact form names it and posts its id. null: no product.
 */
export const ContactProductContext = createContext<{ id: number; title: string } | null>(null);

export function ContactForm({
  idPrefix,
  productId,
  onSent,
}: {
  idPrefix: string;
  productId?: number;
  onSent?: () => void;
}) {
  const { t } = usePublicText();
  // the dialog names its product itself (productId); the contact page's form names the page's
  const pageProduct = useContext(ContactProductContext);
  const product = productId ? null : pageProduct;
  const aboutId = productId ?? product?.id;
  return (
    <>
      {product ? <ProductNote title={product.title} /> : null}
      <PublicForm
        {...formCalls.contact}
        idPrefix={idPrefix}
        extra={aboutId ? { product_id: aboutId } : undefined}
        onSent={onSent}
        successText={t("contact.success")}
        fields={[
          nameField(t),
          emailField(t),
          phoneField(t, false),
          {
            name: "message",
            label: t("contact.message"),
            type: "textarea",
            required: true,
            maxLength: formLimits.message,
          },
        ]}
      />
    </>
  );
}

/** The call-back form: name, phone, preferred moment, message. */
export function CallbackForm({ idPrefix }: { idPrefix: string }) {
  const { t } = usePublicText();
  const moments = ["anytime", "morning", "afternoon", "evening"] as const;
  return (
    <PublicForm
      {...formCalls.callback}
      idPrefix={idPrefix}
      successText={t("contact.callback.success")}
      fields={[
        nameField(t),
        phoneField(t, true),
        {
          name: "preferred_moment",
          label: t("contact.callback.moment"),
          type: "select",
          options: moments.map((m) => ({
            value: t(`contact.callback.moments.${m}`),
            label: t(`contact.callback.moments.${m}`),
          })),
        },
        { name: "message", label: t("contact.message"), type: "textarea", maxLength: formLimits.message },
      ]}
    />
  );
}

/** The remote-assistance form, followed by the TeamViewer download step. */
export function RemoteAssistanceForm({ idPrefix, lang }: { idPrefix: string; lang: "nl" | "en" }) {
  const { t } = usePublicText();
  return (
    <PublicForm
      {...formCalls.remoteAssistance}
      idPrefix={idPrefix}
      successText={t("contact.remote.success")}
      afterSuccess={
        <a
          href={teamviewerPath(lang)}
          className="mt-3 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("contact.remote.next")}
        </a>
      }
      fields={[
        nameField(t),
        emailField(t),
        phoneField(t, true),
        {
          name: "message",
          label: t("contact.remote.problem"),
          type: "textarea",
          required: true,
          maxLength: formLimits.message,
        },
      ]}
    />
  );
}

/** "Your question is about: <product>" above a contact form that asks about a product */
export function ProductNote({ title }: { title: string }) {
  const { t } = usePublicText();
  return (
    <p
      className="mb-4 rounded-lg bg-brand-50 p-3 text-slate-800 ring-1 ring-brand-100"
      data-testid="contact-product"
    >
      {t("contact.aboutProduct")} <strong>{title}</strong>
    </p>
  );
}
