/** Admin editor of the FAQ block: a list of questions and answers. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import { type EditorProps, Err, ListEditor, Text } from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { emptyFaqItem, FAQ_ANSWER_MAX, FAQ_QUESTION_MAX, newFaqFields } from "#core/blocks/faq.ts";

export function FaqEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  return (
    <>
      <ListEditor
        form={form}
        name={`blocks.${index}.items`}
        itemLabel={(n) => `${t("blocks.question")} ${n}`}
        addLabel={t("blocks.addQuestion")}
        empty={emptyFaqItem()}
        fieldsOf={(q) => (
          <>
            <Text form={form} name={`${q}.question`} label={t("blocks.question")} max={FAQ_QUESTION_MAX} />
            <Text form={form} name={`${q}.answer`} label={t("blocks.answer")} area max={FAQ_ANSWER_MAX} />
          </>
        )}
      />
      <Err errors={errors} name="items" label={t("blocks.question")} />
    </>
  );
}

/** the admin registry's entry for the faq block */
export const faqEditor: BlockEditorEntry<"faq"> = { Editor: FaqEditor, newFields: newFaqFields };
