/** Admin editor of the intro block: its text. */
import { useTranslation } from "react-i18next";
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { INTRO_TEXT_MAX } from "./schema.ts";

export function IntroEditor({ form, index }: EditorProps) {
  const { t } = useTranslation("admin");
  return (
    <Text form={form} name={`blocks.${index}.text`} label={t("blocks.text")} area max={INTRO_TEXT_MAX} />
  );
}
