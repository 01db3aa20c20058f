/**
 * The date-time field of scheduled publishing (publish_at / unpublish_at): a native
 * `<input type="datetime-local">` that shows and takes Amsterdam time whatever the browser's time
 * zone. The form value stays what the API sends and takes — an ISO moment in UTC, or "" for none —
 * so loading, dirty tracking and the request body need nothing special; the conversion is
 * content-types/schedule-time.ts. Under the input the moment is written out in the interface
 * language, so a Dutch owner reads "1 dec 2026 09:00" whatever format the browser's picker uses.
 */
import type { ComponentProps } from "react";
import { amsterdamLocalToIso, formatAmsterdam, isoToAmsterdamLocal } from "#content-types/schedule-time.ts";
import type { Language } from "#core/lang.ts";
import { helpClass } from "../ui.ts";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "type"> & {
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
  lang: Language;
};

export function DateTimeInput({ value, onChange, onBlur, lang, id, ...rest }: Props) {
  const shown = formatAmsterdam(value, lang);
  return (
    <>
      <input
        {...rest}
        id={id}
        type="datetime-local"
        value={isoToAmsterdamLocal(value)}
        onChange={(e) => onChange(e.target.value ? amsterdamLocalToIso(e.target.value) : "")}
        onBlur={onBlur}
      />
      {shown ? (
        <p className={helpClass} data-testid={id ? `${id}-moment` : undefined}>
          {shown}
        </p>
      ) : null}
    </>
  );
}
