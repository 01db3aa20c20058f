/** Admin editor of the contact block: the text beside the form. */
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { CONTACT_TEXT_MAX } from "#core/blocks/contact.ts";

export function ContactEditor({ form, index }: EditorProps) {
  const { t } = useAdminText();
  return (
    <Text form={form} name={`blocks.${index}.text`} label={t("blocks.text")} area max={CONTACT_TEXT_MAX} />
  );
}
