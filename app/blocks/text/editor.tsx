/** Admin editor of the text block: rich text (the editor loads on demand), image and its position. */
import { lazy, Suspense } from "react";
import { Controller } from "react-hook-form";
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, grid, Image } from "#app/admin/block-editors/fields.tsx";
import { input, labelClass } from "#app/admin/ui.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { imagePositions, newTextFields } from "#core/blocks/text.ts";

const RichTextEditor = lazy(() =>
  import("#app/admin/fields/RichTextEditor.tsx").then((m) => ({ default: m.RichTextEditor })),
);

export function TextEditor({ form, index }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  return (
    <div className="space-y-3">
      <div>
        <span className={labelClass}>{t("blocks.text")}</span>
        <Controller
          control={form.control}
          name={`${p}.html`}
          render={({ field }) => (
            <Suspense fallback={null}>
              <RichTextEditor
                label={t("blocks.text")}
                value={(field.value as string) ?? ""}
                onChange={field.onChange}
              />
            </Suspense>
          )}
        />
      </div>
      {grid(
        <>
          <Image form={form} name={`${p}.image`} label={t("blocks.image")} />
          <div>
            <label className={labelClass} htmlFor={`${p}-pos`}>
              {t("blocks.imagePosition")}
            </label>
            <select id={`${p}-pos`} className={input} {...form.register(`${p}.image_position`)}>
              {imagePositions.map((position) => (
                <option key={position} value={position}>
                  {t(`blocks.${position}`)}
                </option>
              ))}
            </select>
          </div>
        </>,
      )}
    </div>
  );
}

/** the admin registry's entry for the text block */
export const textEditor: BlockEditorEntry<"text"> = { Editor: TextEditor, newFields: newTextFields };
