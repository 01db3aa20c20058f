/** Admin editor of the tip block: up to four chosen tips (none: the newest) and how many to show. */
import { useTranslation } from "react-i18next";
import { type EditorProps, Err, IdPicker } from "#app/admin/block-editors/fields.tsx";
import { input, labelClass } from "#app/admin/ui.ts";
import { MAX_TIPS } from "./schema.ts";

export function TipEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
  const p = `blocks.${index}`;
  const language = form.getValues("language") as string;
  return (
    <div className="space-y-3">
      <IdPicker
        form={form}
        name={`${p}.tip_ids`}
        label={t("blocks.tips")}
        path="tips"
        max={MAX_TIPS}
        language={language}
      />
      <Err errors={errors} name="tip_ids" />
      <div className="w-32">
        <label className={labelClass} htmlFor={`${p}-count`}>
          {t("blocks.count")}
        </label>
        <input
          id={`${p}-count`}
          type="number"
          min={1}
          max={MAX_TIPS}
          className={input}
          {...form.register(`${p}.count`, { valueAsNumber: true })}
        />
      </div>
    </div>
  );
}
