/** Admin editor of the slider-text block: a list of slides. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Err, ListEditor, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { TITLE_MAX } from "#core/blocks/shell.ts";
import { emptySlide, newSliderTextFields, SLIDE_TEXT_MAX } from "#core/blocks/slider-text.ts";

export function SliderTextEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  return (
    <>
      <ListEditor
        form={form}
        name={`blocks.${index}.slides`}
        itemLabel={(n) => t("blocks.slide", { n })}
        addLabel={t("blocks.addSlide")}
        empty={emptySlide()}
        fieldsOf={(s) => (
          <>
            <Text form={form} name={`${s}.title`} label={t("blocks.blockTitle")} max={TITLE_MAX} />
            <Text form={form} name={`${s}.text`} label={t("blocks.text")} area max={SLIDE_TEXT_MAX} />
          </>
        )}
      />
      <Err errors={errors} name="slides" label={t("blocks.blockTitle")} />
    </>
  );
}

/** the admin registry's entry for the slider text block */
export const sliderTextEditor: BlockEditorEntry<"slider_text"> = {
  Editor: SliderTextEditor,
  newFields: newSliderTextFields,
};
