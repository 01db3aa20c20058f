/** Admin editor of the contact block: the text beside the form. */
import { useTranslation } from "react-i18next";
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { CONTACT_TEXT_MAX } from "./schema.ts";

export function ContactEditor({ form, index }: EditorProps) {
  const { t } = useTranslation("admin");
  return (
    <Text form={form} name={`blocks.${index}.text`} label={t("blocks.text")} area max={CONTACT_TEXT_MAX} />
  );
}
