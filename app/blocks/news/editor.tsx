/** Admin editor of the news block: one choice of random, specific items, or category and/or group. */
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type EditorProps, Err, grid, IdPicker, RemoteSelect } from "#app/admin/block-editors/fields.tsx";
import { input, labelClass } from "#app/admin/ui.ts";
import { MAX_NEWS_ITEMS, newsModes } from "./schema.ts";

export function NewsEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
  const p = `blocks.${index}`;
  const mode = useWatch({ control: form.control, name: `${p}.mode` }) as string;
  const language = useWatch({ control: form.control, name: "language" }) as string;
  // requirements §5: one choice at a time; switching clears the others (category and group may combine)
  const choose = (next: string) => {
    form.setValue(`${p}.mode`, next, { shouldDirty: true });
    if (next !== "specific") form.setValue(`${p}.news_ids`, [], { shouldDirty: true });
    if (next !== "category_group") {
      form.setValue(`${p}.category_id`, null, { shouldDirty: true });
      form.setValue(`${p}.news_group_id`, null, { shouldDirty: true });
    }
  };
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className={labelClass}>{t("blocks.newsMode")}</legend>
        <div className="flex flex-wrap gap-4">
          {newsModes.map((m) => (
            <label key={m} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name={`${p}.mode-choice`} checked={mode === m} onChange={() => choose(m)} />
              {t(`blocks.${m === "category_group" ? "categoryGroup" : m}`)}
            </label>
          ))}
        </div>
        <Err errors={errors} name="mode" />
      </fieldset>
      {mode !== "specific" ? (
        <div className="w-32">
          <label className={labelClass} htmlFor={`${p}-count`}>
            {t("blocks.count")}
          </label>
          <input
            id={`${p}-count`}
            type="number"
            min={1}
            max={MAX_NEWS_ITEMS}
            className={input}
            {...form.register(`${p}.count`, { valueAsNumber: true })}
          />
        </div>
      ) : null}
      {mode === "specific" ? (
        <>
          <IdPicker
            form={form}
            name={`${p}.news_ids`}
            label={t("blocks.newsItems")}
            path="news"
            max={MAX_NEWS_ITEMS}
            language={language}
          />
          <Err errors={errors} name="news_ids" />
        </>
      ) : null}
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
