/**
 * The one dropdown of the admin forms, for fixed options and for records of another section (ids).
 *
 * Controlled by the form value: a registered native select took its value once, when the
 * form was reset, and showed "— kies —" whenever the options of another section arrived after that,
 * so an owner "correcting" the screen removed the link. Here the shown choice is recomputed from the
 * value on every render; while the options load, and if the stored record is not among them, the
 * stored value keeps an option of its own, so the screen never shows a choice that is not stored.
 */
import type { ComponentProps } from "react";
import { useAdminText } from "#app/i18n/locales/admin.ts";

export type SelectOption = { value: string | number; label: string };

type Props = Omit<ComponentProps<"select">, "value" | "onChange" | "onBlur"> & {
  value: unknown;
  onChange: (value: string | number | null) => void;
  onBlur: () => void;
  options: readonly SelectOption[];
  /** the options are ids of records: the value is a number, empty is null */
  numeric: boolean;
  /** the options are still loading */
  loading?: boolean;
  /** the empty choice: "— kies —" for a required field, "— geen —" for an optional one (null: none) */
  emptyLabel: string | null;
};

export function SelectInput({
  value,
  onChange,
  onBlur,
  options,
  numeric,
  loading,
  emptyLabel,
  ...rest
}: Props) {
  const { t } = useAdminText();
  const current = value === null || value === undefined ? "" : String(value);
  const known = current === "" || options.some((o) => String(o.value) === current);
  return (
    <select
      {...rest}
      value={current}
      onChange={(e) => {
        const v = e.target.value;
        onChange(numeric ? (v === "" ? null : Number(v)) : v);
      }}
      onBlur={onBlur}
      aria-busy={loading ? true : undefined}
    >
      {emptyLabel !== null ? <option value="">{emptyLabel}</option> : null}
      {known ? null : <option value={current}>{loading ? t("form.loading") : `#${current}`}</option>}
      {options.map((o) => (
        <option key={o.value} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
