/** Admin editor of the intro block: its text. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { INTRO_TEXT_MAX, newIntroFields } from "#core/blocks/intro.ts";

export function IntroEditor({ form, index }: EditorProps) {
  const { t } = useAdminText();
  return (
    <Text form={form} name={`blocks.${index}.text`} label={t("blocks.text")} area max={INTRO_TEXT_MAX} />
  );
}

/** the admin registry's entry for the intro block */
export const introEditor: BlockEditorEntry<"intro"> = { Editor: IntroEditor, newFields: newIntroFields };
