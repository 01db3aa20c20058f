/** Admin editor of the contact block: the text beside the form. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { CONTACT_TEXT_MAX, newContactFields } from "#core/blocks/contact.ts";

export function ContactEditor({ form, index }: EditorProps) {
  const { t } = useAdminText();
  return (
    <Text form={form} name={`blocks.${index}.text`} label={t("blocks.text")} area max={CONTACT_TEXT_MAX} />
  );
}

/** the admin registry's entry for the contact block */
export const contactEditor: BlockEditorEntry<"contact"> = {
  Editor: ContactEditor,
  newFields: newContactFields,
};
