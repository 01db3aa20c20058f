/** Admin editor of the news block: one choice of random, specific items, or category and/or group. */
import type { BlockEditorEntry } from "#app/admin/block-editors/entry.ts";
import {
  CountInput,
  type EditorProps,
  Err,
  grid,
  ModeChoice,
  PickedIds,
  RemoteSelect,
  useModeChoice,
} from "#app/admin/block-editors/fields.tsx";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { MAX_NEWS_ITEMS, newNewsFields, newsModes } from "#core/blocks/news.ts";

export function NewsEditor({ form, index, errors }: EditorProps) {
  const { t } = useAdminText();
  const p = `blocks.${index}`;
  // requirements §5: one choice at a time; switching clears the others (category and group may combine)
  const { mode, language, choose } = useModeChoice(form, p, (next) => ({
    ...(next !== "specific" ? { news_ids: [] } : {}),
    ...(next !== "category_group" ? { category_id: null, news_group_id: null } : {}),
  }));
  return (
    <div className="space-y-3">
      <ModeChoice
        prefix={p}
        legend={t("blocks.newsMode")}
        modes={newsModes.map((m) => ({
          value: m,
          label: t(`blocks.${m === "category_group" ? "categoryGroup" : m}`),
        }))}
        value={mode}
        onChoose={choose}
      >
        <Err errors={errors} name="mode" />
      </ModeChoice>
      {mode !== "specific" ? <CountInput form={form} prefix={p} max={MAX_NEWS_ITEMS} /> : null}
      {mode === "specific" ? <PickedIds form={form} prefix={p} errors={errors} list="news" /> : null}
      {mode === "category_group"
        ? grid(
            <>
              <RemoteSelect
                form={form}
                name={`${p}.category_id`}
                label={t("blocks.category")}
                path="news-categories"
              />
              <RemoteSelect
                form={form}
                name={`${p}.news_group_id`}
                label={t("blocks.group")}
                path="news-groups"
                language={language}
              />
              <Err errors={errors} name="category_id" />
            </>,
          )
        : null}
    </div>
  );
}

/** the admin registry's entry for the news block */
export const newsEditor: BlockEditorEntry<"news"> = { Editor: NewsEditor, newFields: newNewsFields };
