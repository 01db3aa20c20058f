/**
 * The fields of each block type and the options every block has (requirements §3). Each editor registers
 * its inputs under `blocks.<index>.…` of the page form.
 */

import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Controller, type FieldValues, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { api } from "#app/api-client.ts";
import {
  type BlockInput,
  backgrounds,
  iconNames,
  MAX_SERVICE_GROUPS,
  MAX_SERVICES,
} from "#server/pages/blocks.ts";
import { ImageListUpload, ImageUpload } from "../fields/ImageUpload.tsx";
import { useLang } from "../language.ts";
import type { Row } from "../resources/types.ts";
import { btn, errorClass, input, labelClass } from "../ui.ts";
import { UploadProvider } from "../upload-state.tsx";
import { useBlockMessage } from "./block-message.ts";
import { emptyCard } from "./defaults.ts";

const RichTextEditor = lazy(() =>
  import("../fields/RichTextEditor.tsx").then((m) => ({ default: m.RichTextEditor })),
);

/** block paths are built at run time (`blocks.3.cards`), so the form is addressed untyped here */
type Form = UseFormReturn<FieldValues>;
type Errors = Record<string, { message?: string } | undefined> | undefined;
type EditorProps = { form: Form; index: number; block: BlockInput; errors?: Errors };

function Err({ errors, name, label }: { errors?: Errors; name: string; label?: string }) {
  const translate = useBlockMessage();
  const e = errors?.[name] as { message?: string; root?: { message?: string } } | undefined;
  const msg = e?.message ?? e?.root?.message;
  return msg ? (
    <p className={errorClass} role="alert">
      {translate(msg, label)}
    </p>
  ) : null;
}

function Text({
  form,
  name,
  label,
  area,
  max,
}: {
  form: Form;
  name: string;
  label: string;
  area?: boolean;
  max?: number;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {area ? (
        <textarea id={id} rows={3} maxLength={max} className={input} {...form.register(name)} />
      ) : (
        <input id={id} type="text" maxLength={max} className={input} {...form.register(name)} />
      )}
    </div>
  );
}

function Check({ form, name, label }: { form: Form; name: string; label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register(name)} />
      {label}
    </label>
  );
}

function Image({ form, name, label }: { form: Form; name: string; label: string }) {
  return (
    <div>
      <span className={labelClass}>{label}</span>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <ImageUpload label={label} value={(field.value as string) ?? ""} onChange={field.onChange} />
        )}
      />
    </div>
  );
}

/** a checkbox list of ids read from the API (services, groups, news, tips) in the page's language */
function IdPicker({
  form,
  name,
  label,
  path,
  max,
  language,
  rowLabel = (r) => String(r.title ?? r.id),
}: {
  form: Form;
  name: string;
  label: string;
  path: string;
  max?: number;
  language?: string;
  rowLabel?: (r: Row) => string;
}) {
  const { t } = useTranslation("admin");
  const query = useQuery({
    queryKey: [path, "options", { language }],
    queryFn: () => api.list<Row>(path, { query: { per_page: 100, language } }),
    staleTime: 60_000,
  });
  const rows = (query.data?.data ?? []).filter((r) => !language || !r.language || r.language === language);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const chosen = (field.value as number[]) ?? [];
        return (
          <fieldset>
            <legend className={labelClass}>
              {label}{" "}
              <span className="font-normal text-slate-600">
                ({t("blocks.selected", { count: chosen.length })}
                {max ? ` / ${max}` : ""})
              </span>
            </legend>
            <div className="max-h-56 overflow-y-auto rounded border border-slate-300 bg-white p-2">
              {rows.map((r) => (
                <label key={r.id} className="flex items-center gap-2 py-0.5 text-sm">
                  <input
                    type="checkbox"
                    className="h-4 w-4 accent-brand-700"
                    checked={chosen.includes(r.id)}
                    onChange={(e) => {
                      const next = e.target.checked ? [...chosen, r.id] : chosen.filter((id) => id !== r.id);
                      field.onChange(next);
                      void form.trigger(name);
                    }}
                  />
                  {rowLabel(r)}
                </label>
              ))}
              {query.isSuccess && rows.length === 0 ? <p className="text-sm text-slate-600">—</p> : null}
            </div>
          </fieldset>
        );
      }}
    />
  );
}

