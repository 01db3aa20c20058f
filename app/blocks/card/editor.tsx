/** Admin editor of the card block: the number of cards (3 or 6) and each card's fields. */
import { useId } from "react";
import { useFieldArray } from "react-hook-form";
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Err, Image, Text } from "#app/admin/block-editors/fields.tsx";
import { input, labelClass } from "#app/admin/ui.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { CARD_COUNTS, CARD_LINK_MAX, CARD_TEXT_MAX, emptyCard, newCardFields } from "#core/blocks/card.ts";
import { TITLE_MAX } from "#core/blocks/shell.ts";

const isCardCount = (n: number) => (CARD_COUNTS as readonly number[]).includes(n);

export function CardEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const name = `blocks.${index}.cards`;
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const count = fields.length;
  const setCount = (n: number) => {
    if (n > count) for (let i = count; i < n; i++) append(emptyCard());
    else for (let i = count - 1; i >= n; i--) remove(i);
  };
  const id = useId();
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor={id} className={labelClass}>
          {t("blocks.cardCount")}
        </label>
        <select
          id={id}
          className={`${input} w-24`}
          value={isCardCount(count) ? count : ""}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {!isCardCount(count) ? <option value="">{count}</option> : null}
          {CARD_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Err errors={errors} name="cards" />
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        {fields.map((f, i) => (
          <fieldset key={f.id} className="rounded border border-slate-200 bg-white p-2">
            <legend className="px-1 text-sm font-semibold">{t("blocks.card", { n: i + 1 })}</legend>
            <div className="space-y-2">
              <Text form={form} name={`${name}.${i}.title`} label={t("blocks.blockTitle")} max={TITLE_MAX} />
              <Text
                form={form}
                name={`${name}.${i}.text`}
                label={t("blocks.text")}
                area
                max={CARD_TEXT_MAX}
              />
              <Text form={form} name={`${name}.${i}.link`} label={t("blocks.link")} max={CARD_LINK_MAX} />
              <Image form={form} name={`${name}.${i}.image`} label={t("blocks.image")} />
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}

/** the admin registry's entry for the card block */
export const cardEditor: BlockEditorEntry<"card"> = { Editor: CardEditor, newFields: newCardFields };
