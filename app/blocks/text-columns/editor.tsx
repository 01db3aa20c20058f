/** Admin editor of the text-columns block: the three columns, each an icon, a title and a text. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Text } from "#app/admin/block-editors/fields.tsx";
import { useLang } from "#app/admin/language.ts";
import { input, labelClass } from "#app/admin/ui.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { iconChoices } from "#core/blocks/icons.ts";
import { TITLE_MAX } from "#core/blocks/shell.ts";
import { COLUMN_COUNT, COLUMN_TEXT_MAX, newTextColumnsFields } from "#core/blocks/text-columns.ts";

const columnIndexes = Array.from({ length: COLUMN_COUNT }, (_, i) => i);

export function TextColumnsEditor({ form, index }: EditorProps) {
  const { t } = useAdminText();
  const lang = useLang();
  const p = `blocks.${index}`;
  return (
    <div className="grid gap-3 lg:grid-cols-3">
      {columnIndexes.map((i) => (
        <fieldset key={i} className="rounded border border-slate-200 bg-white p-2">
          <legend className="px-1 text-sm font-semibold">{t("blocks.column", { n: i + 1 })}</legend>
          <div className="space-y-2">
            <div>
              <label className={labelClass} htmlFor={`${p}-col${i}-icon`}>
                {t("blocks.icon")}
              </label>
              <select id={`${p}-col${i}-icon`} className={input} {...form.register(`${p}.columns.${i}.icon`)}>
                {iconChoices(lang).map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </div>
            <Text
              form={form}
              name={`${p}.columns.${i}.title`}
              label={t("blocks.blockTitle")}
              max={TITLE_MAX}
            />
            <Text
              form={form}
              name={`${p}.columns.${i}.text`}
              label={t("blocks.text")}
              area
              max={COLUMN_TEXT_MAX}
            />
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** the admin registry's entry for the text columns block */
export const textColumnsEditor: BlockEditorEntry<"text_columns"> = {
  Editor: TextColumnsEditor,
  newFields: newTextColumnsFields,
};