function RemoteSelect({
  form,
  name,
  label,
  path,
  language,
}: {
  form: Form;
  name: string;
  label: string;
  path: string;
  language?: string;
}) {
  const { t } = useTranslation("admin");
  const lang = useLang();
  const id = useId();
  const query = useQuery({
    queryKey: [path, "options", {}],
    queryFn: () => api.list<Row>(path, { query: { per_page: 100 } }),
    staleTime: 60_000,
  });
  const rows = (query.data?.data ?? []).filter((r) => !language || !r.language || r.language === language);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={input}
        {...form.register(name, { setValueAs: (v) => (v === "" || v === null ? null : Number(v)) })}
      >
        <option value="">{t("form.none")}</option>
        {rows.map((r) => (
          <option key={r.id} value={r.id}>
            {/* news categories carry a label per language (title_nl, title_en) besides their code */}
            {String(r[`title_${lang}`] || r.title)}
          </option>
        ))}
      </select>
    </div>
  );
}

const grid = (children: ReactNode) => <div className="grid gap-3 sm:grid-cols-2">{children}</div>;

function CardEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
  const name = `blocks.${index}.cards`;
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as never });
  const count = fields.length;
  const setCount = (n: number) => {
    if (n > count) for (let i = count; i < n; i++) append(emptyCard() as never);
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
          value={count === 3 || count === 6 ? count : ""}
          onChange={(e) => setCount(Number(e.target.value))}
        >
          {count !== 3 && count !== 6 ? <option value="">{count}</option> : null}
          <option value={3}>3</option>
          <option value={6}>6</option>
        </select>
        <Err errors={errors} name="cards" />
      </div>
      <div className="grid gap-3 lg:grid-cols-3">
        {fields.map((f, i) => (
          <fieldset key={f.id} className="rounded border border-slate-200 bg-white p-2">
            <legend className="px-1 text-sm font-semibold">{t("blocks.card", { n: i + 1 })}</legend>
            <div className="space-y-2">
              <Text form={form} name={`${name}.${i}.title`} label={t("blocks.blockTitle")} max={200} />
              <Text form={form} name={`${name}.${i}.text`} label={t("blocks.text")} area max={2000} />
              <Text form={form} name={`${name}.${i}.link`} label={t("blocks.link")} max={500} />
              <Image form={form} name={`${name}.${i}.image`} label={t("blocks.image")} />
            </div>
          </fieldset>
        ))}
      </div>
    </div>
  );
}

function ListEditor({
  form,
  name,
  itemLabel,
  addLabel,
  fieldsOf,
  empty,
}: {
  form: Form;
  name: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  fieldsOf: (prefix: string) => ReactNode;
  empty: Record<string, unknown>;
}) {
  const { t } = useTranslation("admin");
  const { fields, append, remove } = useFieldArray({ control: form.control, name: name as never });
  return (
    <div className="space-y-2">
      {fields.map((f, i) => (
        <fieldset key={f.id} className="rounded border border-slate-200 bg-white p-2">
          <legend className="px-1 text-sm font-semibold">{itemLabel(i + 1)}</legend>
          <div className="space-y-2">{fieldsOf(`${name}.${i}`)}</div>
          <button
            type="button"
            className={`${btn.small} mt-2`}
            onClick={() => remove(i)}
            disabled={fields.length <= 1}
          >
            {t("blocks.removeItem")}
          </button>
        </fieldset>
      ))}
      <button type="button" className={btn.secondary} onClick={() => append(empty as never)}>
        {addLabel}
      </button>
    </div>
  );
}

