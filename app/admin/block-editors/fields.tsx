/**
 * The inputs the block editors are built from (app/blocks/<type>/editor.tsx and the block options in
 * app/blocks/shell/editor.tsx). Each registers under `blocks.<index>.…` of the page form.
 */

import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useId } from "react";
import { Controller, type FieldValues, type UseFormReturn, useFieldArray, useWatch } from "react-hook-form";
import type { ListRow } from "#app/api/families.ts";
import { api } from "#app/api-client.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import type { Row } from "#content-types/types.ts";
import type { BlockInput } from "#core/blocks/index.ts";
import { ImageUpload } from "../fields/ImageUpload.tsx";
import { useLang } from "../language.ts";
import { btn, errorClass, input, labelClass } from "../ui.ts";
import { useBlockMessage } from "./block-message.ts";
import { type PickListName, pickLists } from "./pick-lists.ts";

/** block paths are built at run time (`blocks.3.cards`), so the form is addressed untyped here */
export type Form = UseFormReturn<FieldValues>;
export type Errors = Record<string, { message?: string } | undefined> | undefined;
/** what every block type's editor gets: the page form, the block's place in it, the block and its errors */
export type EditorProps<B extends BlockInput = BlockInput> = {
  form: Form;
  index: number;
  block: B;
  errors?: Errors;
};

export function Err({ errors, name, label }: { errors?: Errors; name: string; label?: string }) {
  const translate = useBlockMessage();
  const e = errors?.[name] as { message?: string; root?: { message?: string } } | undefined;
  const msg = e?.message ?? e?.root?.message;
  return msg ? (
    <p className={errorClass} role="alert">
      {translate(msg, label)}
    </p>
  ) : null;
}

export function Text({
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

export function Check({ form, name, label }: { form: Form; name: string; label: string }) {
  return (
    <label className="inline-flex items-center gap-2 text-sm">
      <input type="checkbox" className="h-4 w-4 accent-brand-700" {...form.register(name)} />
      {label}
    </label>
  );
}

export function Image({ form, name, label }: { form: Form; name: string; label: string }) {
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
export function IdPicker({
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
  const { t } = useAdminText();
  const query = useQuery({
    queryKey: [path, "options", { language }],
    queryFn: () => api.list<ListRow>(path, { query: { per_page: 100, language } }),
    staleTime: 60_000,
  });
  // any type's rows, read by field name (content-types/types.ts Row)
  const all: Row[] = query.data?.data ?? [];
  const rows = all.filter((r) => !language || !r.language || r.language === language);
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

export function RemoteSelect({
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
  const { t } = useAdminText();
  const lang = useLang();
  const id = useId();
  const query = useQuery({
    queryKey: [path, "options", {}],
    queryFn: () => api.list<ListRow>(path, { query: { per_page: 100 } }),
    staleTime: 60_000,
  });
  // any type's rows, read by field name (content-types/types.ts Row)
  const all: Row[] = query.data?.data ?? [];
  const rows = all.filter((r) => !language || !r.language || r.language === language);
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

/** how many items a block shows (`<prefix>.count`), 1 to `max` */
export function CountInput({ form, prefix, max }: { form: Form; prefix: string; max: number }) {
  const { t } = useAdminText();
  return (
    <div className="w-32">
      <label className={labelClass} htmlFor={`${prefix}-count`}>
        {t("blocks.count")}
      </label>
      <input
        id={`${prefix}-count`}
        type="number"
        min={1}
        max={max}
        className={input}
        {...form.register(`${prefix}.count`, { valueAsNumber: true })}
      />
    </div>
  );
}

/** the radio buttons of a block's one choice (`onChoose` sets the mode and clears what the others chose) */
export function ModeChoice<M extends string>({
  prefix,
  legend,
  modes,
  value,
  onChoose,
  children,
}: {
  prefix: string;
  legend: string;
  modes: readonly { value: M; label: string }[];
  value: string;
  onChoose: (mode: M) => void;
  /** below the radios, e.g. the choice's error */
  children?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="flex flex-wrap gap-4">
        {modes.map((m) => (
          <label key={m.value} className="inline-flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${prefix}.mode-choice`}
              checked={value === m.value}
              onChange={() => onChoose(m.value)}
            />
            {m.label}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/**
 * A block's one choice of mode (news, services): the chosen mode, the page's language, and `choose`,
 * which sets the mode and empties what the other modes chose (`clears(next)`: field → empty value).
 */
export function useModeChoice(form: Form, prefix: string, clears: (next: string) => Record<string, unknown>) {
  const mode = useWatch({ control: form.control, name: `${prefix}.mode` }) as string;
  const language = useWatch({ control: form.control, name: "language" }) as string;
  const choose = (next: string) => {
    form.setValue(`${prefix}.mode`, next, { shouldDirty: true });
    for (const [field, empty] of Object.entries(clears(next)))
      form.setValue(`${prefix}.${field}`, empty, { shouldDirty: true });
  };
  return { mode, language, choose };
}

/**
 * The chosen items of one of the block lists (`pickLists`), with the field's message under them. The
 * picker searches the list in the item's own language, which the form holds.
 */
export function PickedIds({
  form,
  prefix,
  list,
  errors,
  labelledError = false,
}: {
  form: Form;
  prefix: string;
  list: PickListName;
  errors?: Errors;
  /** the message names the field (its label) */
  labelledError?: boolean;
}) {
  const { t } = useAdminText();
  const language = useWatch({ control: form.control, name: "language" }) as string;
  const { field, label, path, max } = pickLists[list];
  return (
    <>
      <IdPicker
        form={form}
        name={`${prefix}.${field}`}
        label={t(label)}
        path={path}
        max={max}
        language={language}
      />
      <Err errors={errors} name={field} label={labelledError ? t(label) : undefined} />
    </>
  );
}

export const grid = (children: ReactNode) => <div className="grid gap-3 sm:grid-cols-2">{children}</div>;

export function ListEditor({
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
  const { t } = useAdminText();
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
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
      <button type="button" className={btn.secondary} onClick={() => append(empty)}>
        {addLabel}
      </button>
    </div>
  );
}
