/**
 * A labelled form field with its error and hint wired for assistive technology (aria-invalid,
 * aria-describedby). `Field` renders an <input>; `TextAreaField` a <textarea>. Both forward refs
 * (React 19 `ref` prop), so react-hook-form's `register()` can be spread onto them.
 */
import { type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes, useId } from "react";

interface FieldChrome {
  label: string;
  /**
   * Marks the label with " *", for a form that has optional fields beside required ones (a form of
   * only required fields, like a login, needs no marks). `required` on the control stays separate.
   */
  markRequired?: boolean;
  /** message(s) under the field; the first is shown */
  error?: string | readonly string[] | null;
  hint?: string;
  /** hide the label visually (it stays for screen readers) */
  hideLabel?: boolean;
  className?: string;
}

const controlClass = (invalid: boolean) =>
  [
    "block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm",
    "focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
    invalid ? "border-red-600" : "border-slate-300",
  ].join(" ");

function firstError(error: FieldChrome["error"]): string | undefined {
  if (!error) return undefined;
  return typeof error === "string" ? error : error[0];
}

/** the ids of a field, its hint and its error, and the attributes that tie the control to them */
function useFieldWiring(id: string | undefined, error: FieldChrome["error"], hint: string | undefined) {
  const generated = useId();
  const fieldId = id ?? generated;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const message = firstError(error);
  const describedBy = [hint ? hintId : "", message ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return {
    chrome: { fieldId, errorId, hintId, message },
    control: {
      id: fieldId,
      "aria-invalid": message ? true : undefined,
      "aria-describedby": describedBy,
      className: controlClass(Boolean(message)),
    },
  };
}

function Chrome({
  label,
  markRequired,
  hideLabel,
  fieldId,
  hint,
  hintId,
  message,
  errorId,
  className = "",
  children,
}: FieldChrome & {
  fieldId: string;
  hintId: string;
  errorId: string;
  message?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={fieldId} className={hideLabel ? "sr-only" : "text-sm font-medium text-slate-800"}>
        {label}
        {markRequired ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

type ControlWiring = ReturnType<typeof useFieldWiring>["control"];

/**
 * The chrome (label, hint, error) around one control, wired to it; `control` renders the element.
 * Field and TextAreaField differ only in that element.
 */
function WiredField({
  id,
  error,
  hint,
  control,
  ...shown
}: FieldChrome & { id?: string; control: (wiring: ControlWiring) => React.ReactNode }) {
  const wiring = useFieldWiring(id, error, hint);
  return (
    <Chrome {...shown} hint={hint} {...wiring.chrome}>
      {control(wiring.control)}
    </Chrome>
  );
}

/** a field's props apart: the chrome's, and the rest for its control */
function splitChrome<P extends FieldChrome & { id?: string }>({
  label,
  markRequired,
  error,
  hint,
  hideLabel,
  className,
  id,
  ...control
}: P) {
  return [{ label, markRequired, error, hint, hideLabel, className, id }, control] as const;
}

export type FieldProps = FieldChrome &
  Omit<InputHTMLAttributes<HTMLInputElement>, "className"> & { ref?: Ref<HTMLInputElement> };

export function Field({ ref, ...props }: FieldProps) {
  const [chrome, input] = splitChrome(props);
  return <WiredField {...chrome} control={(wiring) => <input ref={ref} {...wiring} {...input} />} />;
}

export type TextAreaFieldProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className"> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const [chrome, input] = splitChrome(props);
  return <WiredField {...chrome} control={(wiring) => <textarea ref={ref} {...wiring} {...input} />} />;
}

/** a form-level error (e.g. wrong password) announced to screen readers */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </div>
  );
}