function NewsEditor({ form, index, errors }: EditorProps) {
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
          {(["random", "specific", "category_group"] as const).map((m) => (
            <label key={m} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name={`${p}.mode-choice`} checked={mode === m} onChange={() => choose(m)} />
              {t(`blocks.${m === "category_group" ? "categoryGroup" : m}` as never)}
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
            max={12}
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
            max={12}
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

function ServiceEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
  const p = `blocks.${index}`;
  const mode = useWatch({ control: form.control, name: `${p}.mode` }) as string;
  const language = useWatch({ control: form.control, name: "language" }) as string;
  const choose = (next: string) => {
    form.setValue(`${p}.mode`, next, { shouldDirty: true });
    form.setValue(next === "services" ? `${p}.service_group_ids` : `${p}.service_ids`, [], {
      shouldDirty: true,
    });
  };
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className={labelClass}>{t("blocks.servicesMode")}</legend>
        <div className="flex flex-wrap gap-4">
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${p}.mode-choice`}
              checked={mode === "services"}
              onChange={() => choose("services")}
            />
            {t("blocks.chooseServices")}
          </label>
          <label className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${p}.mode-choice`}
              checked={mode === "service_groups"}
              onChange={() => choose("service_groups")}
            />
            {t("blocks.chooseGroups")}
          </label>
        </div>
      </fieldset>
      {mode === "services" ? (
        <>
          <IdPicker
            form={form}
            name={`${p}.service_ids`}
            label={t("blocks.services")}
            path="services"
            max={MAX_SERVICES}
            language={language}
          />
          <Err errors={errors} name="service_ids" label={t("blocks.services")} />
        </>
      ) : (
        <>
          <IdPicker
            form={form}
            name={`${p}.service_group_ids`}
            label={t("blocks.serviceGroups")}
            path="service-groups"
            max={MAX_SERVICE_GROUPS}
            language={language}
          />
          <Err errors={errors} name="service_group_ids" label={t("blocks.serviceGroups")} />
        </>
      )}
    </div>
  );
}

function GalleryEditor({ form, index, errors }: EditorProps) {
  const { t } = useTranslation("admin");
  const p = `blocks.${index}`;
  const folder = useWatch({ control: form.control, name: `${p}.folder` }) as string;
  const valid = /^[a-z0-9-]+$/.test(folder ?? "");
  const images = useQuery({
    queryKey: ["gallery-images", folder],
    queryFn: () => api.get<(string | { url: string })[]>(`gallery-images/${folder}`),
    enabled: valid,
  });
  const urls = (images.data?.data ?? []).map((i) => (typeof i === "string" ? i : i.url));
  return (
    <div className="space-y-3">
      <Text form={form} name={`${p}.folder`} label={t("blocks.folder")} max={60} />
      <Err errors={errors} name="folder" label={t("blocks.folder")} />
      {valid ? (
        <UploadProvider pageType="gallery" pageId={folder}>
          <ImageListUpload label={t("blocks.image")} value={urls} onChange={() => void images.refetch()} />
        </UploadProvider>
      ) : null}
    </div>
  );
}

/** the fields of the block's own type */
export function BlockBody(props: EditorProps) {
  const { t } = useTranslation("admin");
  const { form, index, block, errors } = props;
  const p = `blocks.${index}`;
  switch (block.type) {
    case "card":
      return <CardEditor {...props} />;
    case "comparison":
      return grid(
        <>
          <Image form={form} name={`${p}.before_image`} label={t("blocks.beforeImage")} />
          <Image form={form} name={`${p}.after_image`} label={t("blocks.afterImage")} />
          <Err errors={errors} name="before_image" label={t("blocks.beforeImage")} />
          <Err errors={errors} name="after_image" label={t("blocks.afterImage")} />
          <Text form={form} name={`${p}.before_label`} label={t("blocks.beforeLabel")} max={100} />
          <Text form={form} name={`${p}.after_label`} label={t("blocks.afterLabel")} max={100} />
        </>,
      );
    case "faq":
      return (
        <>
          <ListEditor
            form={form}
            name={`${p}.items`}
            itemLabel={(n) => `${t("blocks.question")} ${n}`}
            addLabel={t("blocks.addQuestion")}
            empty={{ question: "", answer: "" }}
            fieldsOf={(q) => (
              <>
                <Text form={form} name={`${q}.question`} label={t("blocks.question")} max={300} />
                <Text form={form} name={`${q}.answer`} label={t("blocks.answer")} area max={5000} />
              </>
            )}
          />
          <Err errors={errors} name="items" label={t("blocks.question")} />
        </>
      );
    case "gallery":
      return <GalleryEditor {...props} />;
    case "intro":
    case "contact":
      return (
        <Text
          form={form}
          name={`${p}.text`}
          label={t("blocks.text")}
          area
          max={block.type === "intro" ? 5000 : 2000}
        />
      );
    case "text":
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
                  <option value="left">{t("blocks.left")}</option>
                  <option value="right">{t("blocks.right")}</option>
                </select>
              </div>
            </>,
          )}
        </div>
      );
    case "news":
      return <NewsEditor {...props} />;
    case "service":
      return <ServiceEditor {...props} />;
    case "tip": {
      const language = form.getValues("language") as string;
      return (
        <div className="space-y-3">
          <IdPicker
            form={form}
            name={`${p}.tip_ids`}
            label={t("blocks.tips")}
            path="tips"
            max={4}
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
              max={4}
              className={input}
              {...form.register(`${p}.count`, { valueAsNumber: true })}
            />
          </div>
        </div>
      );
    }
    case "slider_text":
      return (
        <>
          <ListEditor
            form={form}
            name={`${p}.slides`}
            itemLabel={(n) => t("blocks.slide", { n })}
            addLabel={t("blocks.addSlide")}
            empty={{ title: "", text: "" }}
            fieldsOf={(s) => (
              <>
                <Text form={form} name={`${s}.title`} label={t("blocks.blockTitle")} max={200} />
                <Text form={form} name={`${s}.text`} label={t("blocks.text")} area max={2000} />
              </>
            )}
          />
          <Err errors={errors} name="slides" label={t("blocks.blockTitle")} />
        </>
      );
    case "text_columns":
      return (
        <div className="grid gap-3 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <fieldset key={i} className="rounded border border-slate-200 bg-white p-2">
              <legend className="px-1 text-sm font-semibold">{t("blocks.column", { n: i + 1 })}</legend>
              <div className="space-y-2">
                <div>
                  <label className={labelClass} htmlFor={`${p}-col${i}-icon`}>
                    {t("blocks.icon")}
                  </label>
                  <select
                    id={`${p}-col${i}-icon`}
                    className={input}
                    {...form.register(`${p}.columns.${i}.icon`)}
                  >
                    {iconNames.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
                <Text form={form} name={`${p}.columns.${i}.title`} label={t("blocks.blockTitle")} max={200} />
                <Text form={form} name={`${p}.columns.${i}.text`} label={t("blocks.text")} area max={2000} />
              </div>
            </fieldset>
          ))}
        </div>
      );
  }
}

