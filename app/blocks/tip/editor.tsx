/** Admin editor of the tip block: up to four chosen tips (none: the newest) and how many to show. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { CountInput, type EditorProps, PickedIds } from "#app/admin/block-editors/fields.tsx";
import { MAX_TIPS, newTipFields } from "#core/blocks/tip.ts";

export function TipEditor({ form, index, errors }: EditorProps) {
  const p = `blocks.${index}`;
  return (
    <div className="space-y-3">
      <PickedIds form={form} prefix={p} errors={errors} list="tips" />
      <CountInput form={form} prefix={p} max={MAX_TIPS} />
    </div>
  );
}

/** the admin registry's entry for the tip block */
export const tipEditor: BlockEditorEntry<"tip"> = { Editor: TipEditor, newFields: newTipFields };
