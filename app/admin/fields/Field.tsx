/**
 * One form field of a resource definition: label, widget, help, remaining characters, error.
 * Every widget is a controlled react-hook-form field, so load/reset/dirty tracking is uniform.
 */

import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactElement, Suspense, useId } from "react";
import { Controller, type ControllerRenderProps, type UseFormReturn, useWatch } from "react-hook-form";
import type { ListRow } from "#app/api/families.ts";
import { api } from "#app/api-client.ts";
import { useAdminText } from "#app/i18n/locales/admin.ts";
import { decimalsOf } from "#app/lib/number-format.ts";
import { formatAmsterdam, schedulesPublication } from "#content-types/schedule-time.ts";
import type { FieldDef, Row, Values } from "#content-types/types.ts";
import { iconChoices } from "#core/blocks/icons.ts";
import { useLang } from "../language.ts";
import { errorClass, helpClass, input, labelClass } from "../ui.ts";
import { DateTimeInput } from "./DateTimeInput.tsx";
import { ImageListUpload, ImageUpload } from "./ImageUpload.tsx";
import { NumberInput } from "./NumberInput.tsx";
import { SelectInput } from "./SelectInput.tsx";
import { useUniqueCheck } from "./useUniqueCheck.ts";

/** a note the owner must not miss (what a save will do), beside the plain help */
const noteClass = "mt-1 rounded border border-amber-300 bg-amber-50 px-2 py-1 text-sm text-amber-950";

const RichTextEditor = lazy(() =>
  import("./RichTextEditor.tsx").then((m) => ({ default: m.RichTextEditor })),
);

/** options of a select read from another section's list (ids are numbers) */
export function useRemoteOptions(field: FieldDef, language: string | undefined, selfId: number | undefined) {
  const from = field.optionsFrom;
  const lang = useLang();
  const query = useQuery({
    queryKey: [from?.path ?? "none", "options", from?.query ?? {}],
    queryFn: () => api.list<ListRow>(from?.path ?? "", { query: { per_page: 100, ...from?.query } }),
    enabled: Boolean(from),
    staleTime: 60_000,
  });
  // any type's rows, read by field name (content-types/types.ts Row)
  const all: Row[] = query.data?.data ?? [];
  const rows = all.filter(
    (r) =>
      (!from?.sameLanguage || !language || r.language === language) && (!from?.exceptSelf || r.id !== selfId),
  );
  return {
    options: rows.map((r) => ({ value: r.id, label: from?.label(r, lang) ?? String(r.id) })),
    loading: Boolean(from) && query.isPending,
  };
}

type Props = {
  field: FieldDef;
  /** the form refuses this field empty (form-schema.ts isRequired): the '*' marker */
  required: boolean;
  form: UseFormReturn<Values>;
  selfId?: number;
  /** the block editor is rendered by the form itself */
  renderBlocks?: () => React.ReactNode;
};