/** the options every block has (requirements §3 "Block options") */
export function BlockOptions({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation("admin");
  const p = `blocks.${index}`;
  const showContact = useWatch({ control: form.control, name: `${p}.show_contact_buttons` }) as boolean;
  const lang = useLang();
  return (
    <fieldset className="rounded border border-slate-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{t("blocks.options")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <Text form={form} name={`${p}.title`} label={t("blocks.blockTitle")} max={200} />
        <Text form={form} name={`${p}.subtitle`} label={t("blocks.subtitle")} max={300} />
        <div>
          <label className={labelClass} htmlFor={`${p}-bg`}>
            {t("blocks.background")}
          </label>
          <select id={`${p}-bg`} className={input} {...form.register(`${p}.background`)} lang={lang}>
            {backgrounds.map((b) => (
              <option key={b} value={b}>
                {t(`blocks.${b}` as never)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1 pt-5">
          <Check form={form} name={`${p}.show_subtitle`} label={t("blocks.showSubtitle")} />
          <Check form={form} name={`${p}.space_top`} label={t("blocks.spaceTop")} />
          <Check form={form} name={`${p}.space_bottom`} label={t("blocks.spaceBottom")} />
          <Check form={form} name={`${p}.bevelled_edge`} label={t("blocks.bevelledEdge")} />
          <Check
            form={form}
            name={`${p}.show_appointment_button`}
            label={t("blocks.showAppointmentButton")}
          />
          <Check form={form} name={`${p}.show_question_button`} label={t("blocks.showQuestionButton")} />
          <Check form={form} name={`${p}.show_contact_buttons`} label={t("blocks.showContactButtons")} />
        </div>
        {showContact ? (
          <>
            <Text
              form={form}
              name={`${p}.contact_buttons_title`}
              label={t("blocks.contactButtonsTitle")}
              max={200}
            />
            <Text
              form={form}
              name={`${p}.contact_buttons_text`}
              label={t("blocks.contactButtonsText")}
              area
              max={1000}
            />
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
