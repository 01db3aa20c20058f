/**
 * The contact form of requirements §5: name, e-mail, phone (optional), message; from a product page also the
 * product's id (the server looks up which product it is).
 */
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { teamviewerPath } from "#app/lib/public/urls.ts";
import { formLimits } from "#server/messages/limits.ts";
import { PublicForm } from "./PublicForm.tsx";

export function ContactForm({
  idPrefix,
  productId,
  onSent,
}: {
  idPrefix: string;
  productId?: number;
  onSent?: () => void;
}) {
  const { t } = useTranslation("public");
  return (
    <PublicForm
      idPrefix={idPrefix}
      endpoint="send-contact-email"
      extra={productId ? { product_id: productId } : undefined}
      onSent={onSent}
      schema="contact"
      successText={t("contact.success")}
      fields={[
        {
          name: "name",
          label: t("contact.name"),
          required: true,
          autoComplete: "name",
          maxLength: formLimits.name,
        },
        {
          name: "email",
          label: t("contact.email"),
          type: "email",
          required: true,
          autoComplete: "email",
          maxLength: formLimits.email,
        },
        {
          name: "phone",
          label: t("contact.phone"),
          type: "tel",
          autoComplete: "tel",
          maxLength: formLimits.phone,
        },
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
  const { t } = useTranslation("public");
  const moments = ["anytime", "morning", "afternoon", "evening"] as const;
  return (
    <PublicForm
      idPrefix={idPrefix}
      endpoint="send-phone-email"
      schema="phone"
      successText={t("contact.callback.success")}
      fields={[
        {
          name: "name",
          label: t("contact.name"),
          required: true,
          autoComplete: "name",
          maxLength: formLimits.name,
        },
        {
          name: "phone",
          label: t("contact.phone"),
          type: "tel",
          required: true,
          autoComplete: "tel",
          maxLength: formLimits.phone,
        },
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
  const { t } = useTranslation("public");
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
        {
          name: "name",
          label: t("contact.name"),
          required: true,
          autoComplete: "name",
          maxLength: formLimits.name,
        },
        {
          name: "email",
          label: t("contact.email"),
          type: "email",
          required: true,
          autoComplete: "email",
          maxLength: formLimits.email,
        },
        {
          name: "phone",
          label: t("contact.phone"),
          type: "tel",
          required: true,
          autoComplete: "tel",
          maxLength: formLimits.phone,
        },
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
