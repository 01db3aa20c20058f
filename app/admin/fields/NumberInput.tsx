/**
 * The one number/money input of the admin forms. A text input (not `type="number"`, whose parsing
 * follows the browser's locale and silently dropped the Dutch decimal comma) that reads
 * what is typed with the interface language's format (../number-format.ts) and shows stored values
 * in that format once the field is left.
 *
 * The form value is the number, `null` when empty, or the typed text itself when it is not a number
 * in that format: the form schema (../form-schema.ts) refuses a text with a message naming the field.
 */
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { formatNumber, parseNumber } from "#app/lib/number-format.ts";
import type { Language } from "#core/lang.ts";

type Props = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "type"> & {
  value: unknown;
  onChange: (value: number | string | null) => void;
  onBlur: () => void;
  lang: Language;
  decimals: number;
};

const textOf = (value: unknown, lang: Language, decimals: number) =>
  typeof value === "number" && Number.isFinite(value)
    ? formatNumber(value, lang, decimals)
    : typeof value === "string"
      ? value
      : "";

export function NumberInput({ value, onChange, onBlur, lang, decimals, ...rest }: Props) {
  const [text, setText] = useState(() => textOf(value, lang, decimals));
  // the value this input sent last: any other value comes from outside (load, reset) and replaces the text
  const sent = useRef<unknown>(value);
  useEffect(() => {
    if (!Object.is(value, sent.current)) {
      sent.current = value;
      setText(textOf(value, lang, decimals));
    }
  }, [value, lang, decimals]);
  // a switch of the interface language shows the number in the new language's format
  const shownIn = useRef(lang);
  useEffect(() => {
    if (shownIn.current === lang) return;
    shownIn.current = lang;
    if (typeof sent.current === "number") setText(formatNumber(sent.current, lang, decimals));
  }, [lang, decimals]);

  return (
    <input
      {...rest}
      type="text"
      inputMode={decimals > 0 ? "decimal" : "numeric"}
      autoComplete="off"
      value={text}
      onChange={(e) => {
        const typed = e.target.value;
        setText(typed);
        const parsed = parseNumber(typed, lang, decimals);
        const next = parsed.kind === "number" ? parsed.value : parsed.kind === "empty" ? null : typed;
        sent.current = next;
        onChange(next);
      }}
      onBlur={() => {
        // a number is shown the way the language writes it (`1299,5` becomes `1.299,50`)
        const parsed = parseNumber(text, lang, decimals);
        if (parsed.kind === "number") setText(formatNumber(parsed.value, lang, decimals));
        onBlur();
      }}
    />
  );
}
