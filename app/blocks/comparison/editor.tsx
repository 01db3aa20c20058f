/** Admin editor of the comparison block: the before and after images and their labels. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Err, grid, Image, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { COMPARISON_LABEL_MAX, newComparisonFields } from "#core/blocks/comparison.ts";

export function ComparisonEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  return grid(
    <>
      <Image form={form} name={`${p}.before_image`} label={t("blocks.beforeImage")} />
      <Image form={form} name={`${p}.after_image`} label={t("blocks.afterImage")} />
      <Err errors={errors} name="before_image" label={t("blocks.beforeImage")} />
      <Err errors={errors} name="after_image" label={t("blocks.afterImage")} />
      <Text
        form={form}
        name={`${p}.before_label`}
        label={t("blocks.beforeLabel")}
        max={COMPARISON_LABEL_MAX}
      />
      <Text form={form} name={`${p}.after_label`} label={t("blocks.afterLabel")} max={COMPARISON_LABEL_MAX} />
    </>,
  );
}

/** the admin registry's entry for the comparison block */
export const comparisonEditor: BlockEditorEntry<"comparison"> = {
  Editor: ComparisonEditor,
  newFields: newComparisonFields,
};