export function Field({ field, required, form, selfId, renderBlocks }: Props) {
  const { t } = useAdminText();
  const lang = useLang();
  const id = useId();
  const label = field.label[lang];
  // fields both language versions share say so (the definition's `shared`)
  const shared = field.shared === true;
  const help = [field.help?.[lang], shared ? t("form.sharedField") : ""].filter(Boolean).join(" ");
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const language = useWatch({ control: form.control, name: "language" }) as string | undefined;
  const value = useWatch({ control: form.control, name: field.name });
  const published = useWatch({ control: form.control, name: "visible" });
  // the save's own rule (content-types/schedule-time.ts): a publish moment ahead publishes a draft
  const publishNote =
    field.name === "publish_at" && schedulesPublication({ visible: published, publish_at: value })
      ? t("form.publishesDraft", { moment: formatAmsterdam(value, lang) })
      : "";
  const noteId = `${id}-note`;
  const describedBy =
    [help ? helpId : "", publishNote ? noteId : "", error ? errorId : ""].filter(Boolean).join(" ") ||
    undefined;
  const remote = useRemoteOptions(field, language, selfId);
  useUniqueCheck(form, field, field.unique?.message[lang] ?? "", selfId);

  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required ? true : undefined,
  } as const;

  /** a widget bound to the field through react-hook-form */
  const controlled = (render: (f: ControllerRenderProps<Values, string>) => ReactElement) => (
    <Controller control={form.control} name={field.name} render={({ field: f }) => render(f)} />
  );
  /** what a controlled input needs of the field */
  const bound = (f: ControllerRenderProps<Values, string>) => ({
    ref: f.ref,
    name: f.name,
    value: f.value,
    onChange: f.onChange,
    onBlur: f.onBlur,
  });

  let control: React.ReactNode;
  switch (field.widget) {
    case "checkbox":
      return (
        <div className={field.wide ? "sm:col-span-2" : undefined} data-field={field.name}>
          <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800" htmlFor={id}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-brand-700"
              {...common}
              {...form.register(field.name)}
            />
            {label}
          </label>
          {help ? (
            <p id={helpId} className={helpClass}>
              {help}
            </p>
          ) : null}
          {error ? (
            <p id={errorId} className={errorClass}>
              {error}
            </p>
          ) : null}
        </div>
      );
    case "textarea":
      control = (
        <textarea
          rows={field.max && field.max > 500 ? 6 : 3}
          className={input}
          maxLength={field.max}
          {...common}
          {...form.register(field.name)}
        />
      );
      break;
    case "number":
    case "euro": {
      const widget = field.widget;
      const numberInput = controlled((f) => (
        <NumberInput className={input} {...common} {...bound(f)} lang={lang} decimals={decimalsOf(widget)} />
      ));
      control =
        widget === "euro" ? (
          <div className="flex items-center gap-1">
            <span aria-hidden="true">€</span>
            {numberInput}
          </div>
        ) : (
          numberInput
        );
      break;
    }
    case "date":
      control = <input type="date" className={input} {...common} {...form.register(field.name)} />;
      break;
    case "datetime":
      control = controlled((f) => <DateTimeInput className={input} {...common} {...bound(f)} lang={lang} />);
      break;
    case "select":
    case "icon": {
      const numeric = Boolean(field.optionsFrom);
      const options = numeric
        ? remote.options
        : field.widget === "icon"
          ? iconChoices(lang)
          : (field.options ?? []).map((o) => ({ value: o.value, label: o.label[lang] }));
      control = controlled((f) => (
        <SelectInput
          className={input}
          {...common}
          {...bound(f)}
          options={options}
          numeric={numeric}
          loading={remote.loading}
          emptyLabel={numeric || !required ? (required ? t("form.choose") : t("form.none")) : null}
        />
      ));
      break;
    }
    case "multiselect":
      control = controlled((f) => (
        <select
          multiple
          className={`${input} h-40`}
          {...common}
          value={((f.value as number[]) ?? []).map(String)}
          onChange={(e) => f.onChange([...e.target.selectedOptions].map((o) => Number(o.value)))}
        >
          {remote.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ));
      break;
    case "richtext":
      control = controlled((f) => (
        <Suspense fallback={<p>{t("form.loading")}</p>}>
          <RichTextEditor
            label={label}
            labelId={`${id}-label`}
            value={(f.value as string) ?? ""}
            onChange={f.onChange}
            invalid={Boolean(error)}
            describedBy={describedBy}
          />
        </Suspense>
      ));
      break;
    case "image":
      control = controlled((f) => (
        <ImageUpload
          label={label}
          value={(f.value as string) ?? ""}
          onChange={f.onChange}
          invalid={Boolean(error)}
          describedBy={describedBy}
        />
      ));
      break;
    case "images":
      control = controlled((f) => (
        <ImageListUpload label={label} value={(f.value as string[]) ?? []} onChange={f.onChange} />
      ));
      break;
    case "blocks":
      return (
        <div className="sm:col-span-2" data-field={field.name}>
          {renderBlocks?.()}
        </div>
      );
    default:
      control = (
        <input
          type={field.widget === "email" ? "email" : field.widget === "password" ? "password" : "text"}
          autoComplete={field.widget === "password" ? "new-password" : undefined}
          className={input}
          maxLength={field.max}
          {...common}
          {...form.register(field.name)}
        />
      );
  }

  const noLabelFor = field.widget === "richtext" || field.widget === "image" || field.widget === "images";
  const remaining =
    field.max && (field.widget === "textarea" || field.widget === "text")
      ? field.max - String(value ?? "").length
      : null;

  return (
    <div
      className={field.wide || field.widget === "richtext" ? "sm:col-span-2" : undefined}
      data-field={field.name}
    >
      {noLabelFor ? (
        <span id={`${id}-label`} className={labelClass}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      )}
      {control}
      {field.widget === "textarea" && remaining !== null ? (
        <p className={helpClass} aria-live="polite">
          {t("form.charactersLeft", { count: remaining })}
        </p>
      ) : null}
      {help ? (
        <p id={helpId} className={helpClass}>
          {help}
        </p>
      ) : null}
      {publishNote ? (
        <p id={noteId} className={noteClass} data-testid="publish-note">
          {publishNote}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
