/** Admin editor of the tip block: up to four chosen tips (none: the newest) and how many to show. */
import { CountInput, type EditorProps, PickedIds } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { MAX_TIPS } from "#core/blocks/tip.ts";

export function TipEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  const language = form.getValues("language") as string;
  return (
    <div className="space-y-3">
      <PickedIds
        form={form}
        prefix={p}
        field="tip_ids"
        label={t("blocks.tips")}
        path="tips"
        max={MAX_TIPS}
        language={language}
        errors={errors}
      />
      <CountInput form={form} prefix={p} max={MAX_TIPS} />
    </div>
  );
}
