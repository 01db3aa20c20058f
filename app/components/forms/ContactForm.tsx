/**
 * The contact form of requirements §5: name, e-mail, phone (optional), message; from a product page also the
 * product's id (the server looks up which product it is).
 */
import { Link } from "react-router";
import { type PublicT, usePublicText } from "#app/i18n/locales/public.ts";
import { teamviewerPath } from "#app/lib/public/urls.ts";
import { formLimits } from "#server/messages/limits.ts";
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
  return (
    <PublicForm
      idPrefix={idPrefix}
      endpoint="send-contact-email"
      extra={productId ? { product_id: productId } : undefined}
      onSent={onSent}
      schema="contact"
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
  );
}

/** The call-back form: name, phone, preferred moment, message. */
export function CallbackForm({ idPrefix }: { idPrefix: string }) {
  const { t } = usePublicText();
  const moments = ["anytime", "morning", "afternoon", "evening"] as const;
  return (
    <PublicForm
      idPrefix={idPrefix}
      endpoint="send-phone-email"
      schema="phone"
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
      idPrefix={idPrefix}
      endpoint="send-remote-assistance-email"
      schema="remoteAssistance"
      successText={t("contact.remote.success")}
      afterSuccess={
        <Link
          to={teamviewerPath(lang)}
          className="mt-3 inline-flex rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t("contact.remote.next")}
        </Link>
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
